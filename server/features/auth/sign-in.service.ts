import type { AuthUserRow } from '../../db/schema';
import type { AuthContext, RequestInfo } from './auth-context';
import {
  AuthError,
  invalidCredentials,
  overRequestRateLimit,
  validationFailed,
} from './auth-error';
import { deleteFlowState, findFlowStateByAuthCode, findUserByEmail } from './auth.repository';
import { requireValidEmail } from './credentials';
import { getDummyHash, verifyPassword } from './password-hash';
import { verifierMatches, type PkceMethod } from './pkce';
import { startSession, type TokenResponse } from './session.service';

/** Flow states (PKCE codes) live 5 minutes from when the code was issued (reference §6). */
const FLOW_STATE_TTL_MS = 300_000;

const signInKey = (email: string) => `auth:signin-failures:${email}`;

/**
 * Judges an email and password under spec §9's limit and answers the account they open. Each
 * attempt reserves its slot before the password is judged (one atomic increment), so parallel
 * guesses cannot all be judged: the first 5 are, the rest get 429; a success gives the counter
 * back by resetting it. Nothing else is checked (a banned or unconfirmed account passes): the
 * password grant and the suspension notice decide what the account may do.
 * @throws AuthError 400 `invalid_credentials`, 429 `over_request_rate_limit`.
 */
export async function checkPassword(
  ctx: Pick<AuthContext, 'db' | 'config' | 'rateLimiter' | 'clock'>,
  email: string,
  password: string | null | undefined,
): Promise<AuthUserRow> {
  const slot = await ctx.rateLimiter.take(signInKey(email), ctx.config.auth.signInFailures);
  if (!slot.isAllowed) {
    throw overRequestRateLimit(
      'Too many failed sign-in attempts for this email.',
      slot.windowEndsAt,
      ctx.clock.now(),
    );
  }
  const user = await findUserByEmail(ctx.db, email);
  const isValid = await verifyPassword(
    password ?? '',
    user?.encryptedPassword ?? (await getDummyHash()),
  );
  // A failure keeps its reserved slot.
  if (!user || !isValid || !password) throw invalidCredentials();
  await ctx.rateLimiter.reset(signInKey(email));
  return user;
}

/**
 * The password grant (reference §7) with spec §9's limit: 5 failed sign-ins per email per
 * 15 minutes; only failures count and a success resets the counter. Each attempt reserves its
 * slot before the password is judged (one atomic increment), so parallel guesses cannot all be
 * judged: the first 5 are, the rest get 429; a success gives the counter back by resetting it.
 */
export async function signInWithPassword(
  ctx: AuthContext,
  body: { email?: string | null; phone?: string | null; password?: string | null },
  request: RequestInfo,
): Promise<TokenResponse> {
  if (body.email && body.phone) {
    throw validationFailed('Only an email address or phone number should be provided on login.');
  }
  if (!body.email && !body.phone) throw validationFailed('missing email or phone');
  if (body.phone) throw invalidCredentials();
  const email = requireValidEmail(body.email, 'missing email or phone');
  const user = await checkPassword(ctx, email, body.password);
  if (user.bannedUntil && user.bannedUntil > ctx.clock.now()) {
    throw new AuthError(400, 'user_banned', 'User is banned');
  }
  if (!user.emailConfirmedAt)
    throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  return startSession(ctx, user.id, 'password', request);
}

/** The PKCE grant: trades a one-time auth code and its verifier for a session (reference §6). */
export async function exchangeAuthCode(
  ctx: AuthContext,
  body: { auth_code?: string | null; code_verifier?: string | null },
  request: RequestInfo,
): Promise<TokenResponse> {
  if (!body.auth_code || !body.code_verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const flow = await findFlowStateByAuthCode(ctx.db, body.auth_code);
  if (!flow?.userId)
    throw new AuthError(
      404,
      'flow_state_not_found',
      'invalid flow state, no valid flow state found',
    );
  const issuedAt = (flow.authCodeIssuedAt ?? flow.createdAt).getTime();
  if (ctx.clock.now().getTime() > issuedAt + FLOW_STATE_TTL_MS) {
    throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
  }
  const stored = { challenge: flow.codeChallenge, method: flow.codeChallengeMethod as PkceMethod };
  if (!verifierMatches(body.code_verifier, stored)) {
    throw new AuthError(
      400,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await deleteFlowState(ctx.db, flow.id);
  return startSession(ctx, flow.userId, flow.authenticationMethod, request);
}
