import { describe, expect, it } from 'vitest';
import { describePasskeyFailure, passkeyMessages } from './passkey-errors';

/** auth-js's WebAuthnError, as the browser ceremony returns it. */
function webAuthnError(code: string, causeName: string) {
  const cause = Object.assign(new Error('browser said no'), { name: causeName });
  return Object.assign(new Error('ceremony failed', { cause }), {
    name: causeName,
    code,
    __isWebAuthnError: true,
  });
}

const apiError = (code: string, status = 400) =>
  Object.assign(new Error(`server said ${code}`), { code, status });

describe('describePasskeyFailure', () => {
  it('treats a closed or timed-out browser prompt as the member stopping', () => {
    expect(
      describePasskeyFailure(
        webAuthnError('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'NotAllowedError'),
        'sign-in',
      ),
    ).toEqual({ kind: 'cancelled', message: passkeyMessages.signInCancelled });
    expect(
      describePasskeyFailure(webAuthnError('ERROR_CEREMONY_ABORTED', 'AbortError'), 'add'),
    ).toEqual({ kind: 'cancelled', message: passkeyMessages.addCancelled });
  });

  it('explains browser failures', () => {
    expect(
      describePasskeyFailure(
        webAuthnError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'InvalidStateError'),
        'add',
      ),
    ).toEqual({ kind: 'failed', message: passkeyMessages.alreadyAdded });
    expect(
      describePasskeyFailure(webAuthnError('ERROR_INVALID_RP_ID', 'SecurityError'), 'sign-in'),
    ).toEqual({ kind: 'failed', message: passkeyMessages.browserFailed });
  });

  it('explains the server’s passkey codes', () => {
    expect(
      describePasskeyFailure(apiError('webauthn_verification_failed'), 'sign-in').message,
    ).toBe(passkeyMessages.notRegistered);
    expect(describePasskeyFailure(apiError('webauthn_verification_failed'), 'add').message).toBe(
      passkeyMessages.notVerified,
    );
    expect(describePasskeyFailure(apiError('webauthn_challenge_expired'), 'sign-in').message).toBe(
      passkeyMessages.tooSlow,
    );
    expect(describePasskeyFailure(apiError('webauthn_credential_exists'), 'add').message).toBe(
      passkeyMessages.alreadyAdded,
    );
    expect(describePasskeyFailure(apiError('too_many_passkeys', 422), 'add').message).toBe(
      passkeyMessages.tooMany,
    );
    expect(describePasskeyFailure(apiError('passkey_disabled', 404), 'sign-in').message).toBe(
      passkeyMessages.turnedOff,
    );
  });

  it('passes any other answer on in the server’s words', () => {
    expect(describePasskeyFailure(apiError('over_request_rate_limit', 429), 'sign-in')).toEqual({
      kind: 'failed',
      message: 'server said over_request_rate_limit',
    });
  });
});
