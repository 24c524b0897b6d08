import type { Executor } from '../../db/client';
import { notifications, type NotificationRow } from '../../db/schema';

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
 * Records a notification in the caller's transaction. Never for your own actions; a like or
 * follow that was undone and done again does not notify twice (a unique index per recipient,
 * actor, type and post). Returns whether a row was written.
 */
export async function notify(db: Executor, event: NotificationEvent): Promise<boolean> {
  if (event.userId === event.actorId) return false;
  const inserted = await db
    .insert(notifications)
    .values({
      userId: event.userId,
      actorId: event.actorId,
      type: event.type,
      entityId: event.entityId,
    })
    // Only the like/follow unique index can conflict (ids are random).
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
