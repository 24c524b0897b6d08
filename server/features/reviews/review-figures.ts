import { gt } from 'drizzle-orm';
import type {
  ReviewFigures,
  ReviewFiguresBySlug,
} from '../../../common/features/guides/review-figures';
import type { Database } from '../../db/client';
import { catalogueItems } from '../../db/schema';
import { averageOf } from './reviews.presenter';

/**
 * The catalogue's live figures for the guide pages (issue 13), kept in memory so that a guide
 * page costs no query: read once, then again only after a review changed them
 * ({@link invalidateReviewFigures}, called by the reviews service once its transaction has
 * committed) or after {@link REVIEW_FIGURES_MAX_AGE_MS}, which bounds how long the figures can
 * lag behind writes this process did not see (another server process, an account deleted in
 * its own transaction).
 */
export const REVIEW_FIGURES_MAX_AGE_MS = 60_000;

/** Bumped by every change of a review's stars (creation, edit, deletion). */
let generation = 0;

/** The figures changed: every cache reads them again on its next use. */
export function invalidateReviewFigures(): void {
  generation += 1;
}

/** The figures and a key that changes exactly when they do (to key what is rendered from them). */
export interface ReviewFiguresSnapshot {
  key: string;
  figures: ReviewFiguresBySlug;
}

async function readFigures(db: Database): Promise<ReviewFiguresSnapshot> {
  const rows = await db
    .select({
      slug: catalogueItems.slug,
      reviewCount: catalogueItems.reviewCount,
      ratingSum: catalogueItems.ratingSum,
    })
    .from(catalogueItems)
    .where(gt(catalogueItems.reviewCount, 0))
    .orderBy(catalogueItems.slug);
  const figures = new Map<string, ReviewFigures>();
  for (const row of rows) {
    figures.set(row.slug, { average: averageOf(row)!, count: row.reviewCount });
  }
  const key = rows.map((row) => `${row.slug}:${row.reviewCount}:${row.ratingSum}`).join(',');
  return { key, figures };
}

/**
 * One process's cache of the figures on `db`: concurrent readers share one read; a read that
 * fails is forgotten (the next use tries again).
 */
export function createReviewFiguresCache(db: Database) {
  let kept: {
    generation: number;
    readAt: number;
    snapshot: Promise<ReviewFiguresSnapshot>;
  } | null = null;
  return (): Promise<ReviewFiguresSnapshot> => {
    const now = Date.now();
    if (kept && kept.generation === generation && now - kept.readAt < REVIEW_FIGURES_MAX_AGE_MS) {
      return kept.snapshot;
    }
    const entry = { generation, readAt: now, snapshot: readFigures(db) };
    kept = entry;
    entry.snapshot.catch(() => {
      if (kept === entry) kept = null;
    });
    return entry.snapshot;
  };
}
