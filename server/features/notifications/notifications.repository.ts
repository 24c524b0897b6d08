import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, profiles, type NotificationRow } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';

/** A notification with its actor's public columns (null when the actor is gone). */
export interface NotificationWithActorRow {
  notification: NotificationRow;
  actor: { id: string; username: string; avatarUrl: string | null } | null;
  /** `created_at` with microseconds, the exact key of the next page. */
  keyCreatedAt: string;
}

/** The columns a new notification needs. */
export type NewNotification = Pick<NotificationRow, 'userId' | 'actorId' | 'type' | 'entityId'> & {
  /** Text written for this notification (issue 15: a moderator's warning, an outcome). */
  body?: string | null;
};

/**
 * Inserts a notification; a like or follow already notified (the unique index per recipient,
 * actor, type and post) and a conversation that already has an unread 'message' notification
 * for the recipient are skipped. Returns the new row's id, or null when nothing was written.
 */
export async function insertNotification(
  db: Executor,
  values: NewNotification,
): Promise<string | null> {
  const [row] = await db
    .insert(notifications)
    .values(values)
    // Only the like/follow index and the one-unread-message-per-conversation index can conflict
    // (ids are random).
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return row?.id ?? null;
}

/** Rows per INSERT of {@link insertNotifications}: far below a statement's 65,535 parameters. */
const INSERT_BATCH = 1000;

/**
 * Inserts many notifications, a statement per {@link INSERT_BATCH}; those that conflict with
 * one already there (see {@link insertNotification}) are skipped. Returns the rows written.
 */
export async function insertNotifications(
  db: Executor,
  values: readonly NewNotification[],
): Promise<{ id: string; userId: string }[]> {
  const written: { id: string; userId: string }[] = [];
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    const rows = await db
      .insert(notifications)
      .values(values.slice(start, start + INSERT_BATCH))
      .onConflictDoNothing()
      .returning({ id: notifications.id, userId: notifications.userId });
    written.push(...rows);
  }
  return written;
}

const withActor = {
  notification: notifications,
  actor: { id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl },
  keyCreatedAt: cursorTimestamp(notifications.createdAt),
};

/** The member's notifications newest first, with actors, after `after` (keyset), read or not. */
export async function listNotifications(
  db: Executor,
  userId: string,
  options: { isUnreadOnly: boolean; after: CursorKey | null; limit: number },
): Promise<NotificationWithActorRow[]> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (options.isUnreadOnly) conditions.push(isNull(notifications.readAt));
  if (options.after) {
    conditions.push(
      sql`(${notifications.createdAt}, ${notifications.id}) < (${options.after.createdAt}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  const rows = await db
    .select(withActor)
    .from(notifications)
    .leftJoin(profiles, eq(profiles.id, notifications.actorId))
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit);
  return rows;
}

/** How many unread notifications the member has (the partial unread index). */
export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one unread notification of the member read now; its new `read_at`, or null if none. */
export async function markUnreadAsRead(
  db: Executor,
  userId: string,
  id: string,
): Promise<Date | null> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning({ readAt: notifications.readAt });
  return row?.readAt ?? null;
}

/** When the member's notification `id` was read (null if unread); undefined when not theirs. */
export async function findReadAt(
  db: Executor,
  userId: string,
  id: string,
): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? row.readAt : undefined;
}

/** Marks every unread notification of the member read now; how many there were. */
export async function markAllAsRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks read now the member's unread notifications of one type about one item; how many. */
export async function markEntityAsRead(
  db: Executor,
  userId: string,
  type: NotificationRow['type'],
  entityId: string,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.type, type),
        eq(notifications.entityId, entityId),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * The member's notifications of one type written between `start` (inclusive) and `end`
 * (exclusive), oldest first, at most `limit`: what a day's activity summary shows of them (the
 * evening digests of a trip).
 */
export async function listNotificationsOfTypeBetween(
  db: Executor,
  options: {
    userId: string;
    type: NotificationRow['type'];
    start: string;
    end: string;
    limit: number;
  },
): Promise<{ id: string; entityId: string | null; body: string | null; createdAt: Date }[]> {
  return db
    .select({
      id: notifications.id,
      entityId: notifications.entityId,
      body: notifications.body,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, options.userId),
        eq(notifications.type, options.type),
        sql`${notifications.createdAt} >= ${options.start}::timestamptz`,
        sql`${notifications.createdAt} < ${options.end}::timestamptz`,
      ),
    )
    .orderBy(notifications.createdAt, notifications.id)
    .limit(options.limit);
}
