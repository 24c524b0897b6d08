import type { z } from 'zod';
import type { otpBodySchema } from '../../../common/features/auth/auth.contract';
import { cleanMetadata, createAccount } from './account.service';
import type { AuthContext } from './auth-context';
import { AuthError, validationFailed } from './auth-error';
import { findUserByEmail } from './auth.repository';
import { requireValidEmail } from './credentials';
import { sendEmailLink } from './email-links.service';
import { parsePkceChallenge } from './pkce';

type OtpBody = z.output<typeof otpBodySchema>;

/**
 * `POST /otp` with an email (reference §7): a magic link (and its 6-digit code) for a confirmed
 * account. An unknown address gets an account first, unless `create_user` is false (422
 * `otp_disabled`) or sign-ups are off (422 `signup_disabled`): with autoconfirm it is confirmed
 * and gets the magic link, otherwise it gets the confirmation link, which signs in too, as does
 * an existing account that was never confirmed. Phone OTP is not offered (400).
 */
export async function sendMagicLink(
  ctx: AuthContext,
  body: OtpBody,
  redirectTo: string,
): Promise<Record<string, never>> {
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided');
  }
  if (body.phone) throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
  const email = requireValidEmail(body.email, 'One of email or phone must be set');
  const pkce = parsePkceChallenge(body.code_challenge, body.code_challenge_method);
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing && body.create_user === false) {
    throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
  }
  if (existing?.emailConfirmedAt) {
    await sendEmailLink(ctx, ctx.db, {
      user: existing,
      kind: 'magiclink',
      to: existing.email ?? email,
      redirectTo,
      pkce,
    });
    return {};
  }
  if (existing) {
    await sendEmailLink(ctx, ctx.db, {
      user: existing,
      kind: 'signup',
      to: existing.email ?? email,
      redirectTo,
      pkce,
    });
    return {};
  }
  if (ctx.config.auth.isSignupDisabled) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  const isConfirmed = ctx.config.auth.isAutoconfirm;
  const user = await createAccount(ctx, {
    email,
    encryptedPassword: null,
    data: cleanMetadata(body.data),
    isConfirmed,
  });
  await sendEmailLink(ctx, ctx.db, {
    user,
    kind: isConfirmed ? 'magiclink' : 'signup',
    to: email,
    redirectTo,
    pkce,
    checkFrequency: false,
  });
  return {};
}
