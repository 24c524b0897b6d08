import { and, eq, isNull } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { softDeleteMemberRows } from '../../content/member-items.sql';
import { trips } from '../../db/schema';
import { tripPagePath } from '../../../common/features/trips/trip-limits';
import { cancelTripReminders } from './trip-reminders';
import { getTrip } from './trips.service';

/** The kind's rows and who wrote them, for its set-based writes. */
const ownRows = { table: 'trips', authorColumn: 'owner_id' };

/**
 * The `trip` content kind (issue 29): a shared or public trip report can be reported, hidden and
 * removed like any member content; a removed trip's reminders are cancelled with it.
 */
export const tripKind: ContentKind = {
  name: 'trip',
  ...ownRows,
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: trips.ownerId,
        name: trips.name,
        notes: trips.notes,
        createdAt: trips.createdAt,
        deletedAt: trips.deletedAt,
      })
      .from(trips)
      .where(eq(trips.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: row.name,
      excerpt: excerptOf(row.notes),
      linkPath: tripPagePath(id),
      createdAt: row.createdAt,
      contextLabel: 'Trip',
      deleted: row.deletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getTrip(db, viewerId, id));
  },
  async remove(tx, id, now) {
    const rows = await tx
      .select({ id: trips.id })
      .from(trips)
      .where(and(eq(trips.id, id), isNull(trips.deletedAt)))
      .for('update');
    if (rows.length === 0) return false;
    await tx.update(trips).set({ deletedAt: now, updatedAt: now }).where(eq(trips.id, id));
    await cancelTripReminders(tx, id);
    return true;
  },
  async withdrawMember(tx, memberId, now) {
    const removed = await softDeleteMemberRows(tx, ownRows, memberId, now);
    for (const row of removed) await cancelTripReminders(tx, row.id);
    return removed.length;
  },
};
