import {
  CONVERSATION_READ_ONLY_MESSAGE,
  MESSAGE_NOT_FOUND_MESSAGE,
  MESSAGE_NOT_YOURS_MESSAGE,
  MESSAGES_LIMIT_MESSAGE,
  MESSAGES_RATE_LIMIT,
  NEW_CONVERSATIONS_LIMIT_MESSAGE,
  NEW_ACCOUNT_CONVERSATIONS_RATE_LIMIT,
  type Message,
  type StartConversationResult,
} from '../../../common/features/messages/messages.contract';
import type { Database, Executor } from '../../db/client';
import type { MessageRow } from '../../db/schema';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import type { RateLimiter } from '../../plugins/rate-limit.plugin';
import { markNotificationsAboutRead, notify } from '../notifications/notifications.service';
import { claimMessageUploads } from '../uploads/uploads.service';
import { assertMayCreate, hasNewConversationsLimit } from '../trust/trust.service';
import {
  findOrCreatePairConversation,
  listParticipantIds,
  markReadNow,
  pairKeyOf,
  touchConversation,
} from './conversations.repository';
import { getConversation } from './conversations.service';
import { publishConversationChange } from './messages-realtime';
import { canDeleteMessage } from './messages.policy';
import { presentMessage } from './messages.presenter';
import { findVisibleMessage, insertMessage, markMessageDeleted } from './messages.repository';
import { checkRecipient } from './recipients.service';

/** What sending needs besides the database: the shared limiter and the app's clock. */
export interface SendContext {
  db: Database;
  rateLimiter: RateLimiter;
  now: Date;
}

const messagesKey = (userId: string) => `messages:${userId}`;
const newConversationsKey = (userId: string) => `new-conversations:${userId}`;

/** Takes a slot of the sender's message limit (every message sent). */
async function takeMessageSlot(ctx: SendContext, senderId: string): Promise<void> {
  await ctx.rateLimiter.consume(messagesKey(senderId), MESSAGES_RATE_LIMIT, MESSAGES_LIMIT_MESSAGE);
}

/** What a message carries: its text (may be empty when it has photos) and upload ids. */
export interface MessageContent {
  body: string;
  imageIds?: string[];
}

/**
 * Adds a message in the caller's transaction, with its photos (the sender's unused uploads,
 * claimed for it: 422 otherwise, and nothing is sent), and everything that follows from it: the
 * conversation's activity moves, the sender has read up to it (their 'message' notification of
 * the conversation cleared), each other participant gets a 'message' notification unless one is
 * still unread, and every participant's sockets hear of it on commit.
 */
async function appendMessage(
  tx: Executor,
  conversationId: string,
  senderId: string,
  content: MessageContent,
): Promise<{ message: MessageRow; images: PostImage[] }> {
  const message = await insertMessage(tx, { conversationId, senderId, body: content.body });
  const images = await claimMessageUploads(tx, {
    ownerId: senderId,
    uploadIds: content.imageIds ?? [],
    messageId: message.id,
  });
  await touchConversation(tx, conversationId);
  await markReadNow(tx, senderId, conversationId);
  await markNotificationsAboutRead(tx, senderId, 'message', conversationId);
  const participantIds = await listParticipantIds(tx, conversationId);
  for (const userId of participantIds) {
    if (userId === senderId) continue;
    await notify(tx, { userId, actorId: senderId, type: 'message', entityId: conversationId });
  }
  await publishConversationChange(tx, participantIds, {
    conversationId,
    event: 'message',
    messageId: message.id,
  });
  return { message, images };
}

/**
 * Sends a first message to `recipientId`: into the pair's conversation, which is created when
 * there is none (one per pair, even when both write first at once). A new member's new
 * conversations (the trust rules say who is new) count against
 * {@link NEW_ACCOUNT_CONVERSATIONS_RATE_LIMIT}; every message against {@link MESSAGES_RATE_LIMIT}.
 * @throws AppError 422 for yourself or more links than the sender's trust level allows, 404
 *   'Profile not found', 403 when their message setting does not admit you or photos from a new
 *   member (trust rules), 429 over a limit.
 */
export async function startConversation(
  ctx: SendContext,
  senderId: string,
  input: { userId: string } & MessageContent,
): Promise<StartConversationResult> {
  const recipientId = input.userId;
  const { conversationId: existingId } = await checkRecipient(
    ctx.db,
    senderId,
    recipientId,
    ctx.now,
  );
  await assertMayCreate(ctx.db, senderId, {
    kind: 'message',
    texts: [input.body],
    photoCount: input.imageIds?.length ?? 0,
  });
  const countsAsNew = !existingId && (await hasNewConversationsLimit(ctx.db, senderId));
  if (countsAsNew) {
    await ctx.rateLimiter.consume(
      newConversationsKey(senderId),
      NEW_ACCOUNT_CONVERSATIONS_RATE_LIMIT,
      NEW_CONVERSATIONS_LIMIT_MESSAGE,
    );
  }
  await takeMessageSlot(ctx, senderId);
  // The answer is read before the commit: once the message is saved, nothing else can fail.
  const { isNew, answer } = await ctx.db.transaction(async (tx) => {
    const pair = await findOrCreatePairConversation(tx, pairKeyOf(senderId, recipientId), [
      senderId,
      recipientId,
    ]);
    const message = await appendMessage(tx, pair.conversationId, senderId, input);
    return {
      isNew: pair.isNew,
      answer: {
        conversation: await getConversation(tx, senderId, pair.conversationId, ctx.now),
        message: presentMessage(message.message, message.images),
      },
    };
  });
  // The other member started it meanwhile: this was no new conversation after all. Giving the
  // slot back is a courtesy: the message is saved, so a failure here must not fail the answer.
  if (countsAsNew && !isNew) {
    await ctx.rateLimiter.giveBack(newConversationsKey(senderId)).catch(() => undefined);
  }
  return answer;
}

/**
 * Sends a message into one of the sender's conversations.
 * @throws AppError 404 'Conversation not found' (not theirs included), 403 when the conversation
 *   no longer takes messages (the other account is gone) or photos from a new member (trust
 *   rules), 422 more links than the sender's trust level allows, 429 over the message limit.
 */
export async function sendMessage(
  ctx: SendContext,
  senderId: string,
  conversationId: string,
  content: MessageContent,
): Promise<Message> {
  const conversation = await getConversation(ctx.db, senderId, conversationId, ctx.now);
  if (!conversation.canSend) throw forbidden(CONVERSATION_READ_ONLY_MESSAGE);
  await assertMayCreate(ctx.db, senderId, {
    kind: 'message',
    texts: [content.body],
    photoCount: content.imageIds?.length ?? 0,
  });
  await takeMessageSlot(ctx, senderId);
  const { message, images } = await ctx.db.transaction((tx) =>
    appendMessage(tx, conversation.id, senderId, content),
  );
  return presentMessage(message, images);
}

/**
 * Deletes one of the viewer's own messages: its text goes, its place stays; every participant
 * hears of it. Deleting a deleted message answers it again.
 * @throws AppError 404 'Message not found' (a conversation the viewer is not in included), 403
 *   for another participant's message.
 */
export async function deleteMessage(
  db: Database,
  viewerId: string,
  messageId: string,
): Promise<Message> {
  const found = isUuid(messageId) ? await findVisibleMessage(db, viewerId, messageId) : null;
  if (!found) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
  if (!canDeleteMessage(viewerId, found)) throw forbidden(MESSAGE_NOT_YOURS_MESSAGE);
  return db.transaction(async (tx) => {
    const deleted = await markMessageDeleted(tx, found.id);
    if (!deleted)
      return presentMessage((await findVisibleMessage(tx, viewerId, found.id)) ?? found);
    await publishConversationChange(tx, await listParticipantIds(tx, deleted.conversationId), {
      conversationId: deleted.conversationId,
      event: 'deleted',
      messageId: deleted.id,
    });
    return presentMessage(deleted);
  });
}
