import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';

const auth = vi.hoisted(() => ({
  token: 'aal1' as string | null,
  recover: vi.fn<(token: string) => Promise<string | null>>(),
  end: vi.fn<(token: string) => Promise<void>>(async () => undefined),
  stepUp: vi.fn<() => Promise<boolean>>(),
}));
vi.mock('./auth-loader', () => ({ getAccessToken: async () => auth.token }));
vi.mock('./session-recovery', () => ({
  recoverRejectedToken: auth.recover,
  endRejectedSession: auth.end,
}));
vi.mock('./step-up', () => ({ requestStepUp: auth.stepUp }));

const { withAccessToken } = await import('./with-access-token');

const unauthorized = new ApiError(401, 'unauthorized', 'You need to sign in to do that');
const insufficientAal = new ApiError(403, 'insufficient_aal', 'Your account is protected…');

/** An /api call that answers per token: an error to throw, or the value. */
function call(answers: Record<string, unknown>) {
  return vi.fn(async (token: string | null) => {
    const answer = answers[String(token)];
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

beforeEach(() => {
  auth.token = 'old';
  vi.clearAllMocks();
});

describe('withAccessToken', () => {
  it('sends the call again with the refreshed token after a 401', async () => {
    auth.recover.mockResolvedValue('new');
    const attempt = call({ old: unauthorized, new: 'feed' });
    expect(await withAccessToken(attempt)).toBe('feed');
    expect(attempt.mock.calls).toEqual([['old'], ['new']]);
    expect(auth.recover).toHaveBeenCalledWith('old');
    expect(auth.end).not.toHaveBeenCalled();
  });

  it('throws the 401 when the session could not be recovered (it was cleared)', async () => {
    auth.recover.mockResolvedValue(null);
    const attempt = call({ old: unauthorized });
    await expect(withAccessToken(attempt)).rejects.toBe(unauthorized);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the fresh token is refused too', async () => {
    auth.recover.mockResolvedValue('new');
    const attempt = call({ old: unauthorized, new: unauthorized });
    await expect(withAccessToken(attempt)).rejects.toBe(unauthorized);
    expect(auth.end).toHaveBeenCalledWith('new');
  });

  it('asks for the second factor on 403 insufficient_aal, then uses the aal2 token', async () => {
    auth.stepUp.mockImplementation(async () => {
      auth.token = 'aal2';
      return true;
    });
    const attempt = call({ old: insufficientAal, aal2: 'profile' });
    expect(await withAccessToken(attempt)).toBe('profile');
    expect(auth.stepUp).toHaveBeenCalledTimes(1);
    expect(auth.recover).not.toHaveBeenCalled();
  });

  it('gives up with the 403 when the member left the code prompt', async () => {
    auth.stepUp.mockResolvedValue(false);
    const attempt = call({ old: insufficientAal });
    await expect(withAccessToken(attempt)).rejects.toBe(insufficientAal);
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures, and visitors, alone', async () => {
    const forbidden = new ApiError(403, 'forbidden', 'Not yours');
    await expect(withAccessToken(call({ old: forbidden }))).rejects.toBe(forbidden);
    auth.token = null;
    await expect(withAccessToken(call({ null: unauthorized }))).rejects.toBe(unauthorized);
    expect(auth.recover).not.toHaveBeenCalled();
    expect(auth.stepUp).not.toHaveBeenCalled();
  });
});
