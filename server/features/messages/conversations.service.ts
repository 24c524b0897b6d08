import {
  CONVERSATION_NOT_FOUND_MESSAGE,
  type Conversation,
  type ConversationWith,
  type ConversationPage,
  type ConversationRead,
  type MessagePage,
  type UnreadMessageCount,
} from '../../../common/features/messages/messages.contract';
import type { Database, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { markNotificationsAboutRead } from '../notifications/notifications.service';
import {
  countUnreadMessages,
  findConversationEntry,
  findPairConversationId,
  listConversationEntries,
  listOtherParticipants,
  listParticipantIds,
  markReadNow,
  type ConversationEntryRow,
} from './conversations.repository';
import { publishConversationChange } from './messages-realtime';
import { presentConversation, presentMessage } from './messages.presenter';
import { listConversationMessages, listLastMessages } from './messages.repository';
import { listMessageImages } from '../uploads/uploads.service';

/** A page query: the cursor of the previous page and the page size. */
interface PageQuery {
  cursor?: string;
  limit: number;
}

const conversationNotFound = () => notFound(CONVERSATION_NOT_FOUND_MESSAGE);

/** The viewer's conversations of `entries`, each with the others and its last message. */
async function presentEntries(
  db: Executor,
  viewerId: string,
  entries: ConversationEntryRow[],
  now: Date,
): Promise<Conversation[]> {
  const ids = entries.map((entry) => entry.conversationId);
  const [others, lastMessages] = await Promise.all([
    listOtherParticipants(db, viewerId, ids, now),
    listLastMessages(db, viewerId, ids),
  ]);
  const images = await listMessageImages(
    db,
    lastMessages.map((message) => message.id),
  );
  return entries.map((entry) => {
    const last =
      lastMessages.find((message) => message.conversationId === entry.conversationId) ?? null;
    return presentConversation(
      entry,
      others.filter((other) => other.conversationId === entry.conversationId),
      last,
      last ? images.get(last.id) : [],
    );
  });
}

/**
 * A page of the viewer's conversations, newest activity first.
 * @throws AppError 400 for a bad cursor.
 */
export async function listConversations(
  db: Database,
  viewerId: string,
  query: PageQuery,
  now: Date,
): Promise<ConversationPage> {
  const after = decodeCursor(query.cursor) ?? null;
  const rows = await listConversationEntries(db, viewerId, after, query.limit + 1);
  const keys = rows.map((row) => ({ createdAt: row.keyLastMessageAt, id: row.conversationId }));
  return {
    items: await presentEntries(db, viewerId, rows.slice(0, query.limit), now),
    nextCursor: nextCursorOf(keys, query.limit),
  };
}

/**
 * One of the viewer's conversations (in the caller's transaction or not).
 * @throws AppError 404 'Conversation not found' when it does not exist or they are not in it.
 */
export async function getConversation(
  db: Executor,
  viewerId: string,
  conversationId: string,
  now: Date,
): Promise<Conversation> {
  const entry = isUuid(conversationId)
    ? await findConversationEntry(db, viewerId, conversationId)
    : null;
  if (!entry) throw conversationNotFound();
  const [conversation] = await presentEntries(db, viewerId, [entry], now);
  return conversation!;
}

/** The viewer's two-person conversation with `memberId`, or null when they have none yet. */
export async function getConversationWith(
  db: Database,
  viewerId: string,
  memberId: string,
  now: Date,
): Promise<ConversationWith> {
  const id = isUuid(memberId) ? await findPairConversationId(db, viewerId, memberId) : null;
  return { conversation: id ? await getConversation(db, viewerId, id, now) : null };
}

/** The header's badge: unread messages over all the viewer's conversations. */
export async function getUnreadMessageCount(
  db: Database,
  viewerId: string,
): Promise<UnreadMessageCount> {
  return { count: await countUnreadMessages(db, viewerId) };
}

/**
 * A page of a conversation's messages, newest first.
 * @throws AppError 404 'Conversation not found', 400 for a bad cursor.
 */
export async function listMessages(
  db: Database,
  viewerId: string,
  conversationId: string,
  query: PageQuery,
): Promise<MessagePage> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  const after = decodeCursor(query.cursor) ?? null;
  const rows = await listConversationMessages(db, viewerId, conversationId, after, query.limit + 1);
  // An empty page may mean a conversation the viewer is not in: only then is it worth a look.
  if (rows.length === 0 && !(await findConversationEntry(db, viewerId, conversationId))) {
    throw conversationNotFound();
  }
  const keys = rows.map((row) => ({ createdAt: row.keyCreatedAt, id: row.message.id }));
  const page = rows.slice(0, query.limit);
  const images = await listMessageImages(
    db,
    page.map((row) => row.message.id),
  );
  return {
    items: page.map((row) => presentMessage(row.message, images.get(row.message.id))),
    nextCursor: nextCursorOf(keys, query.limit),
  };
}

/**
 * Marks the conversation read by the viewer up to now and clears their 'message' notification
 * of it, in one transaction; when there was something unread, every participant hears of it
 * ('Seen'). Answers the viewer's total of unread messages after it.
 * @throws AppError 404 'Conversation not found'.
 */
export async function markConversationRead(
  db: Database,
  viewerId: string,
  conversationId: string,
): Promise<ConversationRead> {
  if (!isUuid(conversationId)) throw conversationNotFound();
  return db.transaction(async (tx) => {
    const entry = await findConversationEntry(tx, viewerId, conversationId);
    if (!entry) throw conversationNotFound();
    const readAt = await markReadNow(tx, viewerId, conversationId);
    if (!readAt) throw conversationNotFound();
    await markNotificationsAboutRead(tx, viewerId, 'message', conversationId);
    if (entry.unreadCount > 0) {
      await publishConversationChange(tx, await listParticipantIds(tx, conversationId), {
        conversationId,
        event: 'read',
        messageId: null,
      });
    }
    return { readAt: readAt.toISOString(), unreadCount: await countUnreadMessages(tx, viewerId) };
  });
}
