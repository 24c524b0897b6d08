import { jwtVerify, SignJWT } from 'jose';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';

const STATE_AUDIENCE = 'oauth_state';
const STATE_TTL_SECONDS = 10 * 60;

/** What travels through the provider in `state`, signed so nobody can change it on the way. */
export interface OAuthState {
  provider: string;
  /** Where the browser returns when the flow ends (already checked against the site). */
  referrer: string;
  /** The PKCE flow state waiting for this sign-in, when the client used PKCE. */
  flowStateId: string | null;
  /** The signed-in user linking another identity (manual linking), else null. */
  linkingTargetId: string | null;
}

/** Signs the `state` parameter of an authorization request (valid for ten minutes). */
export async function signOAuthState(ctx: AuthContext, state: OAuthState): Promise<string> {
  const now = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({
    provider: state.provider,
    referrer: state.referrer,
    flow_state_id: state.flowStateId ?? '',
    linking_target_id: state.linkingTargetId ?? '',
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(STATE_AUDIENCE)
    .setIssuer(ctx.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + STATE_TTL_SECONDS)
    .sign(ctx.secret);
}

/**
 * Reads a `state` coming back from a provider.
 * @throws AuthError 400 `bad_oauth_state` when it is missing, forged, or older than ten minutes.
 */
export async function verifyOAuthState(
  ctx: AuthContext,
  token: string | null | undefined,
): Promise<OAuthState> {
  if (!token) throw new AuthError(400, 'bad_oauth_state', 'OAuth state parameter missing');
  try {
    const { payload } = await jwtVerify(token, ctx.secret, {
      algorithms: ['HS256'],
      audience: STATE_AUDIENCE,
      issuer: ctx.issuer,
      currentDate: ctx.clock.now(),
    });
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    const provider = text(payload.provider);
    const referrer = text(payload.referrer);
    if (!provider || !referrer) throw new Error('incomplete state');
    return {
      provider,
      referrer,
      flowStateId: text(payload.flow_state_id),
      linkingTargetId: text(payload.linking_target_id),
    };
  } catch {
    throw new AuthError(400, 'bad_oauth_state', 'OAuth callback with invalid state');
  }
}
