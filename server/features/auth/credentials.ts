import { findEmailProblem, normalizeEmail } from '../../../common/features/auth/email-rules';
import { PASSWORD_MAX_LENGTH } from '../../../common/features/auth/password-rules';
import { EMAIL_MAX } from '../../../common/limits';
import { AuthError, validationFailed } from './auth-error';

/**
 * Normalises an email (spec §5) and refuses a bad one with GoTrue's `validation_failed` and its
 * messages: "An email address is too long", "Unable to validate email address: invalid format".
 */
export function requireValidEmail(raw: string | null | undefined, missingMessage: string): string {
  if (!raw) throw validationFailed(missingMessage);
  const email = normalizeEmail(raw);
  if (!email) throw validationFailed(missingMessage);
  if (email.length > EMAIL_MAX) throw validationFailed('An email address is too long');
  if (findEmailProblem(email)) {
    throw validationFailed('Unable to validate email address: invalid format');
  }
  return email;
}

/**
 * GoTrue's password checks: 72 characters at most (`validation_failed`), then the configured
 * minimum length (`AUTH_PASSWORD_MIN_LENGTH`) as 422 `weak_password` with reason `length`.
 */
export function assertPasswordAcceptable(password: string, minLength: number): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (password.length < minLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}
