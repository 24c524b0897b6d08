import { z } from 'zod';
import { tipSorts, type TipSort } from '../../../common/features/tips/tip-limits';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

/**
 * The last tip of a page in the list's order: the helpful count (0 for 'new'), then creation
 * time and id, all descending.
 */
export type TipListKey = { sort: TipSort; value: number; createdAt: string; id: string };

const keySchema = z.tuple([
  z.enum(tipSorts),
  z.number().int().min(0).max(2_000_000_000),
  cursorTimestampSchema,
  cursorIdSchema,
]);

export function encodeTipListCursor(key: TipListKey): string {
  return encodeValuesCursor([key.sort, key.value, key.createdAt, key.id]);
}

/** Reads a cursor of the tips in `sort` order. @throws AppError 400 otherwise. */
export function decodeTipListCursor(
  cursor: string | undefined,
  sort: TipSort,
): TipListKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorSort, value, createdAt, id] = decodeValuesCursor(cursor, keySchema);
  if (cursorSort !== sort) throw invalidCursor();
  return { sort, value, createdAt, id: id.toLowerCase() };
}
