import { z } from 'zod';
import {
  contestListStatuses,
  type ContestListStatus,
} from '../../../common/features/contests/contest-limits';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

/** The last contest of a page in its list's order: the list's time column, then id. */
export type ContestListKey = { status: ContestListStatus; at: string; id: string };

const keySchema = z.tuple([z.enum(contestListStatuses), cursorTimestampSchema, cursorIdSchema]);

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
