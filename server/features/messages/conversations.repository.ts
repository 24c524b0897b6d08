import { and, eq, getTableName, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authUsers,
  conversationParticipants,
  conversations,
  messages,
  profiles,
} from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import { blockedBetweenSql } from '../blocks/blocks.repository';
import { conversationVisibleTo } from './messages.policy';

const participants = conversationParticipants;

/** The participant's user id, qualified (Drizzle leaves columns bare inside some subqueries). */
const qualifiedParticipantUser = sql`${sql.identifier(getTableName(participants))}.${sql.identifier(participants.userId.name)}`;

/** The pair key of the two-person conversation between two members (order does not matter). */
export function pairKeyOf(memberA: string, memberB: string): string {
  return memberA < memberB ? `${memberA}:${memberB}` : `${memberB}:${memberA}`;
}

/** One conversation as the viewer's participant row sees it. */
export interface ConversationEntryRow {
  conversationId: string;
  lastMessageAt: Date;
  /** `last_message_at` with microseconds: the exact key of the next page. */
  keyLastMessageAt: string;
  unreadCount: number;
}

/**
 * Live messages of others (an erased member's, sender null, included) after the viewer's
 * `last_read_at`, for the participant row of the current query (the viewer's own).
 */
const unreadInConversation = (viewerId: string) => sql<number>`(
  select count(*)::int from ${messages} as unread
  where unread.conversation_id = ${sql.identifier('conversation_participants')}.conversation_id
    and unread.deleted_at is null
    and unread.sender_id is distinct from ${viewerId}
    and unread.created_at > coalesce(${sql.identifier('conversation_participants')}.last_read_at, '-infinity'::timestamptz))`;

const entryColumns = (viewerId: string) => ({
  conversationId: participants.conversationId,
  lastMessageAt: participants.lastMessageAt,
  keyLastMessageAt: cursorTimestamp(participants.lastMessageAt),
  unreadCount: unreadInConversation(viewerId),
});

/**
 * The viewer's conversations, newest activity first, after `after` (keyset on
 * last_message_at, conversation id through `conversation_participants_user_activity_idx`).
 */
export async function listConversationEntries(
  db: Executor,
  viewerId: string,
  after: CursorKey | null,
  limit: number,
): Promise<ConversationEntryRow[]> {
  const rows = await db
    .select(entryColumns(viewerId))
    .from(participants)
    .where(
      and(
        eq(participants.userId, viewerId),
        conversationVisibleTo(viewerId, participants.conversationId),
        after
          ? sql`(${participants.lastMessageAt}, ${participants.conversationId}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    // `nulls last` as in the index's definition, or PostgreSQL cannot read it in order.
    .orderBy(
      sql`${participants.lastMessageAt} desc nulls last`,
      sql`${participants.conversationId} desc nulls last`,
    )
    .limit(limit);
  return rows.map((row) => ({ ...row, unreadCount: Number(row.unreadCount) }));
}

/** One conversation of the viewer; null when it does not exist or they are not in it. */
export async function findConversationEntry(
  db: Executor,
  viewerId: string,
  conversationId: string,
): Promise<ConversationEntryRow | null> {
  const [row] = await db
    .select(entryColumns(viewerId))
    .from(participants)
    .where(
      and(
        eq(participants.conversationId, conversationId),
        eq(participants.userId, viewerId),
        conversationVisibleTo(viewerId, participants.conversationId),
      ),
    );
  return row ? { ...row, unreadCount: Number(row.unreadCount) } : null;
}

/** The id of the viewer's two-person conversation with `memberId`, if they have one. */
export async function findPairConversationId(
  db: Executor,
  viewerId: string,
  memberId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.pairKey, pairKeyOf(viewerId, memberId)),
        conversationVisibleTo(viewerId, conversations.id),
      ),
    );
  return row?.id ?? null;
}

/** Another participant of a conversation, with what the viewer may see of them. */
export interface OtherParticipantRow {
  conversationId: string;
  id: string;
  username: string;
  avatarUrl: string | null;
  lastReadAt: Date | null;
  /** Their account is neither suspended nor deleted. */
  isActive: boolean;
  /** A block stands between them and the viewer, either way. */
  isBlocked: boolean;
}

/** The participants other than the viewer of the given conversations, earliest joined first. */
export async function listOtherParticipants(
  db: Executor,
  viewerId: string,
  conversationIds: string[],
  now: Date,
): Promise<OtherParticipantRow[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .select({
      conversationId: participants.conversationId,
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      lastReadAt: participants.lastReadAt,
      isActive: sql<boolean>`(${authUsers.deletedAt} is null and (${authUsers.bannedUntil} is null or ${authUsers.bannedUntil} <= ${now.toISOString()}::timestamptz))`,
      isBlocked: blockedBetweenSql(sql`${viewerId}::uuid`, qualifiedParticipantUser),
    })
    .from(participants)
    .innerJoin(profiles, eq(profiles.id, participants.userId))
    .leftJoin(authUsers, eq(authUsers.id, participants.userId))
    .where(
      and(inArray(participants.conversationId, conversationIds), ne(participants.userId, viewerId)),
    )
    .orderBy(participants.joinedAt, participants.userId);
  return rows.map((row) => ({
    ...row,
    isActive: Boolean(row.isActive),
    isBlocked: Boolean(row.isBlocked),
  }));
}

/** Every participant's id (the members a change in the conversation is published to). */
export async function listParticipantIds(db: Executor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(eq(participants.conversationId, conversationId));
  return rows.map((row) => row.userId);
}

/**
 * The two-person conversation of `pairKey`, made with `memberIds` as participants when there is
 * none. Two transactions creating the same pair at once meet on the unique pair key: the second
 * waits for the first and then reads its conversation.
 */
export async function findOrCreatePairConversation(
  db: Executor,
  pairKey: string,
  memberIds: string[],
): Promise<{ conversationId: string; isNew: boolean }> {
  const [created] = await db
    .insert(conversations)
    .values({ pairKey })
    .onConflictDoNothing({ target: conversations.pairKey })
    .returning({ id: conversations.id });
  if (created) {
    await db
      .insert(participants)
      .values(memberIds.map((userId) => ({ conversationId: created.id, userId })));
    return { conversationId: created.id, isNew: true };
  }
  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.pairKey, pairKey));
  if (!existing) throw new Error(`conversation of pair ${pairKey} vanished`);
  return { conversationId: existing.id, isNew: false };
}

/**
 * Moves the conversation's activity (and every participant's copy of it) to the transaction's
 * `now()`: exactly the `created_at` of a message inserted in the same transaction.
 */
export async function touchConversation(db: Executor, conversationId: string): Promise<void> {
  await db
    .update(conversations)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
  await db
    .update(participants)
    .set({ lastMessageAt: sql`now()` })
    .where(eq(participants.conversationId, conversationId));
}

/**
 * Moves the member's read mark to the transaction's `now()` (never backwards); the new mark, or
 * null when they are not in the conversation.
 */
export async function markReadNow(
  db: Executor,
  userId: string,
  conversationId: string,
): Promise<Date | null> {
  const [row] = await db
    .update(participants)
    .set({
      lastReadAt: sql`greatest(coalesce(${participants.lastReadAt}, '-infinity'::timestamptz), now())`,
    })
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)))
    .returning({ lastReadAt: participants.lastReadAt });
  return row?.lastReadAt ?? null;
}

/**
 * The viewer's unread messages over all their conversations: others' live messages after their
 * read mark, counted only in conversations with activity since that mark.
 */
export async function countUnreadMessages(db: Executor, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${unreadInConversation(viewerId)}), 0)::int` })
    .from(participants)
    .where(
      and(
        eq(participants.userId, viewerId),
        sql`${participants.lastMessageAt} > coalesce(${participants.lastReadAt}, '-infinity'::timestamptz)`,
      ),
    );
  return Number(row?.n ?? 0);
}
