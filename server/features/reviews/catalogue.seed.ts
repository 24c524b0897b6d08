import { sql } from 'drizzle-orm';
import { guidePages } from '../../../common/features/guides/guide-pages';
import {
  catalogueSlug,
  type CatalogueKind,
  type CataloguePark,
} from '../../../common/features/reviews/review-limits';
import type { Database } from '../../db/client';
import { catalogueItems, type CatalogueFactRow } from '../../db/schema';

/** A catalogue entry as the guides describe it. */
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
  const lower = place.toLowerCase();
  const found = PARK_WORDS.find(([words]) => lower.startsWith(words.toLowerCase()));
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
 * Adds the guides' entries missing from the catalogue and brings the guide-made ones up to date
 * with the guide content (name, kind, park, description, facts; never their reviews), on every
 * start. Entries staff added are left alone. Returns how many rows were inserted or changed.
 */
export async function seedCatalogue(db: Database): Promise<number> {
  const entries = catalogueFromGuides();
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
