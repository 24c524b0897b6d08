import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { ContentKind, ContextLine } from '../../content/content-kind';
import { excerptOf, itemNotVisible } from '../../content/item-facts';
import type { Executor } from '../../db/client';
import { messages } from '../../db/schema';
import { findVisibleMessage, markMessageDeleted } from './messages.repository';

/** The `message` content kind (issue 27). Direct messages: reported by a participant; moderators delete them. */
export const messageKind: ContentKind = {
  name: 'message',
  table: 'messages',
  authorColumn: 'sender_id',
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
        deletedAt: messages.deletedAt,
        conversationId: messages.conversationId,
      })
      .from(messages)
      .where(eq(messages.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: null,
      excerpt: row.deletedAt ? '(deleted message)' : excerptOf(row.body) || '(a photo)',
      linkPath: null,
      createdAt: row.createdAt,
      contextLabel: 'Direct message',
      deleted: row.deletedAt !== null,
      conversationId: row.conversationId,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    const row = await findVisibleMessage(db, viewerId, id);
    if (!row || row.deletedAt) throw itemNotVisible();
  },
  async remove(tx, id) {
    return (await markMessageDeleted(tx, id)) !== null;
  },
  async contextAround(db, item) {
    const [row] = await db
      .select({ conversationId: messages.conversationId })
      .from(messages)
      .where(eq(messages.id, item.id))
      .limit(1);
    return row ? conversationAround(db, row.conversationId, item) : [];
  },
};

/** How many messages either side of a reported message the queue shows. */
const CONVERSATION_CONTEXT = 3;

/**
 * A few messages either side of a reported message in its conversation, oldest first (for the
 * queue's context of reported messages only).
 */
async function conversationAround(
  db: Executor,
  conversationId: string,
  message: { id: string; createdAt: Date },
): Promise<ContextLine[]> {
  const columns = {
    id: messages.id,
    senderId: messages.senderId,
    body: messages.body,
    createdAt: messages.createdAt,
    deletedAt: messages.deletedAt,
  };
  const before = await db
    .select(columns)
    .from(messages)
    .where(
      and(eq(messages.conversationId, conversationId), lt(messages.createdAt, message.createdAt)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CONVERSATION_CONTEXT);
  const fromIt = await db
    .select(columns)
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        sql`(${messages.createdAt} > ${message.createdAt.toISOString()}::timestamptz or ${messages.id} = ${message.id}::uuid)`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(CONVERSATION_CONTEXT + 1);
  return [...before.reverse(), ...fromIt].map((row) => ({
    id: row.id,
    authorId: row.senderId,
    body: row.body,
    createdAt: row.createdAt,
    deleted: row.deletedAt !== null,
  }));
}
