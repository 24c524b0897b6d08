import { EMAIL_LOCAL_PART_MAX, EMAIL_MAX } from '../../limits';

/** Messages of spec §5 for email addresses. */
export const emailMessages = {
  required: 'Email is required',
  invalidFormat: 'Invalid email format',
  tooLong: 'Email too long',
  localPartTooLong: 'Local part too long',
  invalidPattern: 'Invalid email pattern',
} as const;

/**
 * An address as GoTrue's validator (checkmail) accepts it: the local part from RFC 5322's atext
 * and dots, domain labels of letters, digits and inner hyphens; we also want a dot in the domain.
 */
const EMAIL_FORMAT =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/**
 * Trims, lower-cases and strips characters that have no place in an address (spec §5:
 * "stripped of risky characters"): angle brackets, quotes, backticks, whitespace and control
 * characters.
 */
export function normalizeEmail(input: string): string {
  return (
    input
      .trim()
      .toLowerCase()
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[<>"'`\s\u0000-\u001f\u007f]/g, '')
  );
}

/** Checks an (already normalised) email against spec §5; returns the first problem or null. */
export function findEmailProblem(email: string): string | null {
  if (!email) return emailMessages.required;
  if (email.length > EMAIL_MAX) return emailMessages.tooLong;
  if (!EMAIL_FORMAT.test(email)) return emailMessages.invalidFormat;
  const [local = '', domain = ''] = email.split('@');
  if (local.length > EMAIL_LOCAL_PART_MAX) return emailMessages.localPartTooLong;
  const hasBadDots = (part: string) =>
    part.startsWith('.') || part.endsWith('.') || part.includes('..');
  if (hasBadDots(local) || hasBadDots(domain) || /\+.*\+/.test(local)) {
    return emailMessages.invalidPattern;
  }
  return null;
}
