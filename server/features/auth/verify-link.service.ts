import type { z } from 'zod';
import type { verifyQuerySchema } from '../../../common/features/auth/auth.contract';
import type { AuthContext, RequestInfo } from './auth-context';
import { AuthError, validationFailed } from './auth-error';
import { findLatestFlowState, updateFlowState } from './auth.repository';
import {
  assertTokenUsable,
  findByTokenHash,
  isEmailVerifyType,
  redeemToken,
  type LinkType,
  type TokenMatch,
} from './email-token.service';
import { withQuery } from './redirect-url';
import { startSession } from './session.service';
import { linkInvalid } from './verify.service';
import { errorRedirect, implicitRedirect } from './verify-redirect';

type VerifyQuery = z.output<typeof verifyQuerySchema>;

/** PKCE `authentication_method` of the flow state each link type completes (reference §6). */
const flowMethods: Record<LinkType, string> = {
  signup: 'email/signup',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magiclink',
  email_change: 'email_change',
};

/** Uses the token and stamps the newest flow state of (user, method); answers its auth code. */
function issueAuthCode(ctx: AuthContext, match: TokenMatch): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const user = await redeemToken(ctx, tx, match, linkInvalid);
    const flow = await findLatestFlowState(tx, user.id, flowMethods[match.type]);
    // Thrown inside the transaction, so the token stays usable.
    if (!flow) {
      throw new AuthError(422, 'flow_state_not_found', 'No valid flow state found for user.');
    }
    await updateFlowState(tx, flow.id, { authCodeIssuedAt: ctx.clock.now() });
    return flow.authCode;
  });
}

/**
 * `GET /verify?token&type&redirect_to` (reference §7, §8): the link in the mail. Answers where
 * to send the browser (303): `?code=` for a `pkce_` token, the session in the fragment for an
 * implicit one, or the error (`otp_expired`, `flow_state_not_found`…) in the fragment and, for
 * PKCE, the query. A missing type or token is a 400, not a redirect.
 */
export async function verifyEmailLink(
  ctx: AuthContext,
  query: VerifyQuery,
  redirectTo: string,
  request: RequestInfo,
): Promise<string> {
  const { token, type } = query;
  if (!type) throw validationFailed('Verify requires a verification type');
  if (!token) throw validationFailed('Verify requires a token or a token hash');
  const isPkce = token.startsWith('pkce_');
  try {
    if (!isEmailVerifyType(type)) throw validationFailed('Unsupported verification type');
    const match = await findByTokenHash(ctx.db, type, token);
    if (!match) throw linkInvalid();
    assertTokenUsable(ctx, match, linkInvalid);
    if (isPkce) return withQuery(redirectTo, { code: await issueAuthCode(ctx, match) });
    const user = await ctx.db.transaction((tx) => redeemToken(ctx, tx, match, linkInvalid));
    const session = await startSession(ctx, user.id, 'otp', request);
    return implicitRedirect(redirectTo, session, match.type);
  } catch (err) {
    if (err instanceof AuthError) return errorRedirect(redirectTo, err, isPkce);
    throw err;
  }
}
