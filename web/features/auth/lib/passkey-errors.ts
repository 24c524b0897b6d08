import { describeAuthError } from './auth-errors';

/** What went wrong with a passkey: the member stopped (calm) or something failed (explained). */
export interface PasskeyProblem {
  kind: 'cancelled' | 'failed';
  message: string;
}

export type PasskeyCeremony = 'sign-in' | 'add';

/** Browser refusals that mean the member closed the prompt, or it timed out unanswered. */
const STOPPED_NAMES = new Set(['NotAllowedError', 'AbortError']);

export const passkeyMessages = {
  signInCancelled: 'No passkey was used. Try again, or sign in with your password.',
  addCancelled: 'No passkey was added.',
  notRegistered:
    'That passkey isn’t registered here. Sign in with your password, then add it from your security settings.',
  notVerified: 'Your passkey could not be checked. Please try again.',
  tooSlow: 'That took too long. Please try again.',
  alreadyAdded: 'This device already has a passkey for your account.',
  tooMany: 'You have as many passkeys as an account can have. Remove one to add another.',
  turnedOff: 'Passkeys are turned off on this site. Sign in with your password.',
  browserFailed: 'Your browser could not use a passkey. Please try again.',
} as const;

/**
 * auth-js's `WebAuthnError` (not exported by the package), read structurally: its `code` is one
 * of the `ERROR_…` codes and its `name` is the browser's DOMException name.
 */
function readWebAuthnError(error: unknown): { code: string; name: string } | null {
  if (!error || typeof error !== 'object' || !('__isWebAuthnError' in error)) return null;
  const { code, name, cause } = error as { code?: unknown; name?: unknown; cause?: unknown };
  const causeName =
    cause && typeof cause === 'object' && typeof (cause as { name?: unknown }).name === 'string'
      ? (cause as { name: string }).name
      : '';
  return {
    code: typeof code === 'string' ? code : '',
    name: causeName || (typeof name === 'string' ? name : ''),
  };
}

/**
 * What the browser's WebAuthn prompt said, for passkeys and security keys alike: the member
 * stopped it ('stopped': closed, or it timed out unanswered), the authenticator already holds a
 * credential for this account ('already-registered'), some other refusal ('failed'); null when
 * the error did not come from the browser (the server answered).
 */
export function readBrowserRefusal(
  error: unknown,
): 'stopped' | 'already-registered' | 'failed' | null {
  const browser = readWebAuthnError(error);
  if (!browser) return null;
  if (browser.code === 'ERROR_CEREMONY_ABORTED' || STOPPED_NAMES.has(browser.name)) {
    return 'stopped';
  }
  if (browser.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'already-registered';
  return 'failed';
}

/** The words for a failed passkey sign-in or registration (an auth-js result's `error`). */
export function describePasskeyFailure(error: unknown, ceremony: PasskeyCeremony): PasskeyProblem {
  const failed = (message: string): PasskeyProblem => ({ kind: 'failed', message });
  const refusal = readBrowserRefusal(error);
  if (refusal === 'stopped') {
    return {
      kind: 'cancelled',
      message:
        ceremony === 'sign-in' ? passkeyMessages.signInCancelled : passkeyMessages.addCancelled,
    };
  }
  if (refusal === 'already-registered') return failed(passkeyMessages.alreadyAdded);
  if (refusal) return failed(passkeyMessages.browserFailed);
  const failure = describeAuthError(error);
  switch (failure.code) {
    case 'webauthn_verification_failed':
      return failed(
        ceremony === 'sign-in' ? passkeyMessages.notRegistered : passkeyMessages.notVerified,
      );
    case 'webauthn_challenge_expired':
    case 'webauthn_challenge_not_found':
      return failed(passkeyMessages.tooSlow);
    case 'webauthn_credential_exists':
      return failed(passkeyMessages.alreadyAdded);
    case 'too_many_passkeys':
      return failed(passkeyMessages.tooMany);
    case 'passkey_disabled':
      return failed(passkeyMessages.turnedOff);
    default:
      return failed(failure.message);
  }
}
