import { count } from 'drizzle-orm';
import {
  CATALOGUE_COUNTS_CACHE_SECONDS,
  type CatalogueCounts,
  type CatalogueCountsCache,
} from '../../../common/features/reviews/catalogue-counts';
import type { Executor } from '../../db/client';
import { catalogueItems } from '../../db/schema';
import type { Clock } from '../../lib/clock';

/** How many entries of each kind the catalogue holds now (one grouped count). */
export async function countCatalogue(db: Executor): Promise<CatalogueCounts> {
  const rows = await db
    .select({ kind: catalogueItems.kind, count: count() })
    .from(catalogueItems)
    .groupBy(catalogueItems.kind);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.count ?? 0;
  return {
    attractions: of('attraction'),
    restaurants: of('restaurant'),
    hotels: of('hotel'),
    parks: of('park'),
  };
}

/**
 * A per-process cache in front of {@link countCatalogue}, shared by `GET /api/catalogue/counts`
 * and the server-rendered home page: counted at most once a period, concurrent misses share one
 * count, and a failure is not kept.
 */
export function createCatalogueCountsCache(db: Executor, clock: Clock): CatalogueCountsCache {
  let entry: { expiresAt: number; value: Promise<CatalogueCounts> } | null = null;
  return {
    get() {
      const now = clock.now().getTime();
      if (entry && entry.expiresAt > now) return entry.value;
      const value = countCatalogue(db);
      const current = { expiresAt: now + CATALOGUE_COUNTS_CACHE_SECONDS * 1000, value };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = null;
      });
      return value;
    },
  };
}
