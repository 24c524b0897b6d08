import { inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { conversationParticipants, conversations, messages } from '../schema';
import { pairKeyOf } from '../../features/messages/conversations.repository';
import { stableUuid } from './stable-id';

/** What the demo's private messages are about (picked by the notification's position). */
export const demoMessageBodies = [
  'Hi! Loved your rope drop post. Are you going back to Magic Kingdom next month?',
  'Quick question: is the Dole Whip line shorter in the afternoon or right after opening?',
  'We are planning a first trip with the kids in May. Any resort you would pick?',
  'Thanks for the tip about the fireworks spot, it worked perfectly last night!',
  'Do you know if the food and wine festival booths take mobile order this year?',
  'Saw you are in the photo contest too. Good luck, your entry is gorgeous!',
];

/** A "sent you a message" notification the demo needs a real conversation behind. */
export interface DemoMessageNotice {
  /** The notification's stable key. */
  key: string;
  recipientId: string;
  senderId: string;
  createdAt: Date;
  /** When the recipient read it (null: unread). */
  readAt: Date | null;
}

/**
 * Writes the two-person conversation and the message behind each demo "sent you a message"
 * notification (fixed ids: a second run adds nothing) and returns the conversation each
 * notification points to, by notification key. When the pair already talks in a conversation
 * of its own, the notification points there and no demo message is added to it.
 */
export async function seedDemoMessages(
  db: Executor,
  notices: readonly DemoMessageNotice[],
): Promise<{ conversationByKey: Map<string, string>; conversations: number; messages: number }> {
  const conversationByKey = new Map<string, string>();
  if (notices.length === 0) return { conversationByKey, conversations: 0, messages: 0 };

  const byPair = new Map<string, DemoMessageNotice[]>();
  for (const notice of notices) {
    const pairKey = pairKeyOf(notice.recipientId, notice.senderId);
    byPair.set(pairKey, [...(byPair.get(pairKey) ?? []), notice]);
  }
  const pairKeys = [...byPair.keys()];
  const demoIdOf = (pairKey: string) => stableUuid(`demo:conversation:${pairKey}`);
  const lastOf = (list: DemoMessageNotice[]) =>
    new Date(Math.max(...list.map((notice) => notice.createdAt.getTime())));

  const created = await db
    .insert(conversations)
    .values(
      pairKeys.map((pairKey) => {
        const lastMessageAt = lastOf(byPair.get(pairKey) ?? []);
        return { id: demoIdOf(pairKey), pairKey, createdAt: lastMessageAt, lastMessageAt };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  const existing = await db
    .select({ id: conversations.id, pairKey: conversations.pairKey })
    .from(conversations)
    .where(inArray(conversations.pairKey, pairKeys));
  const idOfPair = new Map(existing.map((row) => [row.pairKey, row.id]));

  const participantRows: (typeof conversationParticipants.$inferInsert)[] = [];
  const messageRows: (typeof messages.$inferInsert)[] = [];
  for (const [pairKey, list] of byPair) {
    const conversationId = idOfPair.get(pairKey);
    if (!conversationId) continue;
    for (const notice of list) conversationByKey.set(notice.key, conversationId);
    // Someone else's conversation of the pair gets no demo messages.
    if (conversationId !== demoIdOf(pairKey)) continue;

    const lastMessageAt = lastOf(list);
    const members = pairKey.split(':');
    for (const userId of members) {
      // Read up to just before the first message to them still unread, else everything.
      const firstUnread = list
        .filter((notice) => notice.recipientId === userId && notice.readAt === null)
        .map((notice) => notice.createdAt.getTime())
        .sort((a, b) => a - b)[0];
      const before = list.filter(
        (notice) => firstUnread === undefined || notice.createdAt.getTime() < firstUnread,
      );
      participantRows.push({
        conversationId,
        userId,
        joinedAt: new Date(Math.min(...list.map((notice) => notice.createdAt.getTime()))),
        lastReadAt: before.length === 0 ? null : lastOf(before),
        lastMessageAt,
      });
    }
    for (const notice of list) {
      const position = Number.parseInt(stableUuid(`demo:message:${notice.key}`).slice(0, 6), 16);
      messageRows.push({
        id: stableUuid(`demo:message:${notice.key}`),
        conversationId,
        senderId: notice.senderId,
        body: demoMessageBodies[position % demoMessageBodies.length] ?? demoMessageBodies[0],
        createdAt: notice.createdAt,
      });
    }
  }
  if (participantRows.length > 0) {
    await db.insert(conversationParticipants).values(participantRows).onConflictDoNothing();
  }
  const addedMessages =
    messageRows.length === 0
      ? []
      : await db
          .insert(messages)
          .values(messageRows)
          .onConflictDoNothing()
          .returning({ id: messages.id });
  return { conversationByKey, conversations: created.length, messages: addedMessages.length };
}
