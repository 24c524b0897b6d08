import type { AuthFactorRow, AuthSessionRow } from '../../../db/schema';
import type { Executor } from '../../../db/client';
import type { AuthContext, RequestInfo } from '../auth-context';
import { findSession, findUserById, revokeSessionRefreshTokens } from '../auth.repository';
import type { AmrEntry } from '../auth-tokens';
import { buildTokenResponse, issueRefreshToken, type TokenResponse } from '../session.service';
import { endSessions } from '../session-end.service';
import { mfaErrors } from './mfa-errors';
import { CHALLENGE_EXPIRY_SECONDS, amrMethodOf, isUuid } from './mfa-factors';
import {
  consumeChallenge,
  deleteChallenge,
  deleteOtherUnverifiedFactors,
  findFactorChallenge,
  markFactorVerified,
  upgradeSessionToAal2,
} from './mfa.repository';

/**
 * GoTrue's `validateChallenge`: the challenge of this factor, unused, asked from the same IP and
 * under 300 s old (an expired one is deleted when presented).
 */
export async function loadOpenChallenge(
  ctx: AuthContext,
  factor: AuthFactorRow,
  challengeId: string | null | undefined,
  request: RequestInfo,
) {
  const id = challengeId ?? '';
  const challenge = isUuid(id) ? await findFactorChallenge(ctx.db, factor.id, id) : null;
  if (!challenge) throw mfaErrors.challengeNotFound();
  if (challenge.verifiedAt || challenge.ip !== request.ip) throw mfaErrors.ipMismatch();
  if (ctx.clock.now().getTime() > challenge.createdAt.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await deleteChallenge(ctx.db, challenge.id);
    throw mfaErrors.challengeExpired(challenge.id);
  }
  return challenge;
}

/** `amr` with a fresh entry for `method` first (newest first) and any older one dropped. */
function withFreshEntry(amr: AmrEntry[], method: string, nowSeconds: number): AmrEntry[] {
  return [{ method, timestamp: nowSeconds }, ...amr.filter((entry) => entry.method !== method)];
}

/**
 * What a successful factor verification does, in one transaction: the challenge is used up (a
 * concurrent verify of the same challenge loses here), the factor verified, the caller's session
 * raised to aal2 through it (its method first in `amr`), the user's other sessions below aal2
 * and other unverified factors of its type deleted, and the session's refresh tokens replaced by
 * a new one. `beforeRaise` runs first inside the transaction (a security key's counter, say) and
 * may throw to undo everything. Answers a full session for the same `session_id`.
 */
export async function completeFactorVerification(
  ctx: AuthContext,
  verification: {
    session: AuthSessionRow;
    factor: AuthFactorRow;
    challengeId: string;
    beforeRaise?: (tx: Executor, now: Date) => Promise<void>;
  },
): Promise<TokenResponse> {
  const { session, factor } = verification;
  const userId = session.userId;
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, verification.challengeId, now))) throw mfaErrors.ipMismatch();
    await verification.beforeRaise?.(tx, now);
    const current = await findSession(tx, session.id);
    const user = await findUserById(tx, userId);
    if (!current || !user) throw mfaErrors.sessionRequired();
    if (factor.status !== 'verified') await markFactorVerified(tx, factor.id, now);
    const method = amrMethodOf(factor.factorType);
    const upgraded = await upgradeSessionToAal2(tx, session.id, {
      factorId: factor.id,
      amr: withFreshEntry(current.amr, method, Math.floor(now.getTime() / 1000)),
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
