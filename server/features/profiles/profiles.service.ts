import { usernameMessages } from '../../../common/features/auth/username-rules';
import {
  isUuidShaped,
  PROFILE_NOT_FOUND_MESSAGE,
  type PublicProfile,
  type UpdateOwnProfile,
} from '../../../common/features/profiles/profiles.contract';
import type { Database } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { findBlocksBetween } from '../blocks/blocks.repository';
import { canMessageMember } from '../messages/recipients.service';
import { assertMayEdit } from '../trust/trust.service';
import { claimAvatarUpload } from '../uploads/uploads.service';
import { checkUsernameAvailable, isProfileWithheld } from '../members/members.service';
import { presentPublicProfile } from './profiles.presenter';
import {
  findProfileById,
  findProfileWithCounts,
  updateProfile,
  type ProfileChanges,
} from './profiles.repository';

/**
 * A member's public profile with follower, following and live-post counts, as `viewerId`
 * (null for a visitor) sees it, with whether the viewer may message them at `now` and whether
 * the viewer blocked them.
 * @throws AppError 404 'Profile not found' for an unknown or malformed id.
 */
export async function getPublicProfile(
  db: Database,
  id: string,
  viewerId: string | null,
  now: Date = new Date(),
): Promise<PublicProfile> {
  const found = isUuidShaped(id) ? await findProfileWithCounts(db, id, viewerId) : null;
  if (!found) throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  // Issue 15: a profile hidden by moderation is found only by its member and staff; issue 26:
  // a suspended member's only by staff.
  if (await isProfileWithheld(db, found.profile.id, viewerId)) {
    throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  }
  const memberId = found.profile.id;
  const [canMessage, blockedByMe] = await Promise.all([
    canMessageMember(db, viewerId, memberId, now),
    viewerId && viewerId !== memberId
      ? findBlocksBetween(db, viewerId, memberId).then((blocks) => blocks.blockedByViewer)
      : false,
  ]);
  return presentPublicProfile(found, viewerId, canMessage, blockedByMe);
}

/** Whether an error is PostgreSQL's unique violation of the case-insensitive username index. */
function isUsernameConflict(err: unknown): boolean {
  for (let current = err; current && typeof current === 'object';) {
    const { code, constraint, message } = current as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (code === '23505') {
      return (
        constraint === 'profiles_username_lower_key' ||
        String(message).includes('profiles_username_lower_key')
      );
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Applies a member's edit of their own profile in one transaction: the username rule and
 * uniqueness, the avatar claimed from their uploads, `updated_at` stamped.
 * @throws AppError 404 'No user found' without a profile, 422 for a username breaking the
 *   rule, an upload that is not theirs or more links in the bio and names than the member's
 *   trust level allows, 409 when the username is taken.
 */
export async function updateOwnProfile(
  db: Database,
  userId: string,
  input: UpdateOwnProfile,
): Promise<ProfileRow> {
  try {
    return await db.transaction(async (tx) => {
      const current = await findProfileById(tx, userId);
      if (!current) throw notFound('No user found');
      const { bio, firstName, lastName } = current;
      await assertMayEdit(tx, userId, {
        kind: 'profile',
        before: [bio, firstName, lastName],
        after: [
          input.bio !== undefined ? input.bio : bio,
          input.first_name !== undefined ? input.first_name : firstName,
          input.last_name !== undefined ? input.last_name : lastName,
        ],
      });
      const changes: ProfileChanges = {};
      // Resending the current name is no change (even one from before today's rule).
      if (input.username !== undefined && input.username !== current.username) {
        await checkUsernameAvailable(tx, input.username, userId);
        changes.username = input.username;
      }
      if (input.first_name !== undefined) changes.firstName = input.first_name;
      if (input.last_name !== undefined) changes.lastName = input.last_name;
      if (input.bio !== undefined) changes.bio = input.bio;
      if (input.home_park !== undefined) changes.homePark = input.home_park;
      if (input.favorite_attractions !== undefined) {
        changes.favoriteAttractions = input.favorite_attractions;
      }
      if (input.message_privacy !== undefined) changes.messagePrivacy = input.message_privacy;
      if (input.avatarUploadId === null) changes.avatarUrl = null;
      else if (input.avatarUploadId !== undefined) {
        changes.avatarUrl = await claimAvatarUpload(tx, {
          ownerId: userId,
          uploadId: input.avatarUploadId,
        });
      }
      const row = await updateProfile(tx, userId, changes);
      if (!row) throw notFound('No user found');
      return row;
    });
  } catch (err) {
    // Two members taking the same name at once: the unique index decides.
    if (isUsernameConflict(err)) throw new AppError('conflict', usernameMessages.taken);
    throw err;
  }
}
