import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { eventComments, events, profiles, type EventCommentRow } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import { isNotHiddenFrom } from '../../content/hidden-items.sql';
import { authorNotSuspendedFor } from '../../content/suspended-authors.sql';
import { notBlockedBetween } from '../../content/blocks.sql';

/** A discussion comment with its author. */
export type EventCommentViewRow = EventCommentRow & {
  username: string;
  avatarUrl: string | null;
  keyCreatedAt: string;
};

const commentColumns = {
  id: eventComments.id,
  eventId: eventComments.eventId,
  authorId: eventComments.authorId,
  body: eventComments.body,
  createdAt: eventComments.createdAt,
  deletedAt: eventComments.deletedAt,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  keyCreatedAt: cursorTimestamp(eventComments.createdAt),
};

/**
 * Issue 15: a hidden event comment only for its author and staff; issue 26: a suspended
 * member's only for staff.
 */
function eventCommentNotHidden(viewerId: string | null): SQL {
  return sql`(${isNotHiddenFrom(
    'event_comment',
    sql`${eventComments.id}`,
    sql`${eventComments.authorId}`,
    viewerId,
  )} and ${authorNotSuspendedFor(sql`${eventComments.authorId}`, viewerId)})`;
}

/**
 * A page of the event's live comments the viewer may see (none by a member blocked either
 * way), oldest first, after the cursor.
 */
export async function listEventComments(
  db: Executor,
  input: { eventId: string; viewerId: string | null; cursor?: CursorKey; limit: number },
): Promise<EventCommentViewRow[]> {
  const conditions: SQL[] = [
    eq(eventComments.eventId, input.eventId),
    sql`${eventComments.deletedAt} is null`,
    notBlockedBetween(input.viewerId, sql`${eventComments.authorId}`),
    eventCommentNotHidden(input.viewerId),
  ];
  if (input.cursor) {
    conditions.push(
      sql`(${eventComments.createdAt}, ${eventComments.id}) > (${input.cursor.createdAt}::timestamptz, ${input.cursor.id}::uuid)`,
    );
  }
  return db
    .select(commentColumns)
    .from(eventComments)
    .innerJoin(profiles, eq(profiles.id, eventComments.authorId))
    .where(and(...conditions))
    .orderBy(asc(eventComments.createdAt), asc(eventComments.id))
    .limit(input.limit);
}

/** One live comment of the event that the viewer may see. */
export async function findVisibleEventComment(
  db: Executor,
  input: { eventId: string; commentId: string; viewerId: string | null },
): Promise<EventCommentViewRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(eventComments)
    .innerJoin(profiles, eq(profiles.id, eventComments.authorId))
    .where(
      and(
        eq(eventComments.id, input.commentId),
        eq(eventComments.eventId, input.eventId),
        sql`${eventComments.deletedAt} is null`,
        notBlockedBetween(input.viewerId, sql`${eventComments.authorId}`),
        eventCommentNotHidden(input.viewerId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertEventComment(
  tx: Executor,
  values: { eventId: string; authorId: string; body: string; createdAt: Date },
): Promise<string> {
  const [row] = await tx.insert(eventComments).values(values).returning({ id: eventComments.id });
  if (!row) throw new Error('event comment insert returned no row');
  await tx
    .update(events)
    .set({ commentCount: sql`${events.commentCount} + 1` })
    .where(eq(events.id, values.eventId));
  return row.id;
}

/** Marks a live comment deleted and counts it out; whether it was live. */
export async function markEventCommentDeleted(
  tx: Executor,
  input: { eventId: string; commentId: string; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(eventComments)
    .set({ deletedAt: input.now })
    .where(
      and(
        eq(eventComments.id, input.commentId),
        eq(eventComments.eventId, input.eventId),
        sql`${eventComments.deletedAt} is null`,
      ),
    )
    .returning({ id: eventComments.id });
  if (rows.length === 0) return false;
  await tx
    .update(events)
    .set({ commentCount: sql`greatest(${events.commentCount} - 1, 0)` })
    .where(eq(events.id, input.eventId));
  return true;
}
