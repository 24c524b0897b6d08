/** Server-enforced minimum password length (GoTrue's `weak_password` reason `length`). */
export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt-era limit GoTrue keeps: longer passwords are refused. */
export const PASSWORD_MAX_LENGTH = 72;

export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';

const COMMON_PATTERNS = [
  /^(?:password|passw0rd|letmein|welcome|qwerty|abc123|iloveyou|admin|monkey|dragon|disney)/i,
  /(?:0123|1234|2345|3456|4567|5678|6789|abcd|bcde|cdef|qwer|asdf|zxcv)/i,
  /(.)\1{2,}/,
];

export interface PasswordStrength {
  /** 0 to 5: one point per rule met. */
  score: number;
  /** What would make it stronger; empty when nothing is missing. */
  suggestions: string[];
  /** Spec §5: valid only if the score is at least 4 and there are no suggestions. */
  isValid: boolean;
}

/**
 * The password strength rule of spec §5: at least 8 characters, a lowercase letter, an uppercase
 * letter, a digit, a special character, and no common patterns.
 */
export function assessPasswordStrength(password: string): PasswordStrength {
  const checks: [boolean, string][] = [
    [password.length >= PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`],
    [/[a-z]/.test(password), 'Add a lowercase letter'],
    [/[A-Z]/.test(password), 'Add an uppercase letter'],
    [/\d/.test(password), 'Add a number'],
    [/[^A-Za-z0-9]/.test(password), 'Add a special character'],
  ];
  const suggestions = checks.filter(([ok]) => !ok).map(([, tip]) => tip);
  const score = checks.length - suggestions.length;
  if (COMMON_PATTERNS.some((pattern) => pattern.test(password))) {
    suggestions.push('Avoid common words, sequences and repeated characters');
  }
  return { score, suggestions, isValid: score >= 4 && suggestions.length === 0 };
}
