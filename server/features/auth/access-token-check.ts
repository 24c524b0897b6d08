import { errors, jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock';
import type { SessionGate } from './session-gate';

/** The audience GoTrue puts in access tokens of signed-in users. */
export const ACCESS_TOKEN_AUDIENCE = 'authenticated';

/** The member an accepted access token acts for. */
export interface AccessIdentity {
  userId: string;
  email: string | null;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  /** When the token stops being valid. */
  expiresAt: Date;
}

/** Why a token does not sign anyone in. */
export type AccessRefusal =
  /** Not one of our access tokens (bad signature, audience, claims). */
  | 'invalid'
  | 'expired'
  /** The session behind it ended: signed out, password changed, banned or deleted. */
  | 'session_ended'
  /** An `aal1` token of a member with a verified second factor: they must step up first. */
  | 'insufficient_aal';

export type AccessCheck =
  { ok: true; identity: AccessIdentity } | { ok: false; reason: AccessRefusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One session truth for `/api` and `/realtime`: an access token acts for a member only when it
 * is an HS256 JWT signed with the app's secret for the 'authenticated' audience, with a subject,
 * an expiry and a session that still exists and belongs to that subject, the member is neither
 * banned nor deleted, and, if they have a verified second factor, the token is `aal2`.
 * Database errors are thrown (a failing database is never a failed sign-in).
 */
export async function createAccessTokenCheck(options: {
  jwtSecret: string;
  gate: SessionGate;
  clock: Clock;
}): Promise<(token: string) => Promise<AccessCheck>> {
  // Imported once: given raw bytes, jose imports the key again on every verification.
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(options.jwtSecret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (err) {
      return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
    const { sub, exp, session_id: sessionId } = payload;
    if (typeof sub !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'invalid' };
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
        expiresAt: new Date(exp * 1000),
      },
    };
  };
}
