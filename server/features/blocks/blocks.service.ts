import {
  CANNOT_BLOCK_SELF_MESSAGE,
  type BlockList,
  type BlockListQuery,
  type BlockState,
} from '../../../common/features/blocks/blocks.contract';
import { normalizeId } from '../../../common/features/profiles/profiles.contract';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, nextCursorOf } from '../../lib/cursor';
import { requireProfileExists } from '../members/members.service';
import { blockChangeHooks } from './block-change-hooks';
import {
  deleteBlock,
  deleteFollowsBetween,
  insertBlock,
  listBlockedMembers,
} from './blocks.repository';

/**
 * Blocking: a block works both ways (neither member sees the other's posts and comments, nor
 * follows, likes, comments on or messages the other) and the blocked member is not told.
 * Reads compose `notBlockedBetween` (posts/post-visibility.ts); writes ask
 * `isBlockedBetween` (blocks.repository.ts).
 */

/**
 * Makes `blockerId` block (`blocked`) or unblock `blockedId`, idempotently, in one
 * transaction: a new block removes the follows between them, both ways (counts are computed
 * from the follows, so they follow). Unblocking restores what the block hid, not the follows.
 * @throws AppError 422 for yourself, 404 'Profile not found'.
 */
export async function setBlocked(
  db: Database,
  blockerId: string,
  blockedId: string,
  blocked: boolean,
): Promise<BlockState> {
  const [blocker, target] = [normalizeId(blockerId), normalizeId(blockedId)];
  if (blocker === target) throw new AppError('unprocessable', CANNOT_BLOCK_SELF_MESSAGE);
  return db.transaction(async (tx) => {
    await requireProfileExists(tx, target);
    if (!blocked) {
      await deleteBlock(tx, blocker, target);
    } else {
      await insertBlock(tx, blocker, target);
      await deleteFollowsBetween(tx, blocker, target);
    }
    await blockChangeHooks.run(tx, { blockerId: blocker, blockedId: target, blocked });
    return { blocked };
  });
}

/**
 * A page of the members `viewerId` blocked, most recently blocked first.
 * @throws AppError 400 for a bad cursor.
 */
export async function listBlocks(
  db: Database,
  viewerId: string,
  query: BlockListQuery,
): Promise<BlockList> {
  const after = decodeCursor(query.cursor) ?? null;
  const rows = await listBlockedMembers(db, viewerId, after, query.limit + 1);
  return {
    items: rows.slice(0, query.limit).map((row) => ({
      id: row.id,
      username: row.username,
      avatar_url: row.avatarUrl,
      first_name: row.firstName,
      last_name: row.lastName,
      blockedAt: row.blockedAt.toISOString(),
    })),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.keyCreatedAt, id: row.id })),
      query.limit,
    ),
  };
}
