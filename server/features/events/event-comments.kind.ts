import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { excerptOf, itemNotVisible, visibleThrough } from '../../content/item-facts';
import { eventComments, events } from '../../db/schema';
import { isBlockedBetween } from '../blocks/blocks.repository';
import { markEventCommentDeleted } from './event-comments.repository';
import { getEvent } from './events.service';
import { lowerParentCounts, softDeleteMemberRows } from '../../content/member-items.sql';

/** The `event_comment` content kind (issue 27). Comments on events. */
export const eventCommentKind: ContentKind = {
  name: 'event_comment',
  table: 'event_comments',
  authorColumn: 'author_id',
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: eventComments.authorId,
        body: eventComments.body,
        createdAt: eventComments.createdAt,
        deletedAt: eventComments.deletedAt,
        eventId: eventComments.eventId,
        eventTitle: events.title,
      })
      .from(eventComments)
      .innerJoin(events, eq(events.id, eventComments.eventId))
      .where(eq(eventComments.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: null,
      excerpt: excerptOf(row.body),
      linkPath: `/event/${row.eventId}`,
      createdAt: row.createdAt,
      contextLabel: `Comment on event: ${row.eventTitle}`,
      deleted: row.deletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    const [comment] = await db
      .select({
        eventId: eventComments.eventId,
        authorId: eventComments.authorId,
        deletedAt: eventComments.deletedAt,
      })
      .from(eventComments)
      .where(eq(eventComments.id, id))
      .limit(1);
    if (
      !comment ||
      comment.deletedAt ||
      (await isBlockedBetween(db, viewerId, comment.authorId)) ||
      (await isHiddenFrom(db, 'event_comment', id, comment.authorId, viewerId))
    ) {
      throw itemNotVisible();
    }
    await visibleThrough(() => getEvent(db, viewerId, comment.eventId));
  },
  async remove(tx, id, now) {
    const [comment] = await tx
      .select({ eventId: eventComments.eventId })
      .from(eventComments)
      .where(eq(eventComments.id, id))
      .limit(1);
    if (!comment) return false;
    return markEventCommentDeleted(tx, { eventId: comment.eventId, commentId: id, now });
  },
  async withdrawMember(tx, memberId, now) {
    const deleted = await softDeleteMemberRows(
      tx,
      { table: 'event_comments', authorColumn: 'author_id', parentColumn: 'event_id' },
      memberId,
      now,
    );
    const counts = { table: 'events', countColumn: 'comment_count' };
    await lowerParentCounts(
      tx,
      counts,
      deleted.map((row) => row.parentId),
    );
    return deleted.length;
  },
};
