import type { z } from 'zod';
import {
  EVENT_COMMENT_AUTHOR_ONLY_MESSAGE,
  EVENT_COMMENT_NOT_FOUND_MESSAGE,
  EVENT_ENDED_MESSAGE,
} from '../../../common/features/events/event-limits';
import type {
  createEventCommentInputSchema,
  EventComment,
  EventCommentPage,
  eventCommentsQuerySchema,
} from '../../../common/features/events/events.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { isStaffMember } from '../members/members.repository';
import {
  findVisibleEventComment,
  insertEventComment,
  listEventComments,
  markEventCommentDeleted,
} from './event-comments.repository';
import { canDeleteEventComment, hasEnded } from './events.policy';
import { presentEventComment } from './events.presenter';
import { lockEvent } from './events.repository';
import { eventNotFound, requireVisibleEvent } from './events.service';
import { assertMayCreate } from '../trust/trust.service';

type CommentsQuery = z.output<typeof eventCommentsQuerySchema>;
type CreateCommentInput = z.output<typeof createEventCommentInputSchema>;

const commentNotFound = () => notFound(EVENT_COMMENT_NOT_FOUND_MESSAGE);

/**
 * `GET /api/events/{id}/comments`: the discussion, oldest first, without comments by members
 * blocked either way. @throws AppError 404 (unknown or hidden event), 400 bad cursor.
 */
export async function listComments(
  db: Executor,
  viewerId: string | null,
  eventId: string,
  query: CommentsQuery,
): Promise<EventCommentPage> {
  const event = await requireVisibleEvent(db, viewerId, eventId);
  const rows = await listEventComments(db, {
    eventId: event.id,
    viewerId,
    cursor: decodeCursor(query.cursor),
    limit: query.limit + 1,
  });
  const viewer = { viewerId, isStaff: viewerId ? await isStaffMember(db, viewerId) : false };
  return {
    items: rows
      .slice(0, query.limit)
      .map((row) => presentEventComment(row, canDeleteEventComment(row, event, viewer))),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.keyCreatedAt, id: row.id })),
      query.limit,
    ),
  };
}

/**
 * `POST /api/events/{id}/comments`: any member who may see the event, until it ends (a
 * cancelled event's discussion stays open); a new member writes only so many comments a day
 * (trust rules, counted with their comments on posts), with only so many links.
 * @throws AppError 404, 409 ended, 422 too many links, 429.
 */
export async function createComment(
  db: Database,
  viewerId: string,
  eventId: string,
  input: CreateCommentInput,
  now: Date,
): Promise<EventComment> {
  const visible = await requireVisibleEvent(db, viewerId, eventId);
  // The answer is read before the commit: once the comment is saved, nothing else can fail.
  return db.transaction(async (tx) => {
    await assertMayCreate(tx, viewerId, { kind: 'comment', texts: [input.body] });
    const event = await lockEvent(tx, visible.id);
    if (!event || event.deletedAt !== null) throw eventNotFound();
    if (hasEnded(event, now)) throw new AppError('conflict', EVENT_ENDED_MESSAGE);
    const commentId = await insertEventComment(tx, {
      eventId: event.id,
      authorId: viewerId,
      body: input.body,
      createdAt: now,
    });
    const row = await findVisibleEventComment(tx, { eventId: visible.id, commentId, viewerId });
    if (!row) throw commentNotFound();
    return presentEventComment(row, true);
  });
}

/**
 * `DELETE /api/events/{id}/comments/{commentId}`: its author, the event's organizer or staff.
 * @throws AppError 404 (event or comment unknown or hidden), 403 anyone else.
 */
export async function deleteComment(
  db: Database,
  viewerId: string,
  eventId: string,
  commentId: string,
  now: Date,
): Promise<void> {
  const event = await requireVisibleEvent(db, viewerId, eventId);
  const comment = isUuid(commentId)
    ? await findVisibleEventComment(db, { eventId: event.id, commentId, viewerId })
    : undefined;
  if (!comment) throw commentNotFound();
  const isStaff = await isStaffMember(db, viewerId);
  if (!canDeleteEventComment(comment, event, { viewerId, isStaff })) {
    throw forbidden(EVENT_COMMENT_AUTHOR_ONLY_MESSAGE);
  }
  await db.transaction(async (tx) => {
    if (!(await lockEvent(tx, event.id))) throw eventNotFound();
    if (!(await markEventCommentDeleted(tx, { eventId: event.id, commentId: comment.id, now }))) {
      throw commentNotFound();
    }
  });
}
