import { USERNAME_MAX } from '../../../common/limits';
import {
  findUsernameProblem,
  usernameMessages,
} from '../../../common/features/auth/username-rules';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertProfile, isUsernameTaken } from './profiles.repository';

export interface NewMemberProfile {
  id: string;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Used to suggest a username when none was chosen. */
  email: string;
}

/** Checks a chosen username: spec §5's rule, then uniqueness (case-insensitive). */
export async function checkUsernameAvailable(db: Executor, username: string): Promise<void> {
  const problem = findUsernameProblem(username);
  if (problem) throw new AppError('unprocessable', problem);
  if (await isUsernameTaken(db, username)) throw new AppError('conflict', usernameMessages.taken);
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
