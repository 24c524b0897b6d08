import {
  eventPagePath,
  PARK_TIME_ZONE,
  type RsvpStatus,
} from '../../../common/features/events/event-limits';
import type {
  Event,
  EventAttendee,
  EventComment,
  EventSummary,
} from '../../../common/features/events/events.contract';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import type { Park } from '../../../common/features/parks';
import { presentImage } from '../uploads/uploads.presenter';
import type { EventCommentViewRow } from './event-comments.repository';
import type { AttendeeRow } from './event-rsvps.repository';
import type { EventViewRow } from './events.repository';

/** What anyone who may see the event sees in lists and the calendar. */
export function presentEventSummary(row: EventViewRow): EventSummary {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    park: row.park as Park | null,
    location: row.location,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    startsAtLocal: instantToParkLocal(row.startsAt),
    endsAtLocal: instantToParkLocal(row.endsAt),
    timeZone: PARK_TIME_ZONE,
    cover:
      row.coverId && row.coverWidth !== null && row.coverHeight !== null
        ? presentImage({
            id: row.coverId,
            width: row.coverWidth,
            height: row.coverHeight,
            altText: row.coverAlt,
          })
        : null,
    ticketRequired: row.ticketRequired,
    official: row.official,
    status: row.status,
    organizer: {
      id: row.organizerId,
      username: row.organizerUsername,
      avatar_url: row.organizerAvatarUrl,
    },
    group:
      row.groupId && row.groupName !== null && row.groupVisibility !== null
        ? { id: row.groupId, name: row.groupName, visibility: row.groupVisibility }
        : null,
    capacity: row.capacity,
    goingCount: row.goingCount,
    interestedCount: row.interestedCount,
    waitlistCount: row.waitlistCount,
    viewerRsvp: row.viewerRsvp,
    path: eventPagePath(row.id),
  };
}

/** The event's page: the summary, its texts, the viewer's waitlist place and rights. */
export function presentEvent(
  row: EventViewRow,
  viewer: { waitlistPosition: number | null; canManage: boolean },
): Event {
  return {
    ...presentEventSummary(row),
    description: row.description,
    ticketNotes: row.ticketNotes,
    cancelReason: row.cancelReason,
    commentCount: row.commentCount,
    waitlistPosition: viewer.waitlistPosition,
    canManage: viewer.canManage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentAttendee(row: AttendeeRow): EventAttendee {
  return {
    user: { id: row.userId, username: row.username, avatar_url: row.avatarUrl },
    status: row.status as RsvpStatus,
    respondedAt: row.respondedAt.toISOString(),
  };
}

export function presentEventComment(row: EventCommentViewRow, canDelete: boolean): EventComment {
  return {
    id: row.id,
    author: { id: row.authorId, username: row.username, avatar_url: row.avatarUrl },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    canDelete,
  };
}
