import { AuthError } from '../auth-error';

/** The credential sent is not a WebAuthn answer at all. */
export const invalidCredentialResponse = () =>
  new AuthError(400, 'webauthn_verification_failed', 'Invalid credential response');

/** The answer does not hold: wrong challenge, origin, signature, or an unknown passkey. */
export const verificationFailed = () =>
  new AuthError(400, 'webauthn_verification_failed', 'Credential verification failed');

/** GoTrue answers 404 `validation_failed` for a passkey that is not the member's (or no id). */
export const passkeyNotFound = () => new AuthError(404, 'validation_failed', 'Passkey not found');
