import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A private conversation between members (issue 12). Who is in it lives in
 * `conversation_participants`, so nothing here limits it to two people. `pair_key` marks a
 * two-person conversation started through the API ("smallerId:largerId"): its unique index is
 * what keeps one conversation per pair, even when both members write first at the same moment.
 * Other kinds of conversation (groups, later) leave it null.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pairKey: text('pair_key'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the newest message was sent (a deleted message keeps its moment). */
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('conversations_pair_key').on(table.pairKey)],
);

/**
 * A member in a conversation. `last_read_at` is how far they have read (null: nothing yet);
 * `last_message_at` copies the conversation's, so a member's conversations are read newest
 * activity first straight from `conversation_participants_user_activity_idx` (keyset pages).
 */
export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull().defaultNow(),
    lastReadAt: at('last_read_at'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_participants_user_activity_idx').on(
      table.userId,
      table.lastMessageAt.desc(),
      table.conversationId.desc(),
    ),
  ],
);

/**
 * A message in a conversation; a deleted one keeps its row and place (`deleted_at`, no body).
 * An erased sender's messages keep theirs too, without the sender (`sender_id` null).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /**
     * Null once the sender's account is erased (issue 27): the message stays for the other
     * participants, shown as from 'Deleted member'.
     */
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    body: text('body'),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    // A conversation's messages newest first (keyset on created_at, id).
    index('messages_conversation_created_idx').on(
      table.conversationId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    // Unread counts: live messages after a moment, with their sender (index-only).
    index('messages_conversation_live_idx')
      .on(table.conversationId, table.createdAt, table.senderId)
      .where(sql`${table.deletedAt} is null`),
    check(
      'messages_body_or_deleted',
      sql`(${table.deletedAt} is null) = (${table.body} is not null)`,
    ),
  ],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ConversationParticipantRow = typeof conversationParticipants.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
