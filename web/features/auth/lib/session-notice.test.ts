import { describe, expect, it } from 'vitest';
import { noticeForLostSession } from './session-notice';

describe('noticeForLostSession', () => {
  const base = { hadSession: true, wasIntended: false, failureCode: undefined };

  it('says nothing when the member signed out, or nobody was signed in', () => {
    expect(noticeForLostSession({ ...base, wasIntended: true })).toBeNull();
    expect(
      noticeForLostSession({ ...base, wasIntended: true, failureCode: 'user_banned' }),
    ).toBeNull();
    expect(noticeForLostSession({ ...base, hadSession: false })).toBeNull();
  });

  it("'Session Expired' when the refresh token or the session is gone", () => {
    for (const code of [
      'refresh_token_not_found',
      'refresh_token_already_used',
      'session_not_found',
      'session_expired',
    ]) {
      expect(noticeForLostSession({ ...base, failureCode: code })).toBe('sessionExpired');
    }
  });

  it("'Session Expired' when a stored session disappeared without a known reason", () => {
    expect(noticeForLostSession(base)).toBe('sessionExpired');
    expect(noticeForLostSession({ ...base, failureCode: '' })).toBe('sessionExpired');
  });

  it("'Authentication Error' for other auth failures", () => {
    expect(noticeForLostSession({ ...base, failureCode: 'user_banned' })).toBe(
      'authenticationError',
    );
    expect(noticeForLostSession({ ...base, failureCode: 'validation_failed' })).toBe(
      'authenticationError',
    );
  });
});
