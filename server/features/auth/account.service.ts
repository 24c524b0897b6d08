import type { AuthUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createMemberProfile } from '../members/members.service';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { findUserByEmail, findUserById, insertIdentity, insertUser } from './auth.repository';
import { mergeMetadata } from './user.service';

/** What a new email account starts with (`POST /signup`, `POST /otp`). */
export interface NewAccount {
  /** Normalised address. */
  email: string;
  /** Hash of the chosen password; null for an account made by a magic link. */
  encryptedPassword: string | null;
  /** The sign-up `data`: first_name, last_name, username (nulls already dropped). */
  data: Record<string, unknown>;
  /** Confirmed at once (autoconfirm) or waiting for the confirmation link. */
  isConfirmed: boolean;
  /** What an admin may set on a new account (`POST /admin/users`, invites). */
  admin?: AdminAccountFields;
}

/** Account fields only the admin API sets; the defaults are those of a sign-up. */
export interface AdminAccountFields {
  id?: string;
  role?: string;
  aud?: string;
  /** Merged over `{ provider: 'email', providers: ['email'] }` (a `null` value removes a key). */
  appMetadata?: Record<string, unknown>;
  bannedUntil?: Date | null;
  invitedAt?: Date;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The chosen username exactly as sent (the rule refuses spaces), or null when none was chosen. */
function chosenUsername(value: unknown): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') {
    throw new AuthError(422, 'validation_failed', 'Username must be text');
  }
  return value;
}

/** Sign-up metadata without the keys sent as `null`. */
export function cleanMetadata(data: Record<string, unknown> | null | undefined) {
  return Object.fromEntries(Object.entries(data ?? {}).filter(([, value]) => value !== null));
}

/**
 * Creates the account, its email identity and the member's profile in one transaction.
 * @throws AuthError 422 `username_exists` / `validation_failed` for a refused username, and
 * 422 `user_already_exists` when another sign-up took the address (or an admin's chosen id is
 * taken).
 */
export async function createAccount(ctx: AuthContext, account: NewAccount): Promise<AuthUserRow> {
  const { email, data, isConfirmed } = account;
  const admin = account.admin ?? {};
  const username = chosenUsername(data.username);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        id: admin.id,
        role: admin.role,
        aud: admin.aud,
        email,
        encryptedPassword: account.encryptedPassword,
        emailConfirmedAt: isConfirmed ? now : null,
        appMetadata: mergeMetadata(
          { provider: 'email', providers: ['email'] },
          admin.appMetadata ?? {},
        ),
        userMetadata: isConfirmed ? { ...data, email_verified: true } : data,
        bannedUntil: admin.bannedUntil ?? null,
        invitedAt: admin.invitedAt ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await insertIdentity(tx, {
        userId: created.id,
        provider: 'email',
        providerId: created.id,
        email,
        identityData: {
          ...data,
          sub: created.id,
          email,
          email_verified: isConfirmed,
          phone_verified: false,
        },
      });
      await createMemberProfile(tx, {
        id: created.id,
        username,
        firstName: text(data.first_name),
        lastName: text(data.last_name),
        email,
      });
      return created;
    });
  } catch (err) {
    if (err instanceof AppError) {
      const code = err.code === 'conflict' ? 'username_exists' : 'validation_failed';
      throw new AuthError(422, code, err.message);
    }
    // Two sign-ups with one address (or an admin's id already taken) at the same moment: the
    // unique index answers.
    const isTaken =
      (await findUserByEmail(ctx.db, email)) ??
      (admin.id && (await findUserById(ctx.db, admin.id)));
    if (isTaken) throw new AuthError(422, 'user_already_exists', 'User already registered');
    throw err;
  }
}

/**
 * GoTrue's `SignupAnonymously`: a user with no address, no password and no identity
 * (`is_anonymous`, empty app_metadata, as GoTrue's), and a member profile with a random
 * `fan_…` username (or the one chosen in `data.username`), in one transaction.
 */
export async function createAnonymousAccount(
  ctx: AuthContext,
  data: Record<string, unknown>,
): Promise<AuthUserRow> {
  const username = chosenUsername(data.username);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email: null,
        encryptedPassword: null,
        isAnonymous: true,
        appMetadata: {},
        userMetadata: data,
        createdAt: now,
        updatedAt: now,
      });
      await createMemberProfile(tx, {
        id: created.id,
        username,
        firstName: text(data.first_name),
        lastName: text(data.last_name),
        email: null,
      });
      return created;
    });
  } catch (err) {
    if (err instanceof AppError) {
      const code = err.code === 'conflict' ? 'username_exists' : 'validation_failed';
      throw new AuthError(422, code, err.message);
    }
    throw err;
  }
}
