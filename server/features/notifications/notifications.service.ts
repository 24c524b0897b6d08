import type {
  NotificationPage,
  NotificationPageQuery,
  NotificationRead,
  NotificationsReadAll,
  UnreadCount,
  UnreadNotifications,
} from '../../../common/features/notifications/notifications.contract';
import { NOTIFICATION_NOT_FOUND_MESSAGE } from '../../../common/features/notifications/notifications.contract';
import { NOTIFICATION_LIST_LIMIT } from '../../../common/limits';
import type { Database, Executor } from '../../db/client';
import type { NotificationRow } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { decodeCursor, encodeCursor, isUuid } from '../../lib/cursor';
import { isBlockedBetween, listMembersBlockedWith } from '../blocks/blocks.repository';
import { publishNotificationsInserted, publishRealtimeEvent } from '../realtime/realtime.publisher';
import { presentNotification } from './notifications.presenter';
import {
  countUnread,
  findReadAt,
  insertNotification,
  insertNotifications,
  listNotifications,
  markAllAsRead,
  markEntityAsRead,
  markUnreadAsRead,
} from './notifications.repository';

/** Something a member did that another member hears about (spec §3 notification types). */
export interface NotificationEvent {
  /** Who is told. */
  userId: string;
  /** Who did it. */
  actorId: string;
  type: NotificationRow['type'];
  /** What it is about: the post for likes and comments; none for follows. */
  entityId: string | null;
}

/**
 * Records a notification in the caller's transaction and publishes it to the recipient's
 * sockets on commit (every process). Never for your own actions; a like or follow that was
 * undone and done again does not notify twice (a unique index per recipient, actor, type and
 * post), and a conversation has at most one unread 'message' notification per recipient (a
 * unique index too). Nothing across a block, either way (the blocked member is not told, and
 * the blocker hears nothing from them). Returns whether a row was written.
 */
export async function notify(db: Executor, event: NotificationEvent): Promise<boolean> {
  if (event.userId === event.actorId) return false;
  if (await isBlockedBetween(db, event.userId, event.actorId)) return false;
  const id = await insertNotification(db, event);
  if (!id) return false;
  await publishRealtimeEvent(db, {
    topic: 'notifications',
    userId: event.userId,
    event: 'INSERT',
    id,
    type: event.type,
  });
  return true;
}

/** One kind of notification, about one thing, for many members. */
export interface ManyNotifications {
  /** Who is told (a member listed twice is told once). */
  userIds: readonly string[];
  /** Who did it; null for the site itself. */
  actorId: string | null;
  type: NotificationRow['type'];
  entityId: string | null;
  /** Text written for these notifications (a trip reminder's). */
  body?: string | null;
}

/**
 * Records a notification for each of many members in the caller's transaction, a statement per
 * thousand, and publishes them to their sockets on commit, 90 members to a payload (an event
 * moved or cancelled tells every attendee; a reminder or a contest's results everyone
 * concerned). Applies no rule of its own: the caller has chosen who is told. Returns the
 * members told with their notification's id (one skipped by a unique index is left out).
 */
export async function recordNotifications(
  db: Executor,
  many: ManyNotifications,
): Promise<{ userId: string; id: string }[]> {
  const userIds = [...new Set(many.userIds)];
  if (userIds.length === 0) return [];
  const written = await insertNotifications(
    db,
    userIds.map((userId) => ({
      userId,
      actorId: many.actorId,
      type: many.type,
      entityId: many.entityId,
      body: many.body ?? null,
    })),
  );
  await publishNotificationsInserted(db, many.type, written);
  return written;
}

/**
 * {@link notify} for many members at once, by the same rules (never the actor, nothing across a
 * block either way) in a few statements however many are told. Returns how many were told.
 */
export async function notifyMany(
  db: Executor,
  many: ManyNotifications & { actorId: string },
): Promise<number> {
  const blocked = await listMembersBlockedWith(db, many.actorId);
  const userIds = many.userIds.filter((id) => id !== many.actorId && !blocked.has(id));
  return (await recordNotifications(db, { ...many, userIds })).length;
}

/**
 * Issue 15: a notification from the team (report outcomes, warnings, an item hidden after
 * reports) in the caller's transaction, published to the recipient's sockets on commit like any
 * other. No actor is shown (the moderator stays anonymous) and blocks do not apply; `body` is the
 * text the member reads (null: the type's own text says it all, as for a ready data archive,
 * issue 27). Returns whether a row was written.
 */
export async function notifyFromTeam(
  db: Executor,
  event: {
    userId: string;
    type: 'report_outcome' | 'moderation_warning' | 'content_hidden' | 'data_export_ready';
    entityId: string | null;
    body: string | null;
  },
): Promise<boolean> {
  const id = await insertNotification(db, {
    userId: event.userId,
    actorId: null,
    type: event.type,
    entityId: event.entityId,
    body: event.body,
  });
  if (!id) return false;
  await publishRealtimeEvent(db, {
    topic: 'notifications',
    userId: event.userId,
    event: 'INSERT',
    id,
    type: event.type,
  });
  return true;
}

/**
 * Marks read, in the caller's transaction, the member's unread notifications of `type` about
 * `entityId` (a conversation they opened clears its 'message' notification); their sockets hear
 * of it on commit. Returns how many there were.
 */
export async function markNotificationsAboutRead(
  db: Executor,
  userId: string,
  type: NotificationRow['type'],
  entityId: string,
): Promise<number> {
  const updated = await markEntityAsRead(db, userId, type, entityId);
  if (updated > 0) {
    await publishRealtimeEvent(db, {
      topic: 'notifications',
      userId,
      event: 'UPDATE',
      id: null,
      type: null,
    });
  }
  return updated;
}

/** The member's unread notifications, newest first, at most 10, each with its actor (spec §7). */
export async function listUnreadNotifications(
  db: Database,
  userId: string,
): Promise<UnreadNotifications> {
  const rows = await listNotifications(db, userId, {
    isUnreadOnly: true,
    after: null,
    limit: NOTIFICATION_LIST_LIMIT,
  });
  return { items: rows.map(presentNotification) };
}

/**
 * A page of all the member's notifications, read and unread, newest first.
 * @throws AppError 400 for a bad cursor.
 */
export async function listNotificationPage(
  db: Database,
  userId: string,
  query: NotificationPageQuery,
): Promise<NotificationPage> {
  const after = decodeCursor(query.cursor) ?? null;
  const rows = await listNotifications(db, userId, {
    isUnreadOnly: false,
    after,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentNotification),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ createdAt: last.keyCreatedAt, id: last.notification.id })
        : null,
  };
}

/** The bell's badge: how many unread notifications the member has. */
export async function getUnreadCount(db: Database, userId: string): Promise<UnreadCount> {
  return { count: await countUnread(db, userId) };
}

/**
 * Marks one of the member's notifications read now (spec §4); one already read keeps its time.
 * The member's other sockets hear of it. Only your own: any other id answers 404.
 * @throws AppError 404 'Notification not found'.
 */
export async function markNotificationRead(
  db: Database,
  userId: string,
  id: string,
): Promise<NotificationRead> {
  if (!isUuid(id)) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    let readAt = await markUnreadAsRead(tx, userId, id);
    if (readAt) {
      await publishRealtimeEvent(tx, {
        topic: 'notifications',
        userId,
        event: 'UPDATE',
        id,
        type: null,
      });
    } else {
      readAt = (await findReadAt(tx, userId, id)) ?? null;
      if (!readAt) throw notFound(NOTIFICATION_NOT_FOUND_MESSAGE);
    }
    return { id, read_at: readAt.toISOString(), unreadCount: await countUnread(tx, userId) };
  });
}

/** Marks every unread notification of the member read now; their other sockets hear of it. */
export async function markAllNotificationsRead(
  db: Database,
  userId: string,
): Promise<NotificationsReadAll> {
  return db.transaction(async (tx) => {
    const updated = await markAllAsRead(tx, userId);
    if (updated > 0) {
      await publishRealtimeEvent(tx, {
        topic: 'notifications',
        userId,
        event: 'UPDATE',
        id: null,
        type: null,
      });
    }
    return { updated, unreadCount: 0 as const };
  });
}
