import { and, eq, isNull } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { events } from '../../db/schema';
import { withdrawMemberEventAnswers } from './event-rsvps.service';
import { updateEventRow } from './events.repository';
import { getEvent } from './events.service';
import { softDeleteMemberRows } from '../../content/member-items.sql';

/** The kind's rows and who wrote them, for its set-based writes. */
const ownRows = { table: 'events', authorColumn: 'organizer_id' };

/** The `event` content kind (issue 27). Events organised by members. */
export const eventKind: ContentKind = {
  name: 'event',
  ...ownRows,
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: events.organizerId,
        title: events.title,
        description: events.description,
        createdAt: events.createdAt,
        deletedAt: events.deletedAt,
      })
      .from(events)
      .where(eq(events.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: row.title,
      excerpt: excerptOf(row.description),
      linkPath: `/event/${id}`,
      createdAt: row.createdAt,
      contextLabel: 'Event',
      deleted: row.deletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getEvent(db, viewerId, id));
  },
  async remove(tx, id, now) {
    const rows = await tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, id), isNull(events.deletedAt)))
      .for('update');
    if (rows.length === 0) return false;
    await updateEventRow(tx, id, { deletedAt: now, updatedAt: now });
    return true;
  },
  async withdrawMember(tx, memberId, now) {
    const deleted = await softDeleteMemberRows(tx, ownRows, memberId, now);
    // After their own events went: answers there are not moved up a waitlist (isLeaving).
    await withdrawMemberEventAnswers(tx, memberId, now);
    return deleted.length;
  },
};
