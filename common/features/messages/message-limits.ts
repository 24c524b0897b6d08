/**
 * The limits, texts and settings of direct messages, without zod, so the browser's message
 * code can read them without loading the schema library (the schemas are in
 * `messages.contract.ts`).
 */

/**
 * Who may start a conversation with a member (their profile setting): everyone (the default),
 * members they follow, or nobody. Existing conversations are not affected.
 */
export const messagePrivacies = ['everyone', 'following', 'nobody'] as const;
export type MessagePrivacy = (typeof messagePrivacies)[number];
export const DEFAULT_MESSAGE_PRIVACY: MessagePrivacy = 'everyone';

/** Longest message text (characters, after trimming). */
export const MESSAGE_TEXT_MAX = 2000;

/** Page sizes of the conversation list and of a conversation's messages. */
export const CONVERSATION_PAGE_SIZE = { default: 20, max: 50 } as const;
export const MESSAGE_PAGE_SIZE = { default: 30, max: 50 } as const;

/** New members (trust level `new`, the trust rules decide) may start this many conversations a day. */
export const NEW_ACCOUNT_CONVERSATIONS_RATE_LIMIT = {
  max: 10,
  windowSeconds: 24 * 60 * 60,
} as const;
/** Everyone may send at most this many messages a minute. */
export const MESSAGES_RATE_LIMIT = { max: 30, windowSeconds: 60 } as const;

/** The 429 texts of the two limits above (the style of the app's other limits). */
export const NEW_CONVERSATIONS_LIMIT_MESSAGE =
  'New accounts can start 10 conversations a day. Please try again tomorrow.';
export const MESSAGES_LIMIT_MESSAGE =
  'You are sending messages too quickly. Please wait a moment and try again.';

/** 404 for a conversation you are not in (or that does not exist): staff included. */
export const CONVERSATION_NOT_FOUND_MESSAGE = 'Conversation not found';
/** 404 for a message you cannot see (or that does not exist). */
export const MESSAGE_NOT_FOUND_MESSAGE = 'Message not found';
/** 403 when the recipient's setting does not let you message them. */
export const MESSAGES_NOT_ACCEPTED_MESSAGE = 'This member does not accept messages from you.';
/** 422 for a message to yourself. */
export const MESSAGE_TO_SELF_MESSAGE = 'You cannot send a message to yourself.';
/** 403 for a message to a conversation that no longer takes any (`canSend` false). */
export const CONVERSATION_READ_ONLY_MESSAGE = 'This conversation no longer accepts messages.';
/** 403 for deleting someone else's message. */
export const MESSAGE_NOT_YOURS_MESSAGE = 'You can only delete your own messages.';
/** What a deleted message shows in its place. */
export const DELETED_MESSAGE_TEXT = 'Message deleted';

/** How the app names the sender of a message whose account was erased (`senderId` null). */
export const DELETED_MEMBER_NAME = 'Deleted member';
