import { and, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import type { TipCategory, TipSort } from '../../../common/features/tips/tip-limits';
import type { Executor } from '../../db/client';
import { profiles, tipHelpfulVotes, tips } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';
import type { TipListKey } from './tip-cursor';

/** A tip with its author and the viewer's vote, and its cursor part. */
export interface TipRow {
  id: string;
  authorId: string;
  category: TipCategory;
  park: string | null;
  body: string;
  helpfulCount: number;
  createdAt: Date;
  updatedAt: Date;
  authorUsername: string;
  authorAvatarUrl: string | null;
  votedHelpful: boolean;
  keyCreatedAt: string;
}

/**
 * Live tips the viewer may see: not deleted, no block between author and viewer, and not hidden
 * by moderation (issue 15: a hidden tip only for its author and staff); a suspended member's
 * tips only for staff (issue 26).
 */
export function tipVisibleTo(viewerId: string | null): SQL {
  return and(
    isNull(tips.deletedAt),
    notBlockedBetween(viewerId, sql`${tips.authorId}`),
    isNotHiddenFrom('tip', sql`${tips.id}`, sql`${tips.authorId}`, viewerId),
    authorNotSuspendedFor(sql`${tips.authorId}`, viewerId),
  )!;
}

function selectTips(db: Executor, viewerId: string | null) {
  return db
    .select({
      id: tips.id,
      authorId: tips.authorId,
      category: tips.category,
      park: tips.park,
      body: tips.body,
      helpfulCount: tips.helpfulCount,
      createdAt: tips.createdAt,
      updatedAt: tips.updatedAt,
      authorUsername: profiles.username,
      authorAvatarUrl: profiles.avatarUrl,
      votedHelpful: sql<boolean>`exists (select 1 from tip_helpful_votes tv
        where tv.tip_id = ${tips.id} and tv.user_id = ${viewerId}::uuid)`,
      keyCreatedAt: cursorTimestamp(tips.createdAt),
    })
    .from(tips)
    .innerJoin(profiles, eq(profiles.id, tips.authorId));
}

function normalize(row: TipRow): TipRow {
  return { ...row, votedHelpful: Boolean(row.votedHelpful) };
}

/** A live tip the viewer may see, or undefined. */
export async function findVisibleTip(
  db: Executor,
  viewerId: string | null,
  tipId: string,
): Promise<TipRow | undefined> {
  const [row] = await selectTips(db, viewerId)
    .where(and(eq(tips.id, tipId), tipVisibleTo(viewerId)))
    .limit(1);
  return row ? normalize(row) : undefined;
}

/** The keyset condition after `key`: (helpful_count,) created_at, id, all descending. */
function afterKey(key: TipListKey): SQL {
  const tail = sql`(${tips.createdAt}, ${tips.id}) < (${key.createdAt}::timestamptz, ${key.id}::uuid)`;
  if (key.sort === 'new') return tail;
  return sql`(${tips.helpfulCount} < ${key.value} or (${tips.helpfulCount} = ${key.value} and ${tail}))`;
}

/**
 * A page of the tips the viewer may see in `sort` order (`top_week`: written since `since`),
 * filtered by category and park; `limit` rows at most.
 */
export async function listTips(
  db: Executor,
  input: {
    viewerId: string | null;
    sort: TipSort;
    since: Date;
    category?: TipCategory;
    park?: string;
    cursor?: TipListKey;
    limit: number;
  },
): Promise<TipRow[]> {
  const conditions: SQL[] = [tipVisibleTo(input.viewerId)];
  if (input.category) conditions.push(eq(tips.category, input.category));
  if (input.park) conditions.push(eq(tips.park, input.park));
  if (input.sort === 'top_week') conditions.push(gte(tips.createdAt, input.since));
  if (input.cursor) conditions.push(afterKey(input.cursor));
  const tail = [desc(tips.createdAt), desc(tips.id)];
  const rows = await selectTips(db, input.viewerId)
    .where(and(...conditions))
    .orderBy(...(input.sort === 'new' ? tail : [desc(tips.helpfulCount), ...tail]))
    .limit(input.limit);
  return rows.map(normalize);
}

/** The tip's row (deleted ones included), unlocked. */
export async function findTipRow(db: Executor, tipId: string) {
  const [row] = await db.select().from(tips).where(eq(tips.id, tipId)).limit(1);
  return row;
}

/** The tip's row under a row lock (votes, edits and deletion of one tip take turns). */
export async function lockTip(tx: Executor, tipId: string) {
  const [row] = await tx.select().from(tips).where(eq(tips.id, tipId)).for('update').limit(1);
  return row;
}

export async function insertTip(db: Executor, values: typeof tips.$inferInsert) {
  const [row] = await db.insert(tips).values(values).returning({ id: tips.id });
  return row!;
}

export async function updateTipRow(
  db: Executor,
  tipId: string,
  values: Partial<typeof tips.$inferInsert>,
): Promise<void> {
  await db.update(tips).set(values).where(eq(tips.id, tipId));
}

/** Adds the member's helpful vote; whether it is new. */
export async function insertHelpfulVote(
  tx: Executor,
  tipId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(tipHelpfulVotes)
    .values({ tipId, userId })
    .onConflictDoNothing()
    .returning({ userId: tipHelpfulVotes.userId });
  return rows.length > 0;
}

/** Removes the member's helpful vote; whether there was one. */
export async function deleteHelpfulVote(
  tx: Executor,
  tipId: string,
  userId: string,
): Promise<boolean> {
  const rows = await tx
    .delete(tipHelpfulVotes)
    .where(and(eq(tipHelpfulVotes.tipId, tipId), eq(tipHelpfulVotes.userId, userId)))
    .returning({ userId: tipHelpfulVotes.userId });
  return rows.length > 0;
}

/** Moves the tip's helpful count by `by`; the count after it. */
export async function shiftHelpfulCount(tx: Executor, tipId: string, by: number): Promise<number> {
  const [row] = await tx
    .update(tips)
    .set({ helpfulCount: sql`${tips.helpfulCount} + ${by}::integer` })
    .where(eq(tips.id, tipId))
    .returning({ helpfulCount: tips.helpfulCount });
  return row?.helpfulCount ?? 0;
}

/**
 * Takes a member's helpful votes out of the tips' counts before their account goes (the
 * cascade would remove the rows and leave the counts behind). Run it in the deletion's
 * transaction.
 */
export async function withdrawTipHelpfulVotesOf(tx: Executor, userId: string): Promise<void> {
  const removed = await tx
    .delete(tipHelpfulVotes)
    .where(eq(tipHelpfulVotes.userId, userId))
    .returning({ tipId: tipHelpfulVotes.tipId });
  const ids = [...new Set(removed.map((row) => row.tipId))].sort();
  for (const id of ids) await shiftHelpfulCount(tx, id, -1);
}
