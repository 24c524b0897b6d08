import { describe, expect, it, vi } from 'vitest';
import { createSessionRecovery, type RecoveryAuthClient } from './session-recovery';
import { markSignOutIntent } from './sign-out-intent';

/** A fake auth-js: a stored token, and what a refresh does to it. */
function fakeAuth(options: {
  token: string | null;
  refresh: (current: string | null) => { token: string | null; error?: unknown };
}) {
  let token = options.token;
  const client = {
    getSession: vi.fn(async () => ({
      data: { session: token ? { access_token: token } : null },
    })),
    refreshSession: vi.fn(async () => {
      const result = options.refresh(token);
      token = result.token;
      return { error: result.error ?? null };
    }),
    signOut: vi.fn(async () => {
      token = null;
      return { error: null };
    }),
  } satisfies RecoveryAuthClient;
  const retryable = new Error('offline');
  const recovery = createSessionRecovery(async () => ({
    authClient: client,
    isAuthRetryableFetchError: (error) => error === retryable,
  }));
  return { client, recovery, retryable, token: () => token };
}

describe('recoverRejectedToken', () => {
  it('refreshes an expired token once for all callers and gives the new one', async () => {
    const auth = fakeAuth({ token: 'old', refresh: () => ({ token: 'new' }) });
    const results = await Promise.all([
      auth.recovery.recoverRejectedToken('old'),
      auth.recovery.recoverRejectedToken('old'),
      auth.recovery.recoverRejectedToken('old'),
    ]);
    expect(results).toEqual(['new', 'new', 'new']);
    expect(auth.client.refreshSession).toHaveBeenCalledTimes(1);
    expect(auth.client.signOut).not.toHaveBeenCalled();
  });

  it('gives the current token when the session was refreshed meanwhile', async () => {
    const auth = fakeAuth({ token: 'newer', refresh: () => ({ token: 'x' }) });
    expect(await auth.recovery.recoverRejectedToken('old')).toBe('newer');
    expect(auth.client.refreshSession).not.toHaveBeenCalled();
  });

  it('does nothing when nobody is signed in any more', async () => {
    const auth = fakeAuth({ token: null, refresh: () => ({ token: null }) });
    expect(await auth.recovery.recoverRejectedToken('old')).toBeNull();
    expect(auth.client.refreshSession).not.toHaveBeenCalled();
    expect(auth.client.signOut).not.toHaveBeenCalled();
  });

  it('signs out locally when the refresh is refused but auth-js kept the session', async () => {
    const auth = fakeAuth({
      token: 'old',
      refresh: (current) => ({ token: current, error: { code: 'session_not_found' } }),
    });
    expect(await auth.recovery.recoverRejectedToken('old')).toBeNull();
    expect(auth.client.signOut).toHaveBeenCalledTimes(1);
    expect(auth.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(auth.token()).toBeNull();
  });

  it('leaves the signing out to auth-js when it cleared the session itself', async () => {
    const auth = fakeAuth({
      token: 'old',
      refresh: () => ({ token: null, error: { code: 'refresh_token_not_found' } }),
    });
    expect(await auth.recovery.recoverRejectedToken('old')).toBeNull();
    expect(auth.client.signOut).not.toHaveBeenCalled();
  });

  it('keeps the session when the auth server could not be reached', async () => {
    const auth = fakeAuth({ token: 'old', refresh: (current) => ({ token: current }) });
    auth.client.refreshSession.mockResolvedValueOnce({ error: auth.retryable });
    expect(await auth.recovery.recoverRejectedToken('old')).toBeNull();
    expect(auth.client.signOut).not.toHaveBeenCalled();
    expect(auth.token()).toBe('old');
  });
});

describe('recoverRejectedToken during a sign-out the member asked for', () => {
  it('neither refreshes nor signs out: the server ended the session first, on purpose', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    try {
      markSignOutIntent();
      const auth = fakeAuth({ token: 'ended', refresh: () => ({ token: 'x' }) });
      expect(await auth.recovery.recoverRejectedToken('ended')).toBeNull();
      expect(auth.client.refreshSession).not.toHaveBeenCalled();
      expect(auth.client.signOut).not.toHaveBeenCalled();
      // Long after, a refused token is recovered again.
      vi.setSystemTime(new Date('2026-11-25T12:05:00Z'));
      expect(await auth.recovery.recoverRejectedToken('ended')).toBe('x');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('endRejectedSession', () => {
  it('signs out when the refused token is still the session’s', async () => {
    const auth = fakeAuth({ token: 'fresh', refresh: () => ({ token: 'x' }) });
    await auth.recovery.endRejectedSession('fresh');
    expect(auth.client.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });

  it('leaves a newer session alone', async () => {
    const auth = fakeAuth({ token: 'newer', refresh: () => ({ token: 'x' }) });
    await auth.recovery.endRejectedSession('fresh');
    expect(auth.client.signOut).not.toHaveBeenCalled();
  });
});
