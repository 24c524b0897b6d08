import { z } from 'zod';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

/**
 * The last row of a page of groups, by the list's order (all descending, ties by id): member
 * count, last activity, creation time, or search score.
 */
export type GroupListKey =
  | { sort: 'members'; count: number; id: string }
  | { sort: 'active' | 'newest'; at: string; id: string }
  | { sort: 'match'; score: number; id: string };

/** The last member of a page of a group's members: role rank, then join time, then id. */
export interface GroupMemberKey {
  rank: number;
  joinedAt: string;
  userId: string;
}

/** A score PostgreSQL's `real` holds: zero, or neither too small (underflow) nor huge. */
const scoreSchema = z.number().refine((value) => value === 0 || (value >= 1e-37 && value <= 1e6));
const countSchema = z.number().int().min(0).max(2_000_000_000);

const listKeySchema = z.union([
  z.tuple([z.literal('members'), countSchema, cursorIdSchema]),
  z.tuple([z.enum(['active', 'newest']), cursorTimestampSchema, cursorIdSchema]),
  z.tuple([z.literal('match'), scoreSchema, cursorIdSchema]),
]);
const memberKeySchema = z.tuple([
  z.literal('member'),
  z.number().int().min(0).max(2),
  cursorTimestampSchema,
  cursorIdSchema,
]);

export function encodeGroupListCursor(key: GroupListKey): string {
  switch (key.sort) {
    case 'members':
      return encodeValuesCursor([key.sort, key.count, key.id]);
    case 'match':
      return encodeValuesCursor([key.sort, key.score, key.id]);
    default:
      return encodeValuesCursor([key.sort, key.at, key.id]);
  }
}

/**
 * Reads a cursor of a list of groups ordered by `sort`; undefined stays undefined.
 * @throws AppError 400 for anything else (a cursor of another order included).
 */
export function decodeGroupListCursor(
  cursor: string | undefined,
  sort: GroupListKey['sort'],
): GroupListKey | undefined {
  if (cursor === undefined) return undefined;
  const values = decodeValuesCursor(cursor, listKeySchema);
  if (values[0] !== sort) throw invalidCursor();
  const id = values[2].toLowerCase();
  switch (values[0]) {
    case 'members':
      return { sort: 'members', count: values[1], id };
    case 'match':
      return { sort: 'match', score: values[1], id };
    default:
      return { sort: values[0], at: values[1], id };
  }
}

export function encodeGroupMemberCursor(key: GroupMemberKey): string {
  return encodeValuesCursor(['member', key.rank, key.joinedAt, key.userId]);
}

/** Reads a cursor of a group's member list. @throws AppError 400 for anything else. */
export function decodeGroupMemberCursor(cursor: string | undefined): GroupMemberKey | undefined {
  if (cursor === undefined) return undefined;
  const [, rank, joinedAt, userId] = decodeValuesCursor(cursor, memberKeySchema);
  return { rank, joinedAt, userId: userId.toLowerCase() };
}

/** The cursor of the next page: from the last row shown when one more row came back. */
export function nextPageCursor<K>(
  keys: K[],
  limit: number,
  encodeKey: (key: K) => string,
): string | null {
  const last = keys[limit - 1];
  return keys.length > limit && last ? encodeKey(last) : null;
}
