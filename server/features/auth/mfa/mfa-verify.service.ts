import type { z } from 'zod';
import type { verifyFactorBodySchema } from '../../../../common/features/auth/auth.contract';
import type { AuthContext, RequestInfo } from '../auth-context';
import type { AuthenticatedRequest } from '../auth-guard';
import { findSession, findUserById, revokeSessionRefreshTokens } from '../auth.repository';
import type { AmrEntry } from '../auth-tokens';
import { buildTokenResponse, issueRefreshToken, type TokenResponse } from '../session.service';
import { endSessions } from '../session-end.service';
import { base32Decode } from './base32';
import { mfaErrors } from './mfa-errors';
import {
  consumeChallenge,
  deleteChallenge,
  deleteOtherUnverifiedFactors,
  findFactorChallenge,
  markFactorVerified,
  upgradeSessionToAal2,
} from './mfa.repository';
import {
  CHALLENGE_EXPIRY_SECONDS,
  TOTP_AMR_METHOD,
  isUuid,
  loadOwnedFactor,
  requireSession,
} from './mfa.service';
import { verifyTotp } from './totp';

/** `amr` with a fresh TOTP entry first (newest first) and any older TOTP entry dropped. */
function withTotpEntry(amr: AmrEntry[], nowSeconds: number): AmrEntry[] {
  return [
    { method: TOTP_AMR_METHOD, timestamp: nowSeconds },
    ...amr.filter((entry) => entry.method !== TOTP_AMR_METHOD),
  ];
}

/**
 * `POST /factors/{id}/verify`: checks the challenge (same IP, unused, under 300 s) and the TOTP
 * code (±1 step). On success, in one transaction: the challenge is used up, the factor
 * verified, the caller's session raised to aal2 through it (TOTP first in `amr`), the user's
 * other sessions below aal2 and other unverified TOTP factors deleted, and the session's
 * refresh tokens replaced by a new one. Answers a full session for the same `session_id`.
 */
export async function verifyFactor(
  ctx: AuthContext,
  auth: AuthenticatedRequest,
  factorId: string,
  body: z.output<typeof verifyFactorBodySchema>,
  request: RequestInfo,
): Promise<TokenResponse> {
  const session = requireSession(auth);
  const userId = auth.user.id;
  const factor = await loadOwnedFactor(ctx.db, userId, factorId);
  if (!body.code) throw mfaErrors.emptyCode();
  const challengeId = body.challenge_id ?? '';
  const challenge = isUuid(challengeId)
    ? await findFactorChallenge(ctx.db, factor.id, challengeId)
    : null;
  if (!challenge) throw mfaErrors.challengeNotFound();
  if (challenge.verifiedAt || challenge.ip !== request.ip) throw mfaErrors.ipMismatch();
  const now = ctx.clock.now();
  if (now.getTime() > challenge.createdAt.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await deleteChallenge(ctx.db, challenge.id);
    throw mfaErrors.challengeExpired(challenge.id);
  }
  if (!verifyTotp(body.code, base32Decode(factor.secret), now.getTime())) {
    throw mfaErrors.verificationFailed();
  }

  return ctx.db.transaction(async (tx) => {
    // A concurrent verify of the same challenge loses here.
    if (!(await consumeChallenge(tx, challenge.id, now))) throw mfaErrors.ipMismatch();
    const current = await findSession(tx, session.id);
    const user = await findUserById(tx, userId);
    if (!current || !user) throw mfaErrors.sessionRequired();
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id, now);
    const upgraded = await upgradeSessionToAal2(tx, session.id, {
      factorId: factor.id,
      amr: withTotpEntry(current.amr, Math.floor(now.getTime() / 1000)),
      now,
    });
    if (!upgraded) throw mfaErrors.sessionRequired();
    await endSessions(ctx, tx, { userId, belowAal2Except: session.id });
    await deleteOtherUnverifiedFactors(tx, userId, factor.factorType, factor.id);
    await revokeSessionRefreshTokens(tx, [session.id], now);
    const refreshToken = await issueRefreshToken(tx, upgraded, null);
    return buildTokenResponse(ctx, tx, user, upgraded, refreshToken);
  });
}
