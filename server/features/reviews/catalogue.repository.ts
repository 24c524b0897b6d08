import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CatalogueKind, CatalogueSort } from '../../../common/features/reviews/review-limits';
import type { Executor } from '../../db/client';
import { catalogueItems, catalogueSearchText } from '../../db/schema';
import {
  catalogueItemShownColumns,
  withPublicFigures,
  type CatalogueItemRow,
} from './reviews.repository';

/** How alike a search text and an entry must be for a typo to still find it (pg_trgm). */
const MATCH_THRESHOLD = 0.4;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * A page of the catalogue by position: filtered by kind and park; with `text`, entries whose
 * name or description contain it or are like it (typos forgiven), best match first. Ordered by
 * the stored aggregates (indexed); each entry shown with its public figures (issue 27).
 */
export async function listCataloguePage(
  db: Executor,
  input: {
    text: string;
    kind?: CatalogueKind;
    park?: string;
    sort: CatalogueSort;
    offset: number;
    limit: number;
  },
): Promise<CatalogueItemRow[]> {
  const conditions: SQL[] = [];
  if (input.kind) conditions.push(eq(catalogueItems.kind, input.kind));
  if (input.park) conditions.push(eq(catalogueItems.park, input.park));
  const average = sql`(${catalogueItems.ratingSum}::float8 / nullif(${catalogueItems.reviewCount}, 0))`;
  let order: SQL[];
  if (input.text !== '') {
    const like = `%${escapeLike(input.text)}%`;
    const contains = sql`${catalogueSearchText} ilike ${like}`;
    const score = sql`greatest(case when ${catalogueItems.name} ilike ${like} then 2 when ${contains} then 1 else 0 end,
      word_similarity(${input.text}, ${catalogueSearchText}))`;
    conditions.push(
      sql`(${contains} or word_similarity(${input.text}, ${catalogueSearchText}) >= ${MATCH_THRESHOLD})`,
    );
    order = [sql`${score} desc`, desc(catalogueItems.reviewCount), asc(catalogueItems.name)];
  } else if (input.sort === 'best_rated') {
    order = [
      sql`${average} desc nulls last`,
      desc(catalogueItems.reviewCount),
      asc(catalogueItems.name),
    ];
  } else if (input.sort === 'newest_review') {
    order = [sql`${catalogueItems.lastReviewAt} desc nulls last`, asc(catalogueItems.name)];
  } else {
    order = [desc(catalogueItems.reviewCount), asc(catalogueItems.name)];
  }
  const rows = await db
    .select(catalogueItemShownColumns)
    .from(catalogueItems)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...order, asc(catalogueItems.id))
    .offset(input.offset)
    .limit(input.limit);
  return rows.map(withPublicFigures);
}
