import { gt } from 'drizzle-orm';
import type {
  ReviewFigures,
  ReviewFiguresBySlug,
} from '../../../common/features/guides/review-figures';
import type { Database } from '../../db/client';
import { catalogueItems } from '../../db/schema';
import { createLiveCache, createLiveSource, type LiveSnapshot } from '../../lib/live-cache';
import { averageOf } from './reviews.presenter';
import { publicFiguresColumn } from './reviews.repository';

/**
 * The catalogue's live figures for the guide pages (issue 13), kept in memory so that a guide
 * page costs no query: read once, then again only after a review changed them
 * ({@link invalidateReviewFigures}, called by the reviews service once its transaction has
 * committed) or after {@link REVIEW_FIGURES_MAX_AGE_MS}.
 */
export const REVIEW_FIGURES_MAX_AGE_MS = 60_000;

const reviewFiguresSource = createLiveSource();

/** The figures changed (a review's stars were written, edited or deleted). */
export function invalidateReviewFigures(): void {
  reviewFiguresSource.changed();
}

/** The figures and a key that changes exactly when they do. */
export type ReviewFiguresSnapshot = LiveSnapshot<ReviewFiguresBySlug>;

async function readFigures(db: Database): Promise<ReviewFiguresSnapshot> {
  // Issue 27: the public figures (reviews not hidden, no suspended author's), not the stored
  // aggregates; an entry whose reviews are all hidden has none.
  const rows = (
    await db
      .select({ slug: catalogueItems.slug, publicFigures: publicFiguresColumn })
      .from(catalogueItems)
      .where(gt(catalogueItems.reviewCount, 0))
      .orderBy(catalogueItems.slug)
  )
    .map(({ slug, publicFigures: [count, sum] }) => ({
      slug,
      reviewCount: Number(count ?? 0),
      ratingSum: Number(sum ?? 0),
    }))
    .filter((row) => row.reviewCount > 0);
  const figures = new Map<string, ReviewFigures>();
  for (const row of rows) {
    figures.set(row.slug, { average: averageOf(row)!, count: row.reviewCount });
  }
  const key = rows.map((row) => `${row.slug}:${row.reviewCount}:${row.ratingSum}`).join(',');
  return { key, value: figures };
}

/** One process's cache of the figures on `db`. */
export function createReviewFiguresCache(db: Database) {
  return createLiveCache(reviewFiguresSource, REVIEW_FIGURES_MAX_AGE_MS, () => readFigures(db));
}
