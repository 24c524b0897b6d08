import { randomBytes } from 'node:crypto';
import { USERNAME_MAX } from '../../../common/limits';
import {
  findUsernameProblem,
  usernameMessages,
} from '../../../common/features/auth/username-rules';
import {
  isUuidShaped,
  PROFILE_NOT_FOUND_MESSAGE,
} from '../../../common/features/profiles/profiles.contract';
import { withdrawMemberContent } from '../../content/content-registry';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { isSuspendedFrom } from '../../content/suspended-authors.sql';
import type { Executor } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import {
  deleteProfile,
  insertProfile,
  isUsernameTaken,
  profileIdExists,
} from './members.repository';

export interface NewMemberProfile {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Used to suggest a username when none was chosen; null for an anonymous member. */
  email: string | null;
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
async function suggestUsername(db: Executor, email: string | null): Promise<string> {
  // An anonymous member has no address to start from: a random `fan_…` name.
  if (email === null) return `fan_${randomBytes(5).toString('hex')}`;
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
  // Every kind takes the member's part out of its figures first (reviews and helpful votes leave
  // the catalogue's, answers the events' counts, entries the contests'), through the registry.
  await withdrawMemberContent(db, id, new Date());
  await deleteProfile(db, id);
}

/** Moderation keeps the profile from the viewer: hidden (issue 15) or suspended (issue 26). */
export async function isProfileWithheld(db: Executor, id: string, viewerId: string | null) {
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
