import type {
  FollowList,
  FollowListQuery,
  FollowState,
} from '../../../common/features/follows/follows.contract';
import {
  isUuidShaped,
  normalizeId,
  PROFILE_NOT_FOUND_MESSAGE,
} from '../../../common/features/profiles/profiles.contract';
import type { Database } from '../../db/client';
import { CANNOT_FOLLOW_BLOCKED_MESSAGE } from '../../../common/features/blocks/block-texts';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { isBlockedBetween } from '../blocks/blocks.repository';
import { notify } from '../notifications/notifications.service';
import { requireProfileExists } from '../members/members.service';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { presentFollowListItem } from './follows.presenter';
import {
  countFollowers,
  deleteFollow,
  findFollowedAmong,
  insertFollow,
  listFollowers,
  listFollowing,
} from './follows.repository';

/** A 422 whose code says exactly what went wrong (`cannot_follow_self`). */
function cannotFollowSelf(): AppError {
  return new AppError('cannot_follow_self', 'You cannot follow yourself.');
}

/**
 * Makes `followerId` follow (`following`) or stop following `followeeId`, idempotently, in one
 * transaction; a new follow notifies the followee once. Ids are compared in any letter case (a
 * uuid in capitals is still you).
 * A block between the two (either way) refuses a follow; unfollowing is always allowed.
 * @throws AppError 422 `cannot_follow_self`, 404 'Profile not found', 403 across a block.
 */
export async function setFollowing(
  db: Database,
  followerId: string,
  followeeId: string,
  following: boolean,
): Promise<FollowState> {
  const [follower, followee] = [normalizeId(followerId), normalizeId(followeeId)];
  if (follower === followee) throw cannotFollowSelf();
  return db.transaction(async (tx) => {
    // Issue 26: following needs a member the follower may see; unfollowing is always allowed.
    await requireProfileExists(tx, followee, following ? follower : undefined);
    if (!following) {
      await deleteFollow(tx, follower, followee);
    } else if (await isBlockedBetween(tx, follower, followee)) {
      throw forbidden(CANNOT_FOLLOW_BLOCKED_MESSAGE);
    } else if (await insertFollow(tx, follower, followee)) {
      await notify(tx, { userId: followee, actorId: follower, type: 'follow', entityId: null });
    }
    return { following, followerCount: await countFollowers(tx, followee) };
  });
}

/**
 * A page of a member's followers or of the members they follow, newest follow first, with
 * whether `viewerId` follows each: one query for the page, one for the viewer's follows.
 * @throws AppError 404 'Profile not found', 400 for a bad cursor.
 */
export async function listFollows(
  db: Database,
  direction: 'followers' | 'following',
  profileId: string,
  viewerId: string | null,
  query: FollowListQuery,
): Promise<FollowList> {
  if (!isUuidShaped(profileId)) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  const after = decodeCursor(query.cursor) ?? null;
  const list = direction === 'followers' ? listFollowers : listFollowing;
  const rows = await list(db, profileId, after, query.limit + 1);
  // An empty page may mean an unknown member: only then is it worth a look.
  if (rows.length === 0) await requireProfileExists(db, profileId);
  const page = rows.slice(0, query.limit);
  const followed = viewerId
    ? await findFollowedAmong(
        db,
        viewerId,
        page.map((row) => row.id),
      )
    : new Set<string>();
  const last = page.at(-1);
  return {
    items: page.map((row) => presentFollowListItem(row, followed.has(row.id))),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.keyCreatedAt, id: last.id })
        : null,
  };
}
