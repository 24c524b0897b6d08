import { sql } from 'drizzle-orm';
import { guidePages } from '../../../common/features/guides/guide-pages';
import {
  heightRequirementText,
  parkAttractions,
} from '../../../common/features/reviews/park-catalogue/attractions';
import { parkResorts } from '../../../common/features/reviews/park-catalogue/resorts';
import {
  parkRestaurants,
  type CatalogueRestaurant,
} from '../../../common/features/reviews/park-catalogue/restaurants';
import {
  catalogueSlug,
  type CatalogueKind,
  type CataloguePark,
} from '../../../common/features/reviews/review-limits';
import type { Database } from '../../db/client';
import { catalogueItems, type CatalogueFactRow } from '../../db/schema';

/** A catalogue entry as the guides and the park lists describe it. */
export interface GuideCatalogueEntry {
  slug: string;
  kind: CatalogueKind;
  name: string;
  park: CataloguePark | null;
  description: string;
  facts: CatalogueFactRow[];
}

/** The four theme parks, reviewable as a whole (their names as the guides write them). */
const THEME_PARKS: { park: CataloguePark; description: string }[] = [
  {
    park: 'Magic Kingdom',
    description: 'The castle park: classic dark rides, coasters and fireworks.',
  },
  { park: 'EPCOT', description: 'Future World rides and the World Showcase’s eleven pavilions.' },
  {
    park: "Disney's Hollywood Studios",
    description: 'Star Wars, Toy Story Land and the Tower of Terror.',
  },
  {
    park: "Disney's Animal Kingdom",
    description: 'Pandora, the safari and Expedition Everest among living animals.',
  },
];

/** Words of a place that name a park ('Magic Kingdom, inside Cinderella Castle'). */
const PARK_WORDS: [string, CataloguePark][] = [
  ['Magic Kingdom', 'Magic Kingdom'],
  ['EPCOT', 'EPCOT'],
  ['Hollywood Studios', "Disney's Hollywood Studios"],
  ['Animal Kingdom', "Disney's Animal Kingdom"],
  ['Disney Springs', 'Disney Springs'],
];

function parkOfPlace(place: string): CataloguePark {
  // "Disney's Animal Kingdom, Africa" is in the park; "Disney's Animal Kingdom Lodge" is not.
  const lower = place.toLowerCase().replace(/^disney['’]s /, '');
  const found = PARK_WORDS.find(([words]) => {
    const start = words.toLowerCase();
    return lower === start || lower.startsWith(`${start},`);
  });
  return found ? found[1] : 'Resort-wide';
}

/**
 * Every attraction, restaurant and hotel of the guides, and the four parks, each once (the
 * first guide to list a name wins: the attraction, restaurant and hotel guides come before the
 * reviews guide's cards). Slugs come from the names, so they stay the same from start to start.
 */
export function catalogueFromGuides(): GuideCatalogueEntry[] {
  const entries = new Map<string, GuideCatalogueEntry>();
  const add = (entry: Omit<GuideCatalogueEntry, 'slug'>) => {
    const slug = catalogueSlug(entry.name);
    if (!entries.has(slug)) entries.set(slug, { slug, ...entry });
  };
  for (const { park, description } of THEME_PARKS) {
    const attractions = guidePages
      .flatMap((guide) => guide.sections)
      .flatMap((section) => (section.kind === 'attractions' ? section.items : []))
      .filter((item) => item.park === park);
    const names = [...new Set(attractions.map((item) => item.name))];
    add({
      kind: 'park',
      name: park,
      park,
      description,
      facts: names.length > 0 ? [{ label: 'Must-do attractions', value: names.join(', ') }] : [],
    });
  }
  const order = ['/disney-attractions', '/disney-restaurants', '/disney-world-hotels'];
  const guides = [...guidePages].sort((a, b) => {
    const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
    return rank(a.link.path) - rank(b.link.path);
  });
  for (const section of guides.flatMap((guide) => guide.sections)) {
    if (section.kind === 'attractions') {
      for (const item of section.items) {
        add({
          kind: 'attraction',
          name: item.name,
          park: item.park,
          description: item.description,
          facts: [
            { label: 'Type', value: item.type },
            { label: 'Typical wait', value: item.waitTime },
            { label: 'Height requirement', value: item.height },
          ],
        });
      }
    } else if (section.kind === 'restaurants') {
      for (const item of section.items) {
        add({
          kind: 'restaurant',
          name: item.name,
          park: parkOfPlace(item.location),
          description: item.description,
          facts: [
            { label: 'Type', value: item.type },
            { label: 'Cuisine', value: item.cuisine },
            { label: 'Price range', value: item.priceRange },
            { label: 'Location', value: item.location },
            { label: 'Reservations', value: item.reservationDifficulty },
          ],
        });
      }
    } else if (section.kind === 'hotelTiers') {
      for (const tier of section.tiers) {
        for (const hotel of tier.hotels) {
          add({
            kind: 'hotel',
            name: hotel.name,
            park: 'Resort-wide',
            description: hotel.highlight,
            facts: [
              { label: 'Tier', value: tier.tier },
              { label: 'Nightly rate', value: tier.nightlyRange },
              { label: 'Area', value: hotel.area },
              { label: 'Transport', value: hotel.transport },
            ],
          });
        }
      }
    }
  }
  return [...entries.values()];
}

/**
 * The order of an entry's facts by kind: what a visitor asks first (what is it, where, who may
 * ride) before the rest. Labels not named keep their order after these.
 */
const FACT_ORDER: Record<CatalogueKind, string[]> = {
  attraction: ['Type', 'Land', 'Height requirement', 'Lightning Lane', 'Typical wait'],
  restaurant: [
    'Type',
    'Service',
    'Cuisine',
    'Price range',
    'Location',
    'Character dining',
    'Reservations',
  ],
  hotel: ['Tier', 'Nightly rate', 'Area', 'Transport'],
  park: [],
};

function orderFacts(kind: CatalogueKind, facts: CatalogueFactRow[]): CatalogueFactRow[] {
  const order = FACT_ORDER[kind];
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return [...facts].sort((a, b) => rank(a.label) - rank(b.label));
}

/**
 * Adds `entry` of a park list to the catalogue: a new entry, or, when a guide already lists it
 * (same slug), the guide's entry with the list's facts (the list's value wins for a label both
 * give, as the lists use one vocabulary across the catalogue; labels only the guide gives, such
 * as 'Typical wait', stay). The guide's name, slug and description stay, so reviews and links
 * stay attached.
 */
function mergeListEntry(
  entries: Map<string, GuideCatalogueEntry>,
  entry: Omit<GuideCatalogueEntry, 'slug'>,
): void {
  const slug = catalogueSlug(entry.name);
  const existing = entries.get(slug);
  if (!existing) {
    entries.set(slug, { slug, ...entry, facts: orderFacts(entry.kind, entry.facts) });
    return;
  }
  const labels = new Set(entry.facts.map((fact) => fact.label));
  const kept = existing.facts.filter((fact) => !labels.has(fact.label));
  entries.set(slug, {
    ...existing,
    park: entry.park ?? existing.park,
    facts: orderFacts(existing.kind, [...entry.facts, ...kept]),
  });
}

/** The guides' nightly rate of each hotel tier ('Value': 'about $140-$330 …'). */
function nightlyRatesOfTiers(): Map<string, string> {
  const rates = new Map<string, string>();
  for (const section of guidePages.flatMap((guide) => guide.sections)) {
    if (section.kind !== 'hotelTiers') continue;
    for (const tier of section.tiers) {
      if (!rates.has(tier.tier)) rates.set(tier.tier, tier.nightlyRange);
    }
  }
  return rates;
}

/**
 * A restaurant's place as the guides write it: "Magic Kingdom, Fantasyland", "Disney Springs,
 * The Landing", or the resort's name alone.
 */
function restaurantLocation(restaurant: CatalogueRestaurant): string {
  return restaurant.area === 'Resort-wide'
    ? restaurant.location
    : `${restaurant.area}, ${restaurant.location}`;
}

/**
 * The whole catalogue: the guides' entries ({@link catalogueFromGuides}) and every attraction and
 * show of the four parks, every table- and quick-service restaurant and every resort hotel
 * (`common/features/reviews/park-catalogue`), each once by slug; an entry both give carries the
 * facts of both.
 */
export function catalogueEntries(): GuideCatalogueEntry[] {
  const entries = new Map(catalogueFromGuides().map((entry) => [entry.slug, entry]));
  for (const attraction of parkAttractions) {
    mergeListEntry(entries, {
      kind: 'attraction',
      name: attraction.name,
      park: attraction.park,
      description: attraction.description,
      facts: [
        { label: 'Type', value: attraction.type },
        { label: 'Land', value: attraction.land },
        { label: 'Height requirement', value: heightRequirementText(attraction) },
        { label: 'Lightning Lane', value: attraction.lightningLane },
      ],
    });
  }
  for (const restaurant of parkRestaurants) {
    const slug = catalogueSlug(restaurant.name);
    const guideType = entries.get(slug)?.facts.find((fact) => fact.label === 'Type')?.value;
    // The guide's 'Type' says the same as 'Service' unless it is more ('Character Dining').
    const sameAsService = guideType?.toLowerCase() === restaurant.service.toLowerCase();
    if (sameAsService) {
      const existing = entries.get(slug)!;
      existing.facts = existing.facts.filter((fact) => fact.label !== 'Type');
    }
    mergeListEntry(entries, {
      kind: 'restaurant',
      name: restaurant.name,
      park: restaurant.area,
      description: restaurant.description,
      facts: [
        { label: 'Service', value: restaurant.service },
        { label: 'Cuisine', value: restaurant.cuisine },
        { label: 'Price range', value: restaurant.priceRange },
        { label: 'Location', value: restaurantLocation(restaurant) },
        ...(restaurant.characterDining ? [{ label: 'Character dining', value: 'Yes' }] : []),
      ],
    });
  }
  const rates = nightlyRatesOfTiers();
  for (const resort of parkResorts) {
    const rate = rates.get(resort.tier);
    mergeListEntry(entries, {
      kind: 'hotel',
      name: resort.name,
      park: 'Resort-wide',
      description: resort.description,
      facts: [
        { label: 'Tier', value: resort.tier },
        ...(rate ? [{ label: 'Nightly rate', value: rate }] : []),
        { label: 'Area', value: resort.area },
        { label: 'Transport', value: resort.transport },
      ],
    });
  }
  return [...entries.values()];
}

/**
 * Adds the catalogue's entries ({@link catalogueEntries}) missing from the table and brings the
 * seeded ones up to date (name, kind, park, description, facts; never their reviews), on every
 * start, in one statement. Entries staff added are left alone. Returns how many rows were
 * inserted or changed (0 when nothing changed).
 */
export async function seedCatalogue(db: Database): Promise<number> {
  const entries = catalogueEntries();
  if (entries.length === 0) return 0;
  const rows = await db
    .insert(catalogueItems)
    .values(entries.map((entry) => ({ ...entry, source: 'guide' as const })))
    .onConflictDoUpdate({
      target: catalogueItems.slug,
      set: {
        kind: sql`excluded.kind`,
        name: sql`excluded.name`,
        park: sql`excluded.park`,
        description: sql`excluded.description`,
        facts: sql`excluded.facts`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`${catalogueItems.source} = 'guide' and (${catalogueItems.kind}, ${catalogueItems.name}, ${catalogueItems.park}, ${catalogueItems.description}, ${catalogueItems.facts})
        is distinct from (excluded.kind, excluded.name, excluded.park, excluded.description, excluded.facts)`,
    })
    .returning({ id: catalogueItems.id });
  return rows.length;
}
