/**
 * Which notice a lost session deserves (spec §4, §8): the refresh token or the session is gone
 * → 'Session Expired'; another auth failure ended it → 'Authentication Error'; the member signed
 * out (here or in another tab), or nobody was signed in → nothing.
 */
export type SessionNotice = 'sessionExpired' | 'authenticationError' | null;

/** Codes that mean the session no longer exists on the server. */
export const SESSION_GONE_CODES: ReadonlySet<string> = new Set([
  'refresh_token_not_found',
  'refresh_token_already_used',
  'session_not_found',
  'session_expired',
]);

export function noticeForLostSession(input: {
  /** A session was held (stored at start-up or seen since). */
  hadSession: boolean;
  /** The member asked to sign out (in this tab or another one, moments ago). */
  wasIntended: boolean;
  /** The error code of the last refused refresh (or `/user` call), if one was seen. */
  failureCode: string | null | undefined;
}): SessionNotice {
  if (input.wasIntended || !input.hadSession) return null;
  if (input.failureCode && !SESSION_GONE_CODES.has(input.failureCode)) return 'authenticationError';
  return 'sessionExpired';
}
