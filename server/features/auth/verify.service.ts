import type { z } from 'zod';
import type { verifyBodySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext, RequestInfo } from './auth-context';
import { AuthError, validationFailed } from './auth-error';
import { requireValidEmail } from './credentials';
import {
  assertTokenUsable,
  findByOtp,
  findByTokenHash,
  isEmailVerifyType,
  redeemToken,
  type TokenMatch,
} from './email-token.service';
import { startSession, type TokenResponse } from './session.service';

type VerifyBody = z.output<typeof verifyBodySchema>;

/** GoTrue's phone format: E.164 digits without the `+`. */
const E164 = /^[1-9]\d{1,14}$/;

/** 403 for a wrong or expired 6-digit code. */
export const otpInvalid = () =>
  new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
/** 403 for a wrong or expired link token or token hash. */
export const linkInvalid = () =>
  new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');

async function findMatch(
  ctx: AuthContext,
  body: VerifyBody,
  type: string,
): Promise<TokenMatch | null> {
  if (body.token) {
    if ((body.email && body.phone) || (!body.email && !body.phone)) {
      throw validationFailed('Only an email address or phone number should be provided on verify');
    }
    // No account has a phone number here, so no SMS code can match; a malformed number gets
    // GoTrue's format error first (validatePhone: E.164 once `+` and spaces are dropped).
    if (body.phone) {
      if (!E164.test(body.phone.replace(/^\+/, '').replaceAll(' ', ''))) {
        throw validationFailed('Invalid phone number format (E.164 required)');
      }
      throw otpInvalid();
    }
    if (!isEmailVerifyType(type)) throw validationFailed('Unsupported verification type');
    const email = requireValidEmail(body.email, 'An email address is required');
    return findByOtp(ctx.db, type, email, body.token);
  }
  if (body.email || body.phone || body.redirect_to) {
    throw validationFailed('Only the token_hash and type should be provided');
  }
  if (!isEmailVerifyType(type)) throw validationFailed('Unsupported verification type');
  return findByTokenHash(ctx.db, type, body.token_hash ?? '');
}

/**
 * `POST /verify` (reference §7): `{type, email, token}` with the 6-digit code from the mail, or
 * `{type, token_hash}`. Uses the token (confirming the email, applying an email change) and
 * answers a new session with amr `otp`; auth-js emits PASSWORD_RECOVERY for type `recovery`.
 */
export async function verifyOtp(
  ctx: AuthContext,
  body: VerifyBody,
  request: RequestInfo,
): Promise<TokenResponse> {
  const type = body.type;
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!body.token === !body.token_hash) {
    throw validationFailed('Verify requires either a token or a token hash');
  }
  const invalid = body.token ? otpInvalid : linkInvalid;
  const match = await findMatch(ctx, body, type);
  if (!match) throw invalid();
  assertTokenUsable(ctx, match, invalid);
  const user = await ctx.db.transaction((tx) => redeemToken(ctx, tx, match, invalid));
  return startSession(ctx, user.id, 'otp', request);
}
