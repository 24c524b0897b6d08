import { errors, jwtVerify } from 'jose';
import { realtimeCloseCodes } from '../../../common/features/realtime/realtime.contract';
import { ACCESS_TOKEN_AUDIENCE } from '../../plugins/session.plugin';

/** Whose socket it is, from an accepted access token. */
export interface RealtimeIdentity {
  userId: string;
  /** The session behind the token; it is checked again while the socket is open. */
  sessionId: string | null;
  /** When the token stops being valid (the socket closes then unless a fresh one came). */
  expiresAt: Date;
}

/** The outcome of checking a token: an identity, or the close code and reason to refuse it. */
export type TokenCheck =
  { ok: true; identity: RealtimeIdentity } | { ok: false; code: number; reason: string };

/** Close reasons sent with the codes of `realtimeCloseCodes` (short: at most 123 bytes). */
export const realtimeCloseReasons = {
  unauthorized: 'Invalid access token',
  tokenExpired: 'Access token expired',
  sessionEnded: 'Session ended',
} as const;

const refuse = (key: keyof typeof realtimeCloseReasons): TokenCheck => ({
  ok: false,
  code: realtimeCloseCodes[key],
  reason: realtimeCloseReasons[key],
});

/**
 * Checks access tokens the way `/api` does (HS256 with the app's secret, audience
 * 'authenticated', a subject, a session that still exists), and also requires an expiry, so
 * the socket knows when to close.
 */
export function createTokenVerifier(options: {
  jwtSecret: string;
  isSessionActive: (sessionId: string) => Promise<boolean>;
}): (token: string) => Promise<TokenCheck> {
  const key = new TextEncoder().encode(options.jwtSecret);
  return async (token) => {
    let payload;
    try {
      ({ payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch (err) {
      return refuse(err instanceof errors.JWTExpired ? 'tokenExpired' : 'unauthorized');
    }
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') {
      return refuse('unauthorized');
    }
    const sessionId = typeof payload.session_id === 'string' ? payload.session_id : null;
    if (sessionId && !(await options.isSessionActive(sessionId))) return refuse('sessionEnded');
    return {
      ok: true,
      identity: { userId: payload.sub, sessionId, expiresAt: new Date(payload.exp * 1000) },
    };
  };
}
