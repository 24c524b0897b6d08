import { describe, expect, it } from 'vitest';
import { describeSecurityKeyFailure, securityKeyMessages } from './security-key-errors';

/** auth-js's WebAuthnError, as the browser ceremony returns it. */
function webAuthnError(code: string, causeName: string) {
  const cause = Object.assign(new Error('browser said no'), { name: causeName });
  return Object.assign(new Error('ceremony failed', { cause }), {
    name: causeName,
    code,
    __isWebAuthnError: true,
  });
}

const apiError = (code: string, status = 422) =>
  Object.assign(new Error(`server said ${code}`), { code, status });

describe('describeSecurityKeyFailure', () => {
  it('treats a closed or timed-out browser prompt as the member stopping', () => {
    expect(
      describeSecurityKeyFailure(
        webAuthnError('ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY', 'NotAllowedError'),
        'use',
      ),
    ).toEqual({ kind: 'cancelled', message: securityKeyMessages.useCancelled });
    expect(
      describeSecurityKeyFailure(webAuthnError('ERROR_CEREMONY_ABORTED', 'AbortError'), 'add'),
    ).toEqual({ kind: 'cancelled', message: securityKeyMessages.addCancelled });
  });

  it('explains browser failures', () => {
    expect(
      describeSecurityKeyFailure(
        webAuthnError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'InvalidStateError'),
        'add',
      ),
    ).toEqual({ kind: 'failed', message: securityKeyMessages.alreadyAdded });
    expect(
      describeSecurityKeyFailure(webAuthnError('ERROR_INVALID_RP_ID', 'SecurityError'), 'use'),
    ).toEqual({ kind: 'failed', message: securityKeyMessages.browserFailed });
  });

  it('says a refused key was not accepted', () => {
    expect(describeSecurityKeyFailure(apiError('mfa_verification_failed'), 'use')).toEqual({
      kind: 'failed',
      message: securityKeyMessages.refused,
    });
    expect(describeSecurityKeyFailure(apiError('mfa_verification_failed'), 'add').message).toBe(
      securityKeyMessages.notVerified,
    );
  });

  it('calmly says when the site has security keys off', () => {
    for (const code of ['mfa_webauthn_enroll_not_enabled', 'mfa_webauthn_verify_not_enabled']) {
      expect(describeSecurityKeyFailure(apiError(code), 'add')).toEqual({
        kind: 'cancelled',
        message: securityKeyMessages.turnedOff,
        isTurnedOff: true,
      });
    }
  });

  it('explains the other factor answers', () => {
    expect(describeSecurityKeyFailure(apiError('mfa_challenge_expired'), 'use').message).toBe(
      securityKeyMessages.tooSlow,
    );
    expect(describeSecurityKeyFailure(apiError('mfa_factor_name_conflict'), 'add').message).toBe(
      securityKeyMessages.nameTaken,
    );
    expect(
      describeSecurityKeyFailure(apiError('too_many_enrolled_mfa_factors'), 'add').message,
    ).toBe(securityKeyMessages.tooMany);
    expect(describeSecurityKeyFailure(apiError('insufficient_aal', 403), 'add')).toEqual({
      kind: 'cancelled',
      message: securityKeyMessages.addCancelled,
    });
  });

  it('passes any other answer on in the server’s words', () => {
    expect(describeSecurityKeyFailure(apiError('over_request_rate_limit', 429), 'use')).toEqual({
      kind: 'failed',
      message: 'server said over_request_rate_limit',
    });
  });
});
