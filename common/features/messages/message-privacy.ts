import { z } from 'zod';

/**
 * Who may start a conversation with a member (their profile setting): everyone (the default),
 * members they follow, or nobody. Existing conversations are not affected.
 */
export const messagePrivacies = ['everyone', 'following', 'nobody'] as const;
export const messagePrivacySchema = z.enum(messagePrivacies);
export type MessagePrivacy = z.infer<typeof messagePrivacySchema>;
export const DEFAULT_MESSAGE_PRIVACY: MessagePrivacy = 'everyone';
