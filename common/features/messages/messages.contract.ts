import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE, MESSAGE_TEXT_MAX } from './message-limits';

export * from './message-limits';
export * from './message-privacy';

/** The text of a message: trimmed, 1 to 2,000 characters. */
export const messageTextSchema = z
  .string('Message is required')
  .trim()
  .min(1, 'Message cannot be empty')
  .max(MESSAGE_TEXT_MAX, `Message can be at most ${MESSAGE_TEXT_MAX} characters`);

/** `{id}` of a conversation or message, lower-cased; a malformed one answers 404 like an unknown one. */
export const messagingIdParamsSchema = z.object({
  id: z.string().max(100).describe('A uuid, any letter case').transform(normalizeId),
});

/** `{userId}` of `GET /api/conversations/with/{userId}`. */
export const conversationWithParamsSchema = z.object({
  userId: z
    .string()
    .max(100)
    .describe('A member id (uuid, any letter case)')
    .transform(normalizeId),
});

/**
 * One message. A deleted message keeps its place: `body` null and `deletedAt` set (the app
 * shows {@link DELETED_MESSAGE_TEXT}).
 */
export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  body: z.string().nullable(),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/**
 * A conversation as one participant sees it. `participants` are the others (one today; the
 * model allows more). `othersReadAt`: the latest moment every other participant had read up
 * to (for 'Seen' under your last message); `canSend` is false once a participant's account is
 * gone or (later) a block stands between you.
 */
export const conversationSchema = z.object({
  id: z.uuid(),
  participants: z.array(authorSchema),
  lastMessage: messageSchema.nullable(),
  unreadCount: z.number().int().nonnegative(),
  lastActivityAt: z.string(),
  othersReadAt: z.string().nullable(),
  canSend: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * `GET /api/conversations/with/{userId}`: your conversation with that member, or null when you
 * have none yet (the first message starts it). Only your own: it never tells anything of
 * other members' conversations.
 */
export const conversationWithSchema = z.object({ conversation: conversationSchema.nullable() });
export type ConversationWith = z.infer<typeof conversationWithSchema>;

/** `GET /api/conversations`: yours, newest activity first. */
export const conversationPageQuerySchema = cursorQuerySchema(CONVERSATION_PAGE_SIZE);
export const conversationPageSchema = cursorPageSchema(conversationSchema);
export type ConversationPage = z.infer<typeof conversationPageSchema>;

/** `GET /api/conversations/{id}/messages`: newest first (the app shows them oldest at the top). */
export const messagePageQuerySchema = cursorQuerySchema(MESSAGE_PAGE_SIZE);
export const messagePageSchema = cursorPageSchema(messageSchema);
export type MessagePage = z.infer<typeof messagePageSchema>;

/**
 * `POST /api/conversations`: sends the first message to `userId`, starting the conversation
 * between you (or adding to the one you already have). Answers 201 with both.
 */
export const startConversationInputSchema = z
  .object({
    userId: z.string().max(100).describe('The member to write to (uuid)').transform(normalizeId),
    body: messageTextSchema,
  })
  .strict();
export type StartConversationInput = z.input<typeof startConversationInputSchema>;
export const startConversationResultSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type StartConversationResult = z.infer<typeof startConversationResultSchema>;

/** `POST /api/conversations/{id}/messages` body; answers 201 with the message. */
export const sendMessageInputSchema = z.object({ body: messageTextSchema }).strict();
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;

/** `POST /api/conversations/{id}/read`: read up to now; your total of unread messages after it. */
export const conversationReadSchema = z.object({
  readAt: z.string(),
  unreadCount: z.number().int().nonnegative(),
});
export type ConversationRead = z.infer<typeof conversationReadSchema>;

/** `GET /api/conversations/unread-count`: unread messages over all your conversations (header badge). */
export const unreadMessageCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadMessageCount = z.infer<typeof unreadMessageCountSchema>;
