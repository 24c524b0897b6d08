import { z } from 'zod';
import {
  contestListStatuses,
  type ContestListStatus,
} from '../../../common/features/contests/contest-limits';
import { decodeValuesCursor, encodeValuesCursor, invalidCursor, isUuid } from '../../lib/cursor';

/** The last contest of a page in its list's order: the list's time column, then id. */
export type ContestListKey = { status: ContestListStatus; at: string; id: string };

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const keySchema = z.tuple([
  z.enum(contestListStatuses),
  z
    .string()
    .regex(ISO_MICROS)
    .refine((value) => !Number.isNaN(new Date(value).getTime())),
  z.string().refine(isUuid),
]);

export function encodeContestListCursor(key: ContestListKey): string {
  return encodeValuesCursor([key.status, key.at, key.id]);
}

/** Reads a cursor of the `status` list. @throws AppError 400 otherwise. */
export function decodeContestListCursor(
  cursor: string | undefined,
  status: ContestListStatus,
): ContestListKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorStatus, at, id] = decodeValuesCursor(cursor, keySchema);
  if (cursorStatus !== status) throw invalidCursor();
  return { status, at, id: id.toLowerCase() };
}
