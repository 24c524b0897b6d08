import { describe, expect, it } from 'vitest';
import { describeOAuthProblem, isOAuthServerOff, oauthProblemMessages } from './oauth-errors';

/** auth-js's AuthApiError, read structurally. */
const apiError = (code: string, status: number, message = `server said ${code}`) =>
  Object.assign(new Error(message), { code, status });

describe('describeOAuthProblem', () => {
  it('says an unknown, expired, someone else’s or answered request has expired', () => {
    for (const error of [
      apiError('oauth_authorization_not_found', 404, 'authorization not found'),
      apiError('validation_failed', 400, 'authorization request cannot be processed'),
    ]) {
      expect(describeOAuthProblem(error)).toEqual({
        kind: 'expired',
        message: oauthProblemMessages.expired,
      });
    }
  });

  it('calmly says when the site has the feature off', () => {
    expect(describeOAuthProblem(apiError('feature_disabled', 404))).toEqual({
      kind: 'turned-off',
      message: oauthProblemMessages.turnedOff,
    });
  });

  it('asks a guest account for an email first', () => {
    expect(describeOAuthProblem(apiError('no_authorization', 403)).kind).toBe('not-allowed');
  });

  it('passes anything else on as a failure worth trying again', () => {
    expect(describeOAuthProblem(apiError('unexpected_failure', 500, 'Server error'))).toEqual({
      kind: 'failed',
      message: 'Server error',
    });
    expect(describeOAuthProblem(new TypeError('Failed to fetch')).kind).toBe('failed');
  });
});

describe('isOAuthServerOff', () => {
  it('is true only for feature_disabled', () => {
    expect(isOAuthServerOff(apiError('feature_disabled', 404))).toBe(true);
    expect(isOAuthServerOff(apiError('oauth_authorization_not_found', 404))).toBe(false);
    expect(isOAuthServerOff(null)).toBe(false);
  });
});
