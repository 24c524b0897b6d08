import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { calendarFeeds, eventComments, eventRsvps, events, groups, uploads } from '../../db/schema';

/** The events the member organises (live ones), with their cover when it is the member's photo. */
export const eventsMemberData: MemberDataSection = {
  name: 'events',
  description:
    'The events you organise: title, description, type, park and place, times, tickets, capacity, status, the group it belongs to, and its cover photo (file in photos/).',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        type: events.type,
        park: events.park,
        location: events.location,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        ticketRequired: events.ticketRequired,
        ticketNotes: events.ticketNotes,
        capacity: events.capacity,
        status: events.status,
        cancelReason: events.cancelReason,
        groupId: events.groupId,
        groupName: groups.name,
        goingCount: events.goingCount,
        interestedCount: events.interestedCount,
        waitlistCount: events.waitlistCount,
        commentCount: events.commentCount,
        coverPhotoId: uploads.id,
        createdAt: events.createdAt,
        updatedAt: events.updatedAt,
      })
      .from(events)
      .leftJoin(groups, eq(groups.id, events.groupId))
      .leftJoin(
        uploads,
        and(eq(uploads.id, events.coverUploadId), eq(uploads.ownerId, events.organizerId)),
      )
      .where(and(eq(events.organizerId, memberId), isNull(events.deletedAt)))
      .orderBy(asc(events.createdAt), asc(events.id));
    return {
      items: rows.map(({ groupId, groupName, ...row }) => ({
        ...row,
        group: groupId ? { id: groupId, name: groupName } : null,
      })),
      photoIds: rows.flatMap((row) => (row.coverPhotoId ? [row.coverPhotoId] : [])),
    };
  },
};

/**
 * The member's answers to events (going, waitlisted, interested). The event is named by its
 * id; its title only when anyone may read it (not a private group's event), so another
 * member's private event never shows here.
 */
export const eventAnswersMemberData: MemberDataSection = {
  name: 'event-answers',
  description:
    'Your answers to events (going, waitlisted or interested) and when you gave them; the event by id, with its title when it is public.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        eventId: eventRsvps.eventId,
        status: eventRsvps.status,
        respondedAt: eventRsvps.respondedAt,
        title: events.title,
        organizerId: events.organizerId,
        groupId: events.groupId,
        groupVisibility: groups.visibility,
      })
      .from(eventRsvps)
      .innerJoin(events, eq(events.id, eventRsvps.eventId))
      .leftJoin(groups, eq(groups.id, events.groupId))
      .where(eq(eventRsvps.userId, memberId))
      .orderBy(asc(eventRsvps.respondedAt), asc(eventRsvps.eventId));
    return {
      items: rows.map((row) => ({
        eventId: row.eventId,
        eventTitle:
          row.organizerId === memberId || !row.groupId || row.groupVisibility === 'public'
            ? row.title
            : null,
        status: row.status,
        respondedAt: row.respondedAt,
      })),
    };
  },
};

/** The member's live comments in events' discussions (the event by its id only). */
export const eventCommentsMemberData: MemberDataSection = {
  name: 'event-comments',
  description: 'Your comments in events’ discussions: the event (by id), the text and when.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: eventComments.id,
        eventId: eventComments.eventId,
        body: eventComments.body,
        createdAt: eventComments.createdAt,
      })
      .from(eventComments)
      .where(and(eq(eventComments.authorId, memberId), isNull(eventComments.deletedAt)))
      .orderBy(asc(eventComments.createdAt), asc(eventComments.id));
    return { items: rows };
  },
};

/** Whether the member has a calendar feed of their Going events (never its secret address). */
export const calendarFeedMemberData: MemberDataSection = {
  name: 'calendar-feed',
  description:
    'Whether you subscribed to the calendar feed of your Going events, and since when (its secret address is left out).',
  async exportFor(db, memberId) {
    const rows = await db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, memberId));
    return { items: rows.map((row) => ({ enabled: true, createdAt: row.createdAt })) };
  },
};
