/**
 * What checking a request's access token answers: the member it acts for, or why it signs no one
 * in. The auth feature makes the check (`createAccessTokenCheck`); the session plugin and
 * `/realtime` only receive it, so they need no import of auth.
 */

/** The member an accepted access token acts for. */
export interface AccessIdentity {
  userId: string;
  email: string | null;
  sessionId: string;
  aal: 'aal1' | 'aal2';
  /** An anonymous member (no address yet): `/api` refuses their writes. */
  isAnonymous: boolean;
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
