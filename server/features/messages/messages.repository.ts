import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { messages, type MessageRow } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { conversationVisibleTo } from './messages.policy';

/** Issue 15: whether a moderator's hold keeps the message from the viewer (not its sender, not staff). */
function hiddenFromViewer(viewerId: string): SQL<boolean> {
  return sql<boolean>`not ${isNotHiddenFrom('message', sql`${messages.id}`, sql`${messages.senderId}`, viewerId)}`;
}

/** A hidden message reaches the other participants as a removed one: no text, no photos. */
function maskedIfHidden(row: MessageRow, hidden: boolean): MessageRow {
  return hidden ? { ...row, body: null, deletedAt: row.deletedAt ?? row.createdAt } : row;
}

/** A message with its `created_at` to the microsecond (the exact key of the next page). */
export interface MessageWithKeyRow {
  message: MessageRow;
  keyCreatedAt: string;
}

/** Adds a message (its `created_at` is the transaction's `now()`). */
export async function insertMessage(
  db: Executor,
  values: { conversationId: string; senderId: string; body: string },
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

/**
 * A page of a conversation's messages, newest first, after `after` (keyset on created_at, id);
 * empty when the viewer is not in the conversation.
 */
export async function listConversationMessages(
  db: Executor,
  viewerId: string,
  conversationId: string,
  after: CursorKey | null,
  limit: number,
): Promise<MessageWithKeyRow[]> {
  const rows = await db
    .select({
      message: messages,
      keyCreatedAt: cursorTimestamp(messages.createdAt),
      hidden: hiddenFromViewer(viewerId),
    })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        conversationVisibleTo(viewerId, messages.conversationId),
        after
          ? sql`(${messages.createdAt}, ${messages.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    // `nulls last` as in the index's definition, or PostgreSQL cannot read it in order.
    .orderBy(sql`${messages.createdAt} desc nulls last`, sql`${messages.id} desc nulls last`)
    .limit(limit);
  return rows.map(({ message, keyCreatedAt, hidden }) => ({
    message: maskedIfHidden(message, hidden),
    keyCreatedAt,
  }));
}

/** The newest message of each of the viewer's conversations given (deleted ones included). */
export async function listLastMessages(
  db: Executor,
  viewerId: string,
  conversationIds: string[],
): Promise<MessageRow[]> {
  if (conversationIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([messages.conversationId], {
      message: messages,
      hidden: hiddenFromViewer(viewerId),
    })
    .from(messages)
    .where(
      and(
        inArray(messages.conversationId, conversationIds),
        conversationVisibleTo(viewerId, messages.conversationId),
      ),
    )
    .orderBy(
      messages.conversationId,
      sql`${messages.createdAt} desc nulls last`,
      sql`${messages.id} desc nulls last`,
    );
  return rows.map(({ message, hidden }) => maskedIfHidden(message, hidden));
}

/** A message the viewer may see (one of a conversation they are in); null otherwise. */
export async function findVisibleMessage(
  db: Executor,
  viewerId: string,
  messageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(messages)
    .where(
      and(eq(messages.id, messageId), conversationVisibleTo(viewerId, messages.conversationId)),
    );
  return row ?? null;
}

/**
 * Deletes a message's text and stamps `deleted_at` (the row keeps its place); null when it was
 * already deleted.
 */
export async function markMessageDeleted(
  db: Executor,
  messageId: string,
): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set({ body: null, deletedAt: sql`now()` })
    .where(and(eq(messages.id, messageId), sql`${messages.deletedAt} is null`))
    .returning();
  return row ?? null;
}
