import { z } from 'zod';
import type { ReviewSort } from '../../../common/features/reviews/review-limits';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

/**
 * The last review of a page of an entry's reviews, by the list's order: the helpful count or
 * the stars (null for 'newest'), then creation time and id, both descending.
 */
export type ReviewListKey = { sort: ReviewSort; value: number; createdAt: string; id: string };

/**
 * Where a page of the catalogue starts: the catalogue is small (the guides' few hundred entries
 * and what staff add), so its pages are counted by position in the chosen order ('match' while
 * searching).
 */
export type CatalogueListKey = { order: string; offset: number };

const reviewKeySchema = z.tuple([
  z.enum(['helpful', 'newest', 'highest', 'lowest']),
  z.number().int().min(0).max(2_000_000_000),
  cursorTimestampSchema,
  cursorIdSchema,
]);
const catalogueKeySchema = z.tuple([
  z.literal('catalogue'),
  z.string().max(20),
  z.number().int().min(0).max(100_000),
]);

export function encodeReviewListCursor(key: ReviewListKey): string {
  return encodeValuesCursor([key.sort, key.value, key.createdAt, key.id]);
}

/** Reads a cursor of an entry's reviews in `sort` order. @throws AppError 400 otherwise. */
export function decodeReviewListCursor(
  cursor: string | undefined,
  sort: ReviewSort,
): ReviewListKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorSort, value, createdAt, id] = decodeValuesCursor(cursor, reviewKeySchema);
  if (cursorSort !== sort) throw invalidCursor();
  return { sort, value, createdAt, id: id.toLowerCase() };
}

export function encodeCatalogueCursor(key: CatalogueListKey): string {
  return encodeValuesCursor(['catalogue', key.order, key.offset]);
}

/** Reads a cursor of the catalogue in `order`. @throws AppError 400 otherwise. */
export function decodeCatalogueCursor(cursor: string | undefined, order: string): number {
  if (cursor === undefined) return 0;
  const [, cursorOrder, offset] = decodeValuesCursor(cursor, catalogueKeySchema);
  if (cursorOrder !== order) throw invalidCursor();
  return offset;
}
