import { z } from 'zod';
import { creatorSorts, type CreatorSort } from '../../../common/features/creators/creator-limits';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  invalidCursor,
} from '../../lib/cursor';

/**
 * The last creator of a directory page in the list's order: verified (featured), follower
 * count (featured, most followed), then listing time and member id, all descending.
 */
export type CreatorListKey = {
  sort: CreatorSort;
  verified: boolean;
  followers: number;
  createdAt: string;
  id: string;
};

const keySchema = z.tuple([
  z.enum(creatorSorts),
  z.boolean(),
  z.number().int().min(0).max(2_000_000_000),
  cursorTimestampSchema,
  cursorIdSchema,
]);

export function encodeCreatorListCursor(key: CreatorListKey): string {
  return encodeValuesCursor([key.sort, key.verified, key.followers, key.createdAt, key.id]);
}

/** Reads a cursor of a directory in `sort` order. @throws AppError 400 otherwise. */
export function decodeCreatorListCursor(
  cursor: string | undefined,
  sort: CreatorSort,
): CreatorListKey | undefined {
  if (cursor === undefined) return undefined;
  const [cursorSort, verified, followers, createdAt, id] = decodeValuesCursor(cursor, keySchema);
  if (cursorSort !== sort) throw invalidCursor();
  return { sort, verified, followers, createdAt, id: id.toLowerCase() };
}
