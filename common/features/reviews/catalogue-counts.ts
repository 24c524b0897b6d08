import { formatCount } from '../../count-format';

/**
 * How many attractions, restaurants, hotels and parks the catalogue holds (`GET
 * /api/catalogue/counts`, and the figures of the visitors' home page), without zod so the home
 * page can read it without loading the schema library (the schema is in `reviews.contract.ts`).
 */
export interface CatalogueCounts {
  attractions: number;
  restaurants: number;
  hotels: number;
  parks: number;
}

/**
 * Where the server reads the counts (one cache per process, made in `server/app.ts`), handed to
 * the routes that show them so the home page needs nothing of the reviews feature.
 */
export interface CatalogueCountsCache {
  get(): Promise<CatalogueCounts>;
}

/** How long the server keeps the counts before counting again (entries change rarely). */
export const CATALOGUE_COUNTS_CACHE_SECONDS = 60;

/**
 * A slug no catalogue entry may take: `/api/catalogue/counts` answers the counts, so an entry
 * with this slug could not be read.
 */
export const CATALOGUE_RESERVED_SLUGS: readonly string[] = ['counts'];

/**
 * A count as the home page claims it: rounded down to a ten with '+' from 20 on ('150+' for 163,
 * true as long as the catalogue holds at least that many), exact below.
 */
export function catalogueCountClaim(count: number): string {
  if (count < 20) return String(count);
  return `${formatCount(Math.floor(count / 10) * 10)}+`;
}
