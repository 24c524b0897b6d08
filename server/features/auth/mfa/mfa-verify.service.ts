import type { z } from 'zod';
import type { verifyFactorBodySchema } from '../../../../common/features/auth/auth.contract';
import type { AuthContext, RequestInfo } from '../auth-context';
import type { AuthenticatedRequest } from '../auth-guard';
import type { TokenResponse } from '../session.service';
import { base32Decode } from './base32';
import { completeFactorVerification, loadOpenChallenge } from './factor-verification';
import { mfaErrors } from './mfa-errors';
import { loadOwnedFactor, requireSession } from './mfa-factors';
import { verifyTotp } from './totp';
import { verifyWebauthnFactor } from './webauthn-factor.service';

/**
 * `POST /factors/{id}/verify`. A TOTP factor: checks the challenge (same IP, unused, under
 * 300 s) and the code (±1 step), then raises the session to aal2 (`completeFactorVerification`).
 * A WebAuthn factor answers with its security key instead of a code.
 */
export async function verifyFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factorId: string,
  body: z.output<typeof verifyFactorBodySchema>,
  request: RequestInfo,
): Promise<TokenResponse> {
  const session = requireSession(auth);
  const factor = await loadOwnedFactor(ctx.db, auth.user.id, factorId);
  if (factor.factorType === 'webauthn') {
    return verifyWebauthnFactor(ctx, { session, factor, body, request });
  }
  if (!body.code) throw mfaErrors.emptyCode();
  const challenge = await loadOpenChallenge(ctx, factor, body.challenge_id, request);
  const secret = factor.secret;
  if (!secret || !verifyTotp(body.code, base32Decode(secret), ctx.clock.now().getTime())) {
    throw mfaErrors.verificationFailed();
  }
  return completeFactorVerification(ctx, { session, factor, challengeId: challenge.id });
}
