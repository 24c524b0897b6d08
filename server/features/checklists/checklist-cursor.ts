import { z } from 'zod';
import {
  checklistSorts,
  type ChecklistSort,
} from '../../../common/features/checklists/checklist-limits';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

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

const keySchema = z.tuple([
  z.enum(checklistSorts),
  z.number().int().min(0).max(2_000_000_000),
  cursorTimestampSchema,
  cursorIdSchema,
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
