import { z } from 'zod';
import { tipSorts, type TipSort } from '../../../common/features/tips/tip-limits';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';

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

const invalid = () =>
  new AppError(
    'validation_failed',
    'The cursor is not valid for this list. Start from the first page.',
  );

export function encodeTipListCursor(key: TipListKey): string {
  return Buffer.from(JSON.stringify([key.sort, key.value, key.createdAt, key.id]), 'utf8').toString(
    'base64url',
  );
}

/** Reads a cursor of the tips in `sort` order. @throws AppError 400 otherwise. */
export function decodeTipListCursor(
  cursor: string | undefined,
  sort: TipSort,
): TipListKey | undefined {
  if (cursor === undefined) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw invalid();
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = keySchema.safeParse(values);
  if (!parsed.success || parsed.data[0] !== sort) throw invalid();
  const [, value, createdAt, id] = parsed.data;
  return { sort, value, createdAt, id: id.toLowerCase() };
}
