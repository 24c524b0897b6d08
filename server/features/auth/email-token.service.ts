import { linkEmailToAnonymousMember } from './anonymous-linking';
import type { Executor } from '../../db/client';
import type { AuthUserRow } from '../../db/schema';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import {
  consumeUserToken,
  findUserByEmail,
  findUserByEmailChange,
  findUserByTokenHash,
  markEmailIdentityVerified,
  updateEmailIdentity,
} from './auth.repository';
import { hashEmailToken, safeEqual } from './auth-tokens';

/** Email verification types of `/verify` (reference §7); `email` is a sign-up or magic-link code. */
export const EMAIL_VERIFY_TYPES = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
  'email',
] as const;
export type EmailVerifyType = (typeof EMAIL_VERIFY_TYPES)[number];
/** The type of the token that matched (`email` resolved to `signup` or `magiclink`). */
export type LinkType = Exclude<EmailVerifyType, 'email'>;

/** `MAILER_OTP_EXP`: links and codes live 86400 s from the matching `*_sent_at`. */
export const EMAIL_OTP_TTL_SECONDS = 86_400;

const slots = {
  signup: { token: 'confirmationToken', sentAt: 'confirmationSentAt' },
  invite: { token: 'confirmationToken', sentAt: 'confirmationSentAt' },
  recovery: { token: 'recoveryToken', sentAt: 'recoverySentAt' },
  magiclink: { token: 'recoveryToken', sentAt: 'recoverySentAt' },
  email_change: { token: 'emailChangeToken', sentAt: 'emailChangeSentAt' },
} as const satisfies Record<LinkType, { token: keyof AuthUserRow; sentAt: keyof AuthUserRow }>;

const candidates = (type: EmailVerifyType): LinkType[] =>
  type === 'email' ? ['signup', 'magiclink'] : [type];

/** A user whose stored token matched, with the stored value (to consume it exactly once). */
export interface TokenMatch {
  user: AuthUserRow;
  type: LinkType;
  stored: string;
}

export function isEmailVerifyType(type: string): type is EmailVerifyType {
  return (EMAIL_VERIFY_TYPES as readonly string[]).includes(type);
}

/** The user holding exactly this stored token (the link's `token`, or a `token_hash`). */
export async function findByTokenHash(
  db: Executor,
  type: EmailVerifyType,
  tokenHash: string,
): Promise<TokenMatch | null> {
  for (const linkType of candidates(type)) {
    const user = await findUserByTokenHash(db, slots[linkType].token, tokenHash);
    if (user) return { user, type: linkType, stored: tokenHash };
  }
  return null;
}

/**
 * The user whose stored token is `sha224hex(address + otp)`, with or without the `pkce_` prefix.
 * For an email change the address is the new one, or the current one for a link an admin
 * generated for it (`email_change_current`).
 */
export async function findByOtp(
  db: Executor,
  type: EmailVerifyType,
  email: string,
  otp: string,
): Promise<TokenMatch | null> {
  const users =
    type === 'email_change'
      ? [await findUserByEmailChange(db, email), await findUserByEmail(db, email)]
      : [await findUserByEmail(db, email)];
  for (const user of users) {
    if (!user) continue;
    for (const linkType of candidates(type)) {
      const stored = user[slots[linkType].token];
      if (!stored) continue;
      const addresses = linkType === 'email_change' ? [user.emailChange, user.email] : [user.email];
      for (const address of addresses) {
        if (!address) continue;
        const hash = hashEmailToken(address, otp);
        if (safeEqual(stored, hash) || safeEqual(stored, `pkce_${hash}`)) {
          return { user, type: linkType, stored };
        }
      }
    }
  }
  return null;
}

/** 403 `user_banned` for a banned user; `invalid()` once the token is older than its lifetime. */
export function assertTokenUsable(
  ctx: AuthContext,
  match: TokenMatch,
  invalid: () => AuthError,
): void {
  const now = ctx.clock.now();
  if (match.user.bannedUntil && match.user.bannedUntil > now) {
    throw new AuthError(403, 'user_banned', 'User is banned');
  }
  const sentAt = match.user[slots[match.type].sentAt];
  if (!sentAt || now.getTime() > sentAt.getTime() + EMAIL_OTP_TTL_SECONDS * 1000) throw invalid();
}

/**
 * Uses a matched token, in the caller's transaction: clears it (once: a racing second use gets
 * `invalid()`), confirms the email when it was not (`email_verified` in the user's metadata and
 * the email identity) and applies a pending email change.
 */
export async function redeemToken(
  ctx: AuthContext,
  tx: Executor,
  match: TokenMatch,
  invalid: () => AuthError,
): Promise<AuthUserRow> {
  const { user, type } = match;
  const now = ctx.clock.now();
  const patch: Partial<AuthUserRow> = { updatedAt: now };
  const newEmail = type === 'email_change' ? user.emailChange : null;
  if (type === 'email_change') {
    if (!newEmail) throw invalid();
    const owner = await findUserByEmail(tx, newEmail);
    if (owner && owner.id !== user.id) {
      throw new AuthError(
        422,
        'email_exists',
        'A user with this email address has already been registered',
      );
    }
    Object.assign(patch, { email: newEmail, emailChange: null });
  }
  const confirms = !user.emailConfirmedAt;
  if (confirms) {
    Object.assign(patch, {
      emailConfirmedAt: now,
      confirmationToken: null,
      userMetadata: { ...user.userMetadata, email_verified: true },
    });
  }
  const updated = await consumeUserToken(tx, user.id, slots[type].token, match.stored, patch);
  if (!updated) throw invalid();
  if (newEmail && updated.isAnonymous) {
    return linkEmailToAnonymousMember(tx, updated, newEmail, now);
  }
  if (newEmail) await updateEmailIdentity(tx, user.id, newEmail);
  if (confirms) await markEmailIdentityVerified(tx, user.id);
  return updated;
}
