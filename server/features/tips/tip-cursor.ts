import { z } from 'zod';
import { tipSorts, type TipSort } from '../../../common/features/tips/tip-limits';
import { decodeValuesCursor, encodeValuesCursor, invalidCursor, isUuid } from '../../lib/cursor';

/**
 * The last tip of a page in the list's order: the helpful count (0 for 'new'), then creation
 * time and id, all descending.
 */
export type TipListKey = { sort: TipSort; value: number; createdAt: string; id: string };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const keySchema = z.tuple([
  z.enum(tipSorts),
  z.number().int().min(0).max(2_000_000_000),
  z
    .string()
    .regex(ISO_MICROS)
    .refine((value) => {
      const date = new Date(value);
      return (
        !Number.isNaN(date.getTime()) &&
        date.getUTCFullYear() >= 1 &&
        date.toISOString().slice(0, 19) === value.slice(0, 19)
      );
    }),
  z.string().refine(isUuid),
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
