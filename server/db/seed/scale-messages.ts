import { pairKeyOf } from '../../features/messages/conversations.repository';
import type { conversationParticipants, conversations, messages, notifications } from '../schema';
import { demoMessageBodies } from './demo-messages';

type NotificationRow = typeof notifications.$inferInsert;

/** The conversations, participants and messages behind a batch's "sent you a message" rows. */
export interface MessageThreadRows {
  conversations: (typeof conversations.$inferInsert)[];
  participants: (typeof conversationParticipants.$inferInsert)[];
  messages: (typeof messages.$inferInsert)[];
}

/**
 * Gives each 'message' notification of `rows` the conversation it tells about: a two-person
 * conversation (`pair_key`, one per pair) holding the one message the actor sent, read by the
 * recipient when the notification is. A pair that already talks (in this run, `pairsSeen`) or a
 * notification with no actor is not a new message: it becomes a comment notification, as repeats
 * of likes and follows do. Changes `rows` in place (type, entity) and returns the rows to insert
 * before them.
 */
export function messageThreadsFor(
  rows: NotificationRow[],
  pairsSeen: Set<string>,
  newId: () => string,
): MessageThreadRows {
  const threads: MessageThreadRows = { conversations: [], participants: [], messages: [] };
  for (const row of rows) {
    if (row.type !== 'message') continue;
    const senderId = row.actorId;
    const pairKey = senderId ? pairKeyOf(senderId, row.userId) : null;
    if (!senderId || !pairKey || pairsSeen.has(pairKey)) {
      row.type = 'comment';
      continue;
    }
    pairsSeen.add(pairKey);
    const conversationId = newId();
    const sentAt = row.createdAt instanceof Date ? row.createdAt : new Date();
    row.entityId = conversationId;
    threads.conversations.push({
      id: conversationId,
      pairKey,
      createdAt: sentAt,
      lastMessageAt: sentAt,
    });
    threads.participants.push(
      {
        conversationId,
        userId: senderId,
        joinedAt: sentAt,
        lastReadAt: sentAt,
        lastMessageAt: sentAt,
      },
      {
        conversationId,
        userId: row.userId,
        joinedAt: sentAt,
        lastReadAt: row.readAt ? sentAt : null,
        lastMessageAt: sentAt,
      },
    );
    threads.messages.push({
      conversationId,
      senderId,
      body: demoMessageBodies[threads.messages.length % demoMessageBodies.length],
      createdAt: sentAt,
    });
  }
  return threads;
}
