import { findEmailProblem, normalizeEmail } from '../../../common/features/auth/email-rules';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../../common/features/auth/password-rules';
import { AuthError, validationFailed } from './auth-error';

/** Normalises an email (spec §5) and refuses a bad one with GoTrue's `validation_failed`. */
export function requireValidEmail(raw: string | null | undefined, missingMessage: string): string {
  if (!raw) throw validationFailed(missingMessage);
  const email = normalizeEmail(raw);
  const problem = findEmailProblem(email);
  if (problem) throw validationFailed(`Unable to validate email address: ${problem}`);
  return email;
}

/** GoTrue's password checks: 72 characters at most, then the minimum length as `weak_password`. */
export function assertPasswordAcceptable(password: string): void {
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`);
  }
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}
