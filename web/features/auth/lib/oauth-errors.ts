import { describeAuthError } from './auth-errors';

/**
 * What went wrong with a third-party app's sign-in request or the member's connected apps, from
 * the server's answer (an auth-js error):
 * - 'expired': the request is unknown, older than 10 minutes, another member's, or already
 *   answered — the member starts again from the app;
 * - 'turned-off': the site has the OAuth server off (`feature_disabled`);
 * - 'not-allowed': a guest account (no email yet) cannot connect apps;
 * - 'failed': anything else (a lost connection, a server failure), worth trying again.
 */
export interface OAuthProblem {
  kind: 'expired' | 'turned-off' | 'not-allowed' | 'failed';
  message: string;
}

export const oauthProblemMessages = {
  expired: 'This request has expired or was already answered. Go back to the app and start again.',
  turnedOff: 'Signing in to other apps with Magic Community is turned off for now.',
  notAllowed:
    'Add an email address to your account first, then start again from the app to connect it.',
} as const;

const EXPIRED_CODES = new Set(['oauth_authorization_not_found', 'validation_failed', 'not_found']);

/** Whether the server said its OAuth server is switched off (404 `feature_disabled`). */
export function isOAuthServerOff(error: unknown): boolean {
  return describeAuthError(error).code === 'feature_disabled';
}

export function describeOAuthProblem(error: unknown): OAuthProblem {
  const failure = describeAuthError(error);
  if (failure.code === 'feature_disabled') {
    return { kind: 'turned-off', message: oauthProblemMessages.turnedOff };
  }
  if (failure.code === 'no_authorization') {
    return { kind: 'not-allowed', message: oauthProblemMessages.notAllowed };
  }
  if (failure.code && EXPIRED_CODES.has(failure.code)) {
    return { kind: 'expired', message: oauthProblemMessages.expired };
  }
  return { kind: 'failed', message: failure.message };
}
