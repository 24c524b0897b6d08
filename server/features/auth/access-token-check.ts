import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { Clock } from '../../lib/clock';
import type { SessionGate } from './session-gate';
import type { TokenKeys } from './token-keys';
import type { AccessCheck } from '../../lib/access-check';

/** The audience GoTrue puts in access tokens of signed-in users. */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Verified tokens remembered at most (the oldest are dropped first). */
const MAX_VERIFIED_TOKENS = 10_000;

/**
 * The claims of tokens whose signature, algorithm and audience were verified, by token text:
 * a signed-in client sends the same token with every request until it refreshes it, and checking
 * its HMAC again each time was a tenth of the server's work on the feed (WebCrypto runs it as a
 * job off the main thread and back). Those checks depend only on the token and the secret, so a
 * verified token stays verified; the time claims (`exp`, `nbf`) are checked again on every use,
 * as jose checks them, and the session behind the token is read on every use. Only tokens that
 * were accepted are kept.
 */
function createVerifiedTokens() {
  const entries = new Map<string, JWTPayload>();
  return {
    /** The claims of `token` if it was verified before and is within its time claims now. */
    get(token: string): { payload: JWTPayload } | { expired: true } | undefined {
      const payload = entries.get(token);
      if (!payload) return undefined;
      // jose's rule, with its clock: expired when exp <= now, not yet valid when nbf > now.
      const now = Math.floor(Date.now() / 1000);
      if (typeof payload.exp === 'number' && payload.exp <= now) {
        entries.delete(token);
        return { expired: true };
      }
      if (typeof payload.nbf === 'number' && payload.nbf > now) return undefined;
      return { payload };
    },
    remember(token: string, payload: JWTPayload) {
      entries.set(token, payload);
      if (entries.size > MAX_VERIFIED_TOKENS) entries.delete(entries.keys().next().value!);
    },
  };
}

/**
 * One session truth for `/api` and `/realtime`: an access token acts for a member only when it
 * is a JWT signed by one of the app's token keys (or HS256 with its secret, without a key id)
 * for the 'authenticated' audience, with a subject, not issued to a third-party app (`client_id`),
 * an expiry and a session that still exists and belongs to that subject, the member is neither
 * banned nor deleted, and, if they have a verified second factor, the token is `aal2`.
 * Database errors are thrown (a failing database is never a failed sign-in).
 */
export async function createAccessTokenCheck(options: {
  tokenKeys: TokenKeys;
  gate: SessionGate;
  clock: Clock;
}): Promise<(token: string) => Promise<AccessCheck>> {
  const { tokenKeys } = options;
  const verified = createVerifiedTokens();
  return async (token) => {
    let payload;
    const known = verified.get(token);
    if (known && 'expired' in known) return { ok: false, reason: 'expired' };
    if (known) {
      payload = known.payload;
    } else {
      try {
        ({ payload } = await jwtVerify(token, (header) => tokenKeys.keyFor(header), {
          algorithms: tokenKeys.algorithms,
          audience: ACCESS_TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'sub'],
        }));
      } catch (err) {
        return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
      verified.remember(token, payload);
    }
    const { sub, exp, session_id: sessionId } = payload;
    if (typeof sub !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'invalid' };
    // A token our OAuth server issued to a third-party app tells that app who the member is; it
    // never acts for them here (their messages, private groups and posts stay theirs).
    if (payload.client_id !== undefined) return { ok: false, reason: 'invalid' };
    if (typeof sessionId !== 'string' || !UUID.test(sessionId)) {
      return { ok: false, reason: 'invalid' };
    }
    const state = await options.gate.read(sessionId.toLowerCase());
    if (!state) return { ok: false, reason: 'session_ended' };
    if (state.userId !== sub.toLowerCase()) return { ok: false, reason: 'invalid' };
    const now = options.clock.now();
    if (state.deletedAt || (state.bannedUntil && state.bannedUntil > now)) {
      return { ok: false, reason: 'session_ended' };
    }
    const aal = payload.aal === 'aal2' ? 'aal2' : 'aal1';
    if (aal !== 'aal2' && state.hasVerifiedFactor) return { ok: false, reason: 'insufficient_aal' };
    return {
      ok: true,
      identity: {
        userId: state.userId,
        email: typeof payload.email === 'string' ? payload.email : null,
        sessionId: sessionId.toLowerCase(),
        aal,
        isAnonymous: state.isAnonymous,
        expiresAt: new Date(exp * 1000),
      },
    };
  };
}
