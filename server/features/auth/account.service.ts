import type { AuthUserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createMemberProfile } from '../profiles/profiles.service';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { findUserByEmail, insertIdentity, insertUser } from './auth.repository';

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
 * 422 `user_already_exists` when another sign-up took the address at the same moment.
 */
export async function createAccount(ctx: AuthContext, account: NewAccount): Promise<AuthUserRow> {
  const { email, data, isConfirmed } = account;
  const username = chosenUsername(data.username);
  const now = ctx.clock.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, {
        email,
        encryptedPassword: account.encryptedPassword,
        emailConfirmedAt: isConfirmed ? now : null,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: isConfirmed ? { ...data, email_verified: true } : data,
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
    // Two sign-ups with one address at the same moment: the unique index answers.
    if (await findUserByEmail(ctx.db, email)) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    throw err;
  }
}
