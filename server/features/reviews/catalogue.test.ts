import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  attractionParks,
  attractionTypes,
  heightRequirementText,
  lightningLaneOptions,
  parkAttractions,
} from '../../../common/features/reviews/park-catalogue/attractions';
import { parkResorts, resortTiers } from '../../../common/features/reviews/park-catalogue/resorts';
import {
  catalogueCountClaim,
  CATALOGUE_COUNTS_CACHE_SECONDS,
} from '../../../common/features/reviews/catalogue-counts';
import {
  CATALOGUE_SLUG_TAKEN_MESSAGE,
  catalogueCountsSchema,
  catalogueItemSchema,
  catalogueSlug,
  cataloguePageSchema,
} from '../../../common/features/reviews/reviews.contract';
import { catalogueItems } from '../../db/schema';
import { createOffsetClock } from '../../lib/clock';
import { describeEachDatabase } from '../../test/build-test-app';
import { callAs } from '../../test/groups-test-support';
import { createMember } from '../../test/sign-in';
import { createCatalogueCountsCache, countCatalogue } from './catalogue-counts.service';
import { catalogueEntries, catalogueFromGuides, seedCatalogue } from './catalogue.seed';

/** A name as people tell names apart: no case, accents, apostrophes or punctuation. */
const looseName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');

const factOf = (facts: { label: string; value: string }[], label: string) =>
  facts.find((fact) => fact.label === label)?.value;

/**
 * Slugs the guides gave before the park lists joined them (issue 13): members' reviews hang on
 * these, so they must not change.
 */
const GUIDE_SLUGS = [
  'seven-dwarfs-mine-train',
  'tron-lightcycle-run',
  'tianas-bayou-adventure',
  'space-mountain',
  'peter-pans-flight',
  'haunted-mansion',
  'happily-ever-after',
  'guardians-of-the-galaxy-cosmic-rewind',
  'remys-ratatouille-adventure',
  'frozen-ever-after',
  'test-track',
  'soarin-around-the-world',
  'star-wars-rise-of-the-resistance',
  'slinky-dog-dash',
  'mickey-and-minnies-runaway-railway',
  'the-twilight-zone-tower-of-terror',
  'avatar-flight-of-passage',
  'kilimanjaro-safaris',
  'expedition-everest',
  'cinderellas-royal-table',
  'be-our-guest-restaurant',
  'ohana',
  'jiko-the-cooking-place',
  'disneys-pop-century-resort',
  'disneys-yacht-club-and-beach-club-resorts',
  'disneys-grand-floridian-resort-and-spa',
  'bay-lake-tower-at-disneys-contemporary-resort',
  'magic-kingdom',
  'disneys-animal-kingdom',
];

describe('the parks catalogue (issue 28)', () => {
  const entries = catalogueEntries();
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));

  it('lists the rides the guides left out, with their park, land, type and height', () => {
    for (const [slug, park, land, height] of [
      ['pirates-of-the-caribbean', 'Magic Kingdom', 'Adventureland', 'Any height'],
      ['jungle-cruise', 'Magic Kingdom', 'Adventureland', 'Any height'],
      ['big-thunder-mountain-railroad', 'Magic Kingdom', 'Frontierland', '40 in (102 cm)'],
      ['rock-n-roller-coaster', "Disney's Hollywood Studios", 'Sunset Boulevard', '48 in (122 cm)'],
      ['kali-river-rapids', "Disney's Animal Kingdom", 'Asia', '38 in (97 cm)'],
    ] as const) {
      const entry = bySlug.get(slug);
      expect(entry, slug).toBeDefined();
      expect(entry).toMatchObject({ kind: 'attraction', park });
      expect(factOf(entry!.facts, 'Land'), slug).toBe(land);
      expect(factOf(entry!.facts, 'Height requirement'), slug).toBe(height);
    }
    expect(factOf(bySlug.get('mission-space')!.facts, 'Height requirement')).toBe(
      '40 in (102 cm) for the Green mission; 44 in (112 cm) for the Orange mission',
    );
  });

  it('gives every attraction a park, land, type, height requirement and Lightning Lane', () => {
    const attractions = entries.filter((entry) => entry.kind === 'attraction');
    expect(attractions.length).toBeGreaterThanOrEqual(100);
    for (const entry of attractions) {
      expect(attractionParks as readonly string[], entry.name).toContain(entry.park);
      expect(attractionTypes as readonly string[], entry.name).toContain(
        factOf(entry.facts, 'Type'),
      );
      expect(factOf(entry.facts, 'Land'), entry.name).toMatch(/\S/);
      expect(factOf(entry.facts, 'Height requirement'), entry.name).toMatch(
        /^(Any height|\d+ in \(\d+ cm\).*)$/,
      );
      expect(lightningLaneOptions as readonly string[], entry.name).toContain(
        factOf(entry.facts, 'Lightning Lane'),
      );
      expect(entry.description.length, entry.name).toBeGreaterThan(20);
    }
    for (const park of attractionParks) {
      expect(attractions.filter((entry) => entry.park === park).length, park).toBeGreaterThan(15);
    }
  });

  it('writes heights in inches with their centimetres, and the list names each ride once', () => {
    for (const attraction of parkAttractions) {
      if (attraction.heightInches === null) {
        expect(attraction.heightCm, attraction.name).toBeNull();
      } else {
        expect(
          Math.abs(attraction.heightCm! - attraction.heightInches * 2.54),
          attraction.name,
        ).toBeLessThan(1);
        expect(heightRequirementText(attraction)).toContain(`${attraction.heightInches} in`);
      }
    }
    const names = parkAttractions.map((attraction) => looseName(attraction.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists every resort hotel with its tier, area and transport', () => {
    const hotels = entries.filter((entry) => entry.kind === 'hotel');
    expect(hotels.length).toBe(parkResorts.length);
    for (const entry of hotels) {
      expect(entry.park).toBe('Resort-wide');
      expect(resortTiers as readonly string[], entry.name).toContain(factOf(entry.facts, 'Tier'));
      expect(factOf(entry.facts, 'Area'), entry.name).toMatch(/area$/);
      expect(factOf(entry.facts, 'Transport'), entry.name).toMatch(/\S/);
    }
    for (const slug of [
      'disneys-all-star-sports-resort',
      'disneys-boardwalk-inn',
      'disneys-fort-wilderness-resort-and-campground',
      'disneys-saratoga-springs-resort-and-spa',
    ]) {
      expect(bySlug.get(slug)?.kind, slug).toBe('hotel');
    }
  });

  it('gives every restaurant its service, cuisine, price range and location', () => {
    const restaurants = entries.filter((entry) => entry.kind === 'restaurant');
    expect(restaurants.length).toBeGreaterThanOrEqual(200);
    for (const entry of restaurants) {
      expect(['Table service', 'Quick service'], entry.name).toContain(
        factOf(entry.facts, 'Service'),
      );
      expect(factOf(entry.facts, 'Cuisine'), entry.name).toMatch(/\S/);
      expect(factOf(entry.facts, 'Price range'), entry.name).toMatch(/^\${1,4}$/);
      expect(factOf(entry.facts, 'Location'), entry.name).toMatch(/\S/);
    }
    // A guide's restaurant keeps its reservations advice and its 'Character Dining' type.
    const royalTable = bySlug.get('cinderellas-royal-table')!;
    expect(royalTable.facts.map((fact) => fact.label)).toEqual([
      'Type',
      'Service',
      'Cuisine',
      'Price range',
      'Location',
      'Character dining',
      'Reservations',
    ]);
    expect(factOf(royalTable.facts, 'Type')).toBe('Character Dining');
    // 'Type: Table Service' would only repeat 'Service'.
    expect(factOf(bySlug.get('be-our-guest-restaurant')!.facts, 'Type')).toBeUndefined();
  });

  it('names each entry once: no slug twice, no two names differing only in case or punctuation', () => {
    const slugs = entries.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const names = entries.map((entry) => looseName(entry.name));
    expect(new Set(names).size).toBe(names.length);
    for (const entry of entries) expect(catalogueSlug(entry.name)).toBe(entry.slug);
  });

  it('keeps the slugs, names and descriptions of the guides’ entries', () => {
    const guides = catalogueFromGuides();
    for (const guide of guides) {
      const entry = bySlug.get(guide.slug);
      expect(entry, guide.slug).toMatchObject({
        name: guide.name,
        kind: guide.kind,
        description: guide.description,
      });
      // The guide's own facts (such as 'Typical wait') stay, but for a restaurant's 'Type'
      // that only repeated its 'Service'.
      for (const fact of guide.facts) {
        const service = factOf(entry!.facts, 'Service')?.toLowerCase();
        const repeated = fact.label === 'Type' && fact.value.toLowerCase() === service;
        expect(factOf(entry!.facts, fact.label) !== undefined, `${guide.slug} ${fact.label}`).toBe(
          !repeated,
        );
      }
    }
    for (const slug of GUIDE_SLUGS) expect(bySlug.has(slug), slug).toBe(true);
  });

  it('places the guides’ restaurants in the park their location names', () => {
    expect(bySlug.get('tusker-house-restaurant')?.park).toBe("Disney's Animal Kingdom");
    expect(bySlug.get('woodys-lunch-box')?.park).toBe("Disney's Hollywood Studios");
    expect(bySlug.get('jiko-the-cooking-place')?.park).toBe('Resort-wide');
    expect(bySlug.get('the-boathouse')?.park).toBe('Disney Springs');
  });

  it('claims counts rounded down to a ten, exact when small', () => {
    expect(catalogueCountClaim(163)).toBe('160+');
    expect(catalogueCountClaim(100)).toBe('100+');
    expect(catalogueCountClaim(1234)).toBe('1,230+');
    expect(catalogueCountClaim(19)).toBe('19');
    expect(catalogueCountClaim(0)).toBe('0');
  });
});

describeEachDatabase('the parks catalogue in the database', (context) => {
  it('seeds every entry at start-up and a second seeding changes nothing', async () => {
    const ctx = context();
    const entries = catalogueEntries();
    const rows = await ctx.db
      .select({
        slug: catalogueItems.slug,
        kind: catalogueItems.kind,
        name: catalogueItems.name,
        park: catalogueItems.park,
        description: catalogueItems.description,
        facts: catalogueItems.facts,
        updatedAt: catalogueItems.updatedAt,
      })
      .from(catalogueItems)
      .where(eq(catalogueItems.source, 'guide'));
    expect(rows.length).toBe(entries.length);
    const stored = new Map(rows.map((row) => [row.slug, row]));
    for (const entry of entries) {
      expect(stored.get(entry.slug), entry.slug).toMatchObject({
        kind: entry.kind,
        name: entry.name,
        park: entry.park,
        description: entry.description,
        facts: entry.facts,
      });
    }
    expect(await seedCatalogue(ctx.db)).toBe(0);
    expect(await seedCatalogue(ctx.db)).toBe(0);
    const after = await ctx.db
      .select({ slug: catalogueItems.slug, updatedAt: catalogueItems.updatedAt })
      .from(catalogueItems);
    for (const row of after) {
      expect(row.updatedAt.getTime(), row.slug).toBe(stored.get(row.slug)?.updatedAt.getTime());
    }
  });

  it('brings a changed seeded entry back to the lists and keeps its reviews’ slug', async () => {
    const ctx = context();
    await ctx.db
      .update(catalogueItems)
      .set({ facts: [{ label: 'Type', value: 'Old' }], park: 'EPCOT' })
      .where(eq(catalogueItems.slug, 'jungle-cruise'));
    expect(await seedCatalogue(ctx.db)).toBe(1);
    const res = await callAs(ctx, 'GET', '/api/catalogue/jungle-cruise');
    const item = catalogueItemSchema.parse(res.json());
    expect(item.park).toBe('Magic Kingdom');
    expect(item.facts.map((fact) => fact.label)).toEqual([
      'Type',
      'Land',
      'Height requirement',
      'Lightning Lane',
    ]);
  });

  it('filters the catalogue by park and kind as before', async () => {
    const ctx = context();
    const res = await callAs(
      ctx,
      'GET',
      `/api/catalogue?kind=attraction&park=${encodeURIComponent('Magic Kingdom')}&limit=50`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = cataloguePageSchema.parse(res.json());
    const slugs = page.items.map((item) => item.slug);
    expect(slugs).toEqual(expect.arrayContaining(['pirates-of-the-caribbean', 'space-mountain']));
    expect(page.items.every((item) => item.kind === 'attraction')).toBe(true);
    expect(page.items.every((item) => item.park === 'Magic Kingdom')).toBe(true);
    const found = await callAs(ctx, 'GET', '/api/catalogue?q=big%20thunder');
    expect(cataloguePageSchema.parse(found.json()).items[0]?.slug).toBe(
      'big-thunder-mountain-railroad',
    );
  });

  it('answers the counts of the database and keeps them briefly', async () => {
    const ctx = context();
    const grouped = await ctx.db
      .select({ kind: catalogueItems.kind, count: count() })
      .from(catalogueItems)
      .groupBy(catalogueItems.kind);
    const of = (kind: string) => grouped.find((row) => row.kind === kind)?.count ?? 0;
    const expected = {
      attractions: of('attraction'),
      restaurants: of('restaurant'),
      hotels: of('hotel'),
      parks: 4,
    };
    expect(await countCatalogue(ctx.db)).toEqual(expected);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/catalogue/counts' });
    expect(res.statusCode, res.body).toBe(200);
    expect(catalogueCountsSchema.parse(res.json())).toEqual(expected);

    const clock = createOffsetClock();
    const cache = createCatalogueCountsCache(ctx.db, clock);
    const [first, concurrent] = [cache.get(), cache.get()];
    expect(concurrent).toBe(first);
    expect(await first).toEqual(expected);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const made = await callAs(ctx, 'POST', '/api/catalogue', staff, {
      name: 'Counted Test Ride',
      kind: 'attraction',
      park: 'EPCOT',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(await cache.get()).toEqual(expected);
    clock.advance(CATALOGUE_COUNTS_CACHE_SECONDS * 1000 + 1);
    expect(await cache.get()).toEqual({ ...expected, attractions: expected.attractions + 1 });
  });

  it('keeps the counts’ address free: no entry may take the slug "counts"', async () => {
    const ctx = context();
    const staff = await createMember(ctx.db, { isAdmin: true });
    for (const body of [
      { name: 'Counts', kind: 'attraction', park: 'EPCOT' },
      { name: 'A ride', slug: 'counts', kind: 'attraction', park: 'EPCOT' },
    ]) {
      const res = await callAs(ctx, 'POST', '/api/catalogue', staff, body);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.message).toBe(CATALOGUE_SLUG_TAKEN_MESSAGE);
    }
  });
});
