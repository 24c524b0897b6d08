import { describe, expect, it } from 'vitest';
import {
  countsAsFailedSignIn,
  describeAuthError,
  isRateLimited,
  needsHigherAssurance,
  rateLimitedUntil,
} from './auth-errors';

describe('auth error helpers', () => {
  it('reads message, code and status structurally', () => {
    const error = Object.assign(new Error('Invalid login credentials'), {
      code: 'invalid_credentials',
      status: 400,
    });
    expect(describeAuthError(error)).toEqual({
      message: 'Invalid login credentials',
      code: 'invalid_credentials',
      status: 400,
    });
    expect(describeAuthError(null).message).toBe('An unexpected error occurred. Please try again.');
    expect(describeAuthError('Boom').message).toBe('Boom');
  });

  it('recognises rate limits and their time', () => {
    const failure = {
      message: 'Too many attempts. Please try again after 2026-11-22T01:02:03.000Z',
      code: 'over_request_rate_limit',
      status: 429,
    };
    expect(isRateLimited(failure)).toBe(true);
    expect(rateLimitedUntil(failure)).toBe(Date.UTC(2026, 10, 22, 1, 2, 3));
    expect(isRateLimited({ message: 'x', code: 'over_email_send_rate_limit', status: 400 })).toBe(
      true,
    );
    expect(rateLimitedUntil({ message: 'after 2026-11-22T01:02:03Z', status: 400 })).toBeNull();
  });

  it('counts refused credentials, not network or server failures', () => {
    expect(countsAsFailedSignIn({ message: 'x', code: 'invalid_credentials', status: 400 })).toBe(
      true,
    );
    expect(countsAsFailedSignIn({ message: 'x', status: 0 })).toBe(false);
    expect(countsAsFailedSignIn({ message: 'x', status: 503 })).toBe(false);
    expect(countsAsFailedSignIn({ message: 'x', status: 429 })).toBe(false);
    expect(countsAsFailedSignIn({ message: 'x' })).toBe(false);
  });

  it('spots insufficient_aal', () => {
    expect(needsHigherAssurance({ message: 'x', code: 'insufficient_aal', status: 401 })).toBe(
      true,
    );
    expect(needsHigherAssurance({ message: 'x', code: 'weak_password', status: 422 })).toBe(false);
  });
});
