import { and, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ReportItemKind } from '../../../common/features/moderation/reports.contract';
import type { Executor } from '../../db/client';
import {
  authUsers,
  hiddenItems,
  profiles,
  reports,
  type HiddenItemRow,
  type ReportRow,
} from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';

/** Locks the reporter's profile row: their reports are counted and written one at a time. */
export async function lockReporter(tx: Executor, reporterId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, reporterId))
    .for('update')
    .limit(1);
  return rows.length > 0;
}

/** The reporter's reports since `since`, oldest first (their times, for the daily limit). */
export async function listReportTimesSince(
  db: Executor,
  reporterId: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: reports.createdAt })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        sql`${reports.createdAt} > ${since.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(reports.createdAt);
  return rows.map((row) => row.createdAt);
}

/** The member's open report of the item, if any. */
export async function findOpenReport(
  db: Executor,
  reporterId: string,
  kind: ReportItemKind,
  itemId: string,
): Promise<ReportRow | null> {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.itemKind, kind),
        eq(reports.itemId, itemId),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertReport(
  db: Executor,
  values: typeof reports.$inferInsert,
): Promise<ReportRow | null> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** How many different members have an open report of the item. */
export async function countOpenReporters(
  db: Executor,
  kind: ReportItemKind,
  itemId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(distinct ${reports.reporterId})::int` })
    .from(reports)
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, itemId), eq(reports.status, 'open')));
  return row?.count ?? 0;
}

/** The members with an open report of the item (each once). */
export async function listOpenReporterIds(
  db: Executor,
  kind: ReportItemKind,
  itemId: string,
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ reporterId: reports.reporterId })
    .from(reports)
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, itemId), eq(reports.status, 'open')));
  // An erased reporter's report (reporter null) weighs nothing.
  return rows.flatMap((row) => (row.reporterId ? [row.reporterId] : []));
}

/**
 * Serializes the reports of one item until the transaction ends: the next report's weighing
 * waits, then sees this one committed.
 */
export async function lockReportedItem(
  tx: Executor,
  kind: ReportItemKind,
  itemId: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`report:${kind}:${itemId}`}))`);
}

/** The item's hold, if it is hidden. */
export async function findHiddenItem(
  db: Executor,
  kind: ReportItemKind,
  itemId: string,
  forUpdate = false,
): Promise<HiddenItemRow | null> {
  const query = db
    .select()
    .from(hiddenItems)
    .where(and(eq(hiddenItems.itemKind, kind), eq(hiddenItems.itemId, itemId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Hides an item unless it already is; returns whether a hold was written. */
export async function insertHiddenItem(
  db: Executor,
  values: typeof hiddenItems.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(hiddenItems)
    .values(values)
    .onConflictDoNothing()
    .returning({ itemId: hiddenItems.itemId });
  return rows.length > 0;
}

/** Makes the item's hold a moderator's (hiding it when it is not hidden yet). */
export async function upsertModeratorHold(
  db: Executor,
  values: {
    itemKind: ReportItemKind;
    itemId: string;
    itemAuthorId: string | null;
    hiddenBy: string;
    reason: string;
    at: Date;
  },
): Promise<void> {
  await db
    .insert(hiddenItems)
    .values({ ...values, cause: 'moderator', hiddenAt: values.at })
    .onConflictDoUpdate({
      target: [hiddenItems.itemKind, hiddenItems.itemId],
      set: {
        cause: 'moderator',
        hiddenBy: values.hiddenBy,
        reason: values.reason,
        hiddenAt: values.at,
      },
    });
}

/** Removes the item's hold (only one of `cause` when given); returns whether there was one. */
export async function deleteHiddenItem(
  db: Executor,
  kind: ReportItemKind,
  itemId: string,
  cause?: 'reports' | 'moderator',
): Promise<boolean> {
  const rows = await db
    .delete(hiddenItems)
    .where(
      and(
        eq(hiddenItems.itemKind, kind),
        eq(hiddenItems.itemId, itemId),
        cause ? eq(hiddenItems.cause, cause) : undefined,
      ),
    )
    .returning({ itemId: hiddenItems.itemId });
  return rows.length > 0;
}

/** The item's open reports, locked for the decision (a second decision waits, then finds none). */
export async function lockOpenReports(
  tx: Executor,
  kind: ReportItemKind,
  itemId: string,
): Promise<ReportRow[]> {
  return tx
    .select()
    .from(reports)
    .where(and(eq(reports.itemKind, kind), eq(reports.itemId, itemId), eq(reports.status, 'open')))
    .orderBy(reports.createdAt)
    .for('update');
}

/** Closes the reports with the decision. */
export async function closeReports(
  tx: Executor,
  ids: string[],
  decision: { decision: NonNullable<ReportRow['decision']>; reason: string; by: string; at: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(reports)
    .set({
      status: 'closed',
      decision: decision.decision,
      decisionReason: decision.reason,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(inArray(reports.id, ids), eq(reports.status, 'open')));
}

export type ReportPageRow = ReportRow & { cursorCreatedAt: string };

/** The member's reports, newest first, after the cursor. */
export async function listReporterReports(
  db: Executor,
  reporterId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<ReportPageRow[]> {
  const after = cursor
    ? sql`(${reports.createdAt}, ${reports.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ report: reports, cursorCreatedAt: cursorTimestamp(reports.createdAt) })
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), after))
    .orderBy(desc(reports.createdAt), desc(reports.id))
    .limit(limit);
  return rows.map((row) => ({ ...row.report, cursorCreatedAt: row.cursorCreatedAt }));
}

/** One queue group: an item with open reports. */
export interface QueueGroupRow {
  itemKind: ReportItemKind;
  itemId: string;
  reportCount: number;
  firstReportedAt: string;
  lastReportedAt: string;
}

/** Where a queue page starts: the previous page's last group's sort values. */
export interface QueueCursor {
  count: number;
  last: string;
  kind: string;
  id: string;
}

/**
 * A page of items with open reports: `newest` by latest report, `most_reported` by the number of
 * open reports (then latest report); keyset on the sort values, kind and id, all descending.
 */
export async function listQueueGroups(
  db: Executor,
  options: {
    sort: 'newest' | 'most_reported';
    kind: ReportItemKind | undefined;
    cursor: QueueCursor | undefined;
    limit: number;
  },
): Promise<QueueGroupRow[]> {
  const last = sql`max(${reports.createdAt})`;
  const count = sql`count(*)::int`;
  const { cursor } = options;
  let having: SQL | undefined;
  if (cursor) {
    having =
      options.sort === 'newest'
        ? sql`(${last}, ${reports.itemKind}, ${reports.itemId}) < (${cursor.last}::timestamptz, ${cursor.kind}, ${cursor.id}::uuid)`
        : sql`(${count}, ${last}, ${reports.itemKind}, ${reports.itemId}) < (${cursor.count}, ${cursor.last}::timestamptz, ${cursor.kind}, ${cursor.id}::uuid)`;
  }
  const order =
    options.sort === 'newest'
      ? [sql`${last} desc`, sql`${reports.itemKind} desc`, sql`${reports.itemId} desc`]
      : [
          sql`${count} desc`,
          sql`${last} desc`,
          sql`${reports.itemKind} desc`,
          sql`${reports.itemId} desc`,
        ];
  const rows = await db
    .select({
      itemKind: reports.itemKind,
      itemId: reports.itemId,
      reportCount: sql<number>`count(*)::int`,
      firstReportedAt: sql<string>`to_char(min(${reports.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      lastReportedAt: sql<string>`to_char(max(${reports.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(reports)
    .where(
      and(
        eq(reports.status, 'open'),
        options.kind ? eq(reports.itemKind, options.kind) : undefined,
      ),
    )
    .groupBy(reports.itemKind, reports.itemId)
    .having(having)
    .orderBy(...order)
    .limit(options.limit);
  return rows;
}

/** An open report with its reporter. */
export interface OpenReportRow {
  id: string;
  /** Null once the reporter's account is erased. */
  reporterId: string | null;
  reporterUsername: string | null;
  reporterAvatarUrl: string | null;
  reason: ReportRow['reason'];
  note: string | null;
  createdAt: Date;
}

/** A reported item: its kind and id. */
export interface ReportedItemKey {
  itemKind: ReportItemKind;
  itemId: string;
}

/** The key of `items`' maps below. */
export const reportedItemKey = (item: ReportedItemKey) => `${item.itemKind}:${item.itemId}`;

/** `(item_kind, item_id)` is one of `items`. */
function isOneOf(
  columns: { itemKind: AnyColumn; itemId: AnyColumn },
  items: readonly ReportedItemKey[],
): SQL {
  return or(
    ...items.map((item) =>
      and(eq(columns.itemKind, item.itemKind), eq(columns.itemId, item.itemId)),
    ),
  )!;
}

/** The open reports of each of `items` (one query for a whole queue page), newest first. */
export async function listOpenReportsOfItems(
  db: Executor,
  items: readonly ReportedItemKey[],
): Promise<Map<string, OpenReportRow[]>> {
  const byItem = new Map<string, OpenReportRow[]>();
  if (items.length === 0) return byItem;
  const rows = await db
    .select({
      itemKind: reports.itemKind,
      itemId: reports.itemId,
      id: reports.id,
      reporterId: reports.reporterId,
      reporterUsername: profiles.username,
      reporterAvatarUrl: profiles.avatarUrl,
      reason: reports.reason,
      note: reports.note,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .leftJoin(profiles, eq(profiles.id, reports.reporterId))
    .where(and(isOneOf(reports, items), eq(reports.status, 'open')))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  for (const { itemKind, itemId, ...report } of rows) {
    const key = reportedItemKey({ itemKind, itemId });
    byItem.set(key, [...(byItem.get(key) ?? []), report]);
  }
  return byItem;
}

/** The holds of those of `items` that are hidden. */
export async function findHiddenItems(
  db: Executor,
  items: readonly ReportedItemKey[],
): Promise<Map<string, HiddenItemRow>> {
  if (items.length === 0) return new Map();
  const rows = await db.select().from(hiddenItems).where(isOneOf(hiddenItems, items));
  return new Map(rows.map((row) => [reportedItemKey(row), row]));
}

/** An author as the queue shows them. */
export interface QueueAuthorRow {
  id: string;
  username: string;
  avatarUrl: string | null;
  createdAt: Date;
  isAdmin: boolean;
  isModerator: boolean;
  bannedUntil: Date | null;
}

/** The queue's authors by id (one query for a whole page). */
export async function findQueueAuthors(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, QueueAuthorRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      createdAt: profiles.createdAt,
      isAdmin: profiles.isAdmin,
      isModerator: profiles.isModerator,
      bannedUntil: authUsers.bannedUntil,
    })
    .from(profiles)
    .leftJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(inArray(profiles.id, [...userIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** An author's earlier decisions: closed reports, and decided items by decision. */
export interface AuthorDecisions {
  closedReports: number;
  byDecision: Map<string, number>;
}

/**
 * Each author's earlier decided items by decision (each item counted once per decision), for
 * every author of a queue page in one query; an author with none is absent.
 */
export async function countDecisionsByAuthor(
  db: Executor,
  authorIds: readonly string[],
): Promise<Map<string, AuthorDecisions>> {
  const byAuthor = new Map<string, AuthorDecisions>();
  if (authorIds.length === 0) return byAuthor;
  const rows = await db
    .select({
      authorId: reports.itemAuthorId,
      decision: reports.decision,
      items: sql<number>`count(distinct (${reports.itemKind}, ${reports.itemId}))::int`,
      reports: sql<number>`count(*)::int`,
    })
    .from(reports)
    .where(and(inArray(reports.itemAuthorId, [...authorIds]), eq(reports.status, 'closed')))
    .groupBy(reports.itemAuthorId, reports.decision);
  for (const row of rows) {
    if (!row.authorId) continue;
    const decisions = byAuthor.get(row.authorId) ?? { closedReports: 0, byDecision: new Map() };
    decisions.closedReports += row.reports;
    if (row.decision) decisions.byDecision.set(row.decision, row.items);
    byAuthor.set(row.authorId, decisions);
  }
  return byAuthor;
}

/** Open reports and the items they are about, for the staff badge. */
export async function countOpen(db: Executor): Promise<{ openItems: number; openReports: number }> {
  const [row] = await db
    .select({
      openReports: sql<number>`count(*)::int`,
      openItems: sql<number>`count(distinct (${reports.itemKind}, ${reports.itemId}))::int`,
    })
    .from(reports)
    .where(eq(reports.status, 'open'));
  return { openItems: row?.openItems ?? 0, openReports: row?.openReports ?? 0 };
}
