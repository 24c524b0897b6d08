import { z } from 'zod';
import { cursorPageSchema, cursorQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { MESSAGE_IMAGES_MAX } from '../uploads/upload-limits';
import { postImageSchema } from '../uploads/uploads.contract';
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE, MESSAGE_TEXT_MAX } from './message-limits';

export * from './message-limits';
export * from './message-privacy';

/** The text of a message: trimmed, 1 to 2,000 characters. */
export const messageTextSchema = z
  .string('Message is required')
  .trim()
  .min(1, 'Message cannot be empty')
  .max(MESSAGE_TEXT_MAX, `Message can be at most ${MESSAGE_TEXT_MAX} characters`);

/** A message's text where photos may stand in for it: trimmed, 0 to 2,000 characters. */
const optionalMessageTextSchema = z
  .string('Message must be text')
  .trim()
  .max(MESSAGE_TEXT_MAX, `Message can be at most ${MESSAGE_TEXT_MAX} characters`)
  .default('');

/** Ids of the sender's unused uploads to send with a message, in order (at most 4). */
const messageImageIdsSchema = z
  .array(z.string().max(100), 'Photos must be a list of upload ids')
  .max(MESSAGE_IMAGES_MAX, `A message can have at most ${MESSAGE_IMAGES_MAX} photos`)
  .default([])
  .describe('Ids of your unused uploads (POST /api/uploads), in order');

/** A message needs text or a photo. */
function requireTextOrPhoto(input: { body: string; imageIds: string[] }, ctx: z.RefinementCtx) {
  if (input.body.length === 0 && input.imageIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['body'], message: 'Message cannot be empty' });
  }
}

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
 * shows {@link DELETED_MESSAGE_TEXT}). `senderId` is null once the sender's account is erased
 * (the app shows `DELETED_MEMBER_NAME`, with no profile link).
 */
export const messageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid().nullable(),
  body: z.string().nullable(),
  /**
   * The message's photos, in order (none once it is deleted). Their URLs are
   * `/api/messages/photos/{id}` and `…/thumbnail`: only the conversation's participants may
   * fetch them, with their access token.
   */
  images: z.array(postImageSchema),
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
    body: optionalMessageTextSchema,
    imageIds: messageImageIdsSchema,
  })
  .strict()
  .superRefine(requireTextOrPhoto);
export type StartConversationInput = z.input<typeof startConversationInputSchema>;
export const startConversationResultSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});
export type StartConversationResult = z.infer<typeof startConversationResultSchema>;

/** `POST /api/conversations/{id}/messages` body; answers 201 with the message. */
export const sendMessageInputSchema = z
  .object({ body: optionalMessageTextSchema, imageIds: messageImageIdsSchema })
  .strict()
  .superRefine(requireTextOrPhoto);
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
