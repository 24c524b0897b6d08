import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MISMATCH_MESSAGE,
} from '../../../../common/features/auth/password-rules';
import { authCopy } from './auth-copy';

/** A password the server would refuse anyway (empty, too short, too long), or null. */
export function findPasswordProblem(password: string): string | null {
  if (!password) return authCopy.passwordRequired;
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return null;
}

/** The confirmation must be given and match ('Passwords do not match', spec §5). */
export function findConfirmationProblem(password: string, confirmation: string): string | null {
  if (!confirmation) return authCopy.confirmPasswordRequired;
  return confirmation === password ? null : PASSWORD_MISMATCH_MESSAGE;
}
