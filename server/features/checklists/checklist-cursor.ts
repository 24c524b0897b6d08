import { z } from 'zod';
import {
  checklistSorts,
  type ChecklistSort,
} from '../../../common/features/checklists/checklist-limits';
import { decodeValuesCursor, encodeValuesCursor, invalidCursor, isUuid } from '../../lib/cursor';

/**
 * The last checklist of a page of the public list in its order: the copy count (0 for
 * 'newest'), then creation time and id, all descending.
 */
export type ChecklistListKey = {
  sort: ChecklistSort;
  value: number;
  createdAt: string;
  id: string;
};

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const keySchema = z.tuple([
  z.enum(checklistSorts),
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

export function encodeChecklistListCursor(key: ChecklistListKey): string {
  return encodeValuesCursor([key.sort, key.value, key.createdAt, key.id]);
}

/** Reads a cursor of the public checklists in `sort` order. @throws AppError 400 otherwise. */
export function decodeChecklistListCursor(
  cursor: string | undefined,
  sort: ChecklistSort,
): ChecklistListKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorSort, value, createdAt, id] = decodeValuesCursor(cursor, keySchema);
  if (cursorSort !== sort) throw invalidCursor();
  return { sort, value, createdAt, id: id.toLowerCase() };
}
