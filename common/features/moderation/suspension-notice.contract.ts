import { z } from 'zod';
import { EMAIL_MAX } from '../../limits';

/**
 * The suspension notice (issue 28): a suspended member who signs in is told why, until when and
 * how to appeal, instead of "User is banned". The sign-in itself keeps GoTrue's `user_banned`
 * answer (auth-js reads only its code and message); the web then asks for the notice with the
 * same email and password, which are judged again under the sign-in limit.
 */
export const suspensionNoticeInputSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(EMAIL_MAX),
  password: z.string().min(1, 'Password is required').max(1024),
});
export type SuspensionNoticeInput = z.infer<typeof suspensionNoticeInputSchema>;

export const suspensionNoticeSchema = z.object({
  reason: z.string().nullable().describe("The team's reason, when they gave one"),
  suspendedUntil: z.string().describe('When the suspension ends (ISO 8601)'),
  isPermanent: z.boolean().describe('Whether it never ends (a far-future end)'),
});
export type SuspensionNotice = z.infer<typeof suspensionNoticeSchema>;

export const SUSPENSION_NOT_FOUND_MESSAGE = 'This account is not suspended.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid login credentials';

/** What the sign-in form shows a suspended member. */
export const suspensionNoticeTexts = {
  title: 'Account suspended',
  until: (date: string) => `Your account is suspended until ${date}.`,
  permanent: 'Your account is suspended permanently.',
  reason: (reason: string) => `Reason: ${reason}`,
  appeal: 'To appeal, write to us through the support form.',
  appealLink: 'Appeal',
};
