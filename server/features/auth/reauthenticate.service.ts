import type { AuthUserRow } from '../../db/schema';
import type { AuthContext } from './auth-context';
import type { AuthenticatedRequest } from './auth-guard';
import { AuthError, validationFailed } from './auth-error';
import { hashEmailToken, safeEqual } from './auth-tokens';
import { sendEmailLink } from './email-links.service';
import { EMAIL_OTP_TTL_SECONDS } from './email-token.service';

/**
 * `GET /reauthenticate` (reference §7): mails the signed-in user a 6-digit nonce to send with
 * `PUT /user` when changing the password. 422 `email_not_confirmed` for an unconfirmed address;
 * 429 `over_email_send_rate_limit` within 60 s of the previous nonce.
 */
export async function sendReauthenticationNonce(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
): Promise<Record<string, never>> {
  const { user } = auth;
  if (!user.email) {
    throw validationFailed('Reauthentication requires the user to have an email or a phone number');
  }
  if (!user.emailConfirmedAt) {
    throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
  }
  await sendEmailLink(ctx, ctx.db, {
    user,
    kind: 'reauthentication',
    to: user.email,
    redirectTo: ctx.config.siteUrl,
    pkce: null,
  });
  return {};
}

/**
 * Checks the `nonce` of `PUT /user` against the last one mailed by `/reauthenticate`
 * (`sha224hex(email + nonce)`, 86400 s); 422 `reauthentication_not_valid` otherwise. The caller
 * clears `reauthentication_token` with the password change, so a nonce works once.
 */
export function assertReauthenticationNonce(
  ctx: AuthContext,
  user: AuthUserRow,
  nonce: string,
): void {
  const stored = user.reauthenticationToken;
  const sentAt = user.reauthenticationSentAt;
  if (!stored || !sentAt || !user.email) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Requires reauthentication');
  }
  const isFresh = ctx.clock.now().getTime() <= sentAt.getTime() + EMAIL_OTP_TTL_SECONDS * 1000;
  if (!isFresh || !safeEqual(stored, hashEmailToken(user.email, nonce))) {
    throw new AuthError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid');
  }
}
