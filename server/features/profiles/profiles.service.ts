import { USERNAME_MAX } from '../../../common/limits';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { isSuspendedFrom } from '../../content/suspended-authors.sql';
import {
  findUsernameProblem,
  usernameMessages,
} from '../../../common/features/auth/username-rules';
import {
  isUuidShaped,
  PROFILE_NOT_FOUND_MESSAGE,
  type PublicProfile,
  type UpdateOwnProfile,
} from '../../../common/features/profiles/profiles.contract';
import type { Database, Executor } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { findBlocksBetween } from '../blocks/blocks.repository';
import { canMessageMember } from '../messages/recipients.service';
import { withdrawMemberEventAnswers } from '../events/event-rsvps.service';
import { withdrawMemberReviews } from '../reviews/reviews.service';
import { withdrawTipHelpfulVotesOf } from '../tips/tips.repository';
import { withdrawMemberContestEntries } from '../contests/contests.service';
import { assertMayEdit } from '../trust/trust.service';
import { claimAvatarUpload } from '../uploads/uploads.service';
import { presentPublicProfile } from './profiles.presenter';
import {
  deleteProfile,
  findProfileById,
  findProfileWithCounts,
  insertProfile,
  isUsernameTaken,
  profileIdExists,
  updateProfile,
  type ProfileChanges,
} from './profiles.repository';

export interface NewMemberProfile {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Used to suggest a username when none was chosen. */
  email: string;
}

/**
 * Checks a chosen username: spec §5's rule, then uniqueness (case-insensitive), ignoring the
 * profile `exceptId` (a member renaming themselves).
 * @throws AppError 422 for a username breaking the rule, 409 when it is taken.
 */
export async function checkUsernameAvailable(
  db: Executor,
  username: string,
  exceptId?: string,
): Promise<void> {
  const problem = findUsernameProblem(username);
  if (problem) throw new AppError('unprocessable', problem);
  if (await isUsernameTaken(db, username, exceptId)) {
    throw new AppError('conflict', usernameMessages.taken);
  }
}

/** A free username derived from an email address (for accounts created without one). */
async function suggestUsername(db: Executor, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_-]/g, '').slice(0, USERNAME_MAX - 5) ||
    'member';
  let candidate =
    base.length >= 3 && !findUsernameProblem(base)
      ? base
      : `fan_${base}`.slice(0, USERNAME_MAX - 5);
  for (let attempt = 0; await isUsernameTaken(db, candidate); attempt += 1) {
    candidate = `${base.slice(0, USERNAME_MAX - 5)}${Math.floor(1000 + Math.random() * 9000)}`;
    if (attempt > 20) throw new Error('could not find a free username');
  }
  return candidate;
}

/**
 * Creates the profile of a new member (its id is the auth user id), in the caller's transaction.
 * @throws AppError 422 for a username breaking the rule, 409 when it is taken.
 */
export async function createMemberProfile(db: Executor, member: NewMemberProfile): Promise<void> {
  const username = member.username ?? (await suggestUsername(db, member.email));
  if (member.username) await checkUsernameAvailable(db, username);
  await insertProfile(db, {
    id: member.id,
    username,
    firstName: member.firstName,
    lastName: member.lastName,
  });
}

/**
 * Removes a member's profile and, through the database's cascades, everything they posted, in
 * the caller's transaction (an admin deleting the account). Nothing happens for an unknown id.
 */
export async function deleteMemberProfile(db: Executor, id: string): Promise<void> {
  // Reviews and helpful votes leave the catalogue's figures before the cascade removes them.
  await withdrawMemberReviews(db, id, new Date());
  // Their answers leave the events' counts (a freed place moves the waitlist up).
  await withdrawMemberEventAnswers(db, id, new Date());
  // Their helpful votes leave the tips' counts.
  await withdrawTipHelpfulVotesOf(db, id);
  // Their contest entries leave the contests' entry counts.
  await withdrawMemberContestEntries(db, id);
  await deleteProfile(db, id);
}

/** Moderation keeps the profile from the viewer: hidden (issue 15) or suspended (issue 26). */
async function isProfileWithheld(db: Executor, id: string, viewerId: string | null) {
  const [hidden, suspended] = await Promise.all([
    isHiddenFrom(db, 'profile', id, id, viewerId),
    isSuspendedFrom(db, id, viewerId),
  ]);
  return hidden || suspended;
}

/**
 * Throws 404 'Profile not found' unless `id` is an existing profile's id (malformed ids
 * included), so other features can check a member before acting on them.
 */
export async function requireProfileExists(
  db: Executor,
  id: string,
  viewerId?: string | null,
): Promise<void> {
  if (!isUuidShaped(id) || !(await profileIdExists(db, id))) {
    throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  }
  // Issue 15: a profile hidden by moderation is found only by its member and staff; issue 26:
  // a suspended member's only by staff.
  if (viewerId !== undefined && (await isProfileWithheld(db, id, viewerId))) {
    throw notFound(PROFILE_NOT_FOUND_MESSAGE);
  }
}

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
