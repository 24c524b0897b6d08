import { describeAuthError } from './auth-errors';
import { passkeyMessages, readBrowserRefusal, type PasskeyProblem } from './passkey-errors';

/**
 * What went wrong with a security key, shown as a passkey problem is (calm or explained).
 * `isTurnedOff`: the site has security keys switched off (`AUTH_MFA_WEBAUTHN_ENABLED=false`).
 */
export interface SecurityKeyProblem extends PasskeyProblem {
  isTurnedOff?: boolean;
}

/** 'add': registering a key in the settings; 'use': the second step after the password. */
export type SecurityKeyCeremony = 'add' | 'use';

export const securityKeyMessages = {
  addCancelled: 'No security key was added.',
  useCancelled: 'No security key was used. Try again when you’re ready.',
  refused: 'That security key wasn’t accepted. Please try again.',
  notVerified: 'Your security key could not be checked. Please try again.',
  alreadyAdded: 'This key is already set up for your account, as a security key or a passkey.',
  nameTaken: 'You already use this name for a key or an app. Choose another one.',
  tooMany:
    'You have as many security keys and apps as an account can have. Remove one to add another.',
  turnedOff: 'Security keys are turned off on this site for now.',
  tooSlow: passkeyMessages.tooSlow,
  browserFailed: 'Your browser could not use the security key. Please try again.',
} as const;

const TURNED_OFF_CODES = new Set([
  'mfa_webauthn_enroll_not_enabled',
  'mfa_webauthn_verify_not_enabled',
]);

/** The words for a failed security-key registration or check (an auth-js result's `error`). */
export function describeSecurityKeyFailure(
  error: unknown,
  ceremony: SecurityKeyCeremony,
): SecurityKeyProblem {
  const failed = (message: string): SecurityKeyProblem => ({ kind: 'failed', message });
  const stopped: SecurityKeyProblem = {
    kind: 'cancelled',
    message:
      ceremony === 'add' ? securityKeyMessages.addCancelled : securityKeyMessages.useCancelled,
  };
  const refusal = readBrowserRefusal(error);
  if (refusal === 'stopped') return stopped;
  if (refusal === 'already-registered') return failed(securityKeyMessages.alreadyAdded);
  if (refusal) return failed(securityKeyMessages.browserFailed);
  const failure = describeAuthError(error);
  if (failure.code && TURNED_OFF_CODES.has(failure.code)) {
    return { kind: 'cancelled', message: securityKeyMessages.turnedOff, isTurnedOff: true };
  }
  switch (failure.code) {
    case 'mfa_verification_failed':
      return failed(
        ceremony === 'use' ? securityKeyMessages.refused : securityKeyMessages.notVerified,
      );
    case 'mfa_challenge_expired':
      return failed(securityKeyMessages.tooSlow);
    case 'mfa_factor_name_conflict':
      return failed(securityKeyMessages.nameTaken);
    case 'too_many_enrolled_mfa_factors':
      return failed(securityKeyMessages.tooMany);
    // The member left the step-up prompt that adding a key asked for.
    case 'insufficient_aal':
      return stopped;
    default:
      return failed(failure.message);
  }
}
