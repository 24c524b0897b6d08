import { z } from 'zod';
import {
  EMAIL_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGE_MIN,
  SUPPORT_NAME_MAX,
  SUPPORT_SUBJECT_MAX,
} from '../../limits';

/** Topics a visitor can pick on the contact form. */
export const supportTopics = ['account', 'bug', 'content', 'feedback', 'other'] as const;
export type SupportTopic = (typeof supportTopics)[number];

export const supportTopicLabels: Record<SupportTopic, string> = {
  account: 'Account or sign-in',
  bug: 'Something is broken',
  content: 'Report content',
  feedback: 'Ideas and feedback',
  other: 'Something else',
};

/** `POST /api/support` body: a message to the team from the contact form. */
export const supportMessageInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(SUPPORT_NAME_MAX),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, 'Email is required')
      .max(EMAIL_MAX, 'Email too long')
      .pipe(z.email('Invalid email format')),
    topic: z.enum(supportTopics),
    subject: z.string().trim().min(1, 'Subject is required').max(SUPPORT_SUBJECT_MAX),
    message: z
      .string()
      .trim()
      .min(SUPPORT_MESSAGE_MIN, `Please write at least ${SUPPORT_MESSAGE_MIN} characters`)
      .max(SUPPORT_MESSAGE_MAX),
  })
  .strict();
export type SupportMessageInput = z.input<typeof supportMessageInputSchema>;

/** What `POST /api/support` answers (201): the ticket's reference. */
export const supportMessageCreatedSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  created_at: z.string(),
});
export type SupportMessageCreated = z.infer<typeof supportMessageCreatedSchema>;
