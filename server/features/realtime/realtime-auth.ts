import { realtimeCloseCodes } from '../../../common/features/realtime/realtime.contract';
import type { AccessCheck, AccessRefusal } from '../../lib/access-check';

/** Whose socket it is, from an accepted access token. */
export interface RealtimeIdentity {
  userId: string;
  /** The session behind the token: the socket closes when it ends. */
  sessionId: string;
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
  insufficientAal: 'Second factor required',
} as const;

const refusalKeys: Record<AccessRefusal, keyof typeof realtimeCloseReasons> = {
  invalid: 'unauthorized',
  expired: 'tokenExpired',
  session_ended: 'sessionEnded',
  insufficient_aal: 'insufficientAal',
};

/**
 * Checks access tokens with the same session check as `/api` (`checkAccessToken`) and turns a
 * refusal into the socket's close code and reason.
 */
export function createTokenVerifier(
  checkAccessToken: (token: string) => Promise<AccessCheck>,
): (token: string) => Promise<TokenCheck> {
  return async (token) => {
    const check = await checkAccessToken(token);
    if (!check.ok) {
      const key = refusalKeys[check.reason];
      return { ok: false, code: realtimeCloseCodes[key], reason: realtimeCloseReasons[key] };
    }
    const { userId, sessionId, expiresAt } = check.identity;
    return { ok: true, identity: { userId, sessionId, expiresAt } };
  };
}
