import { countLabel } from '../../count-format';
/**
 * The limits, choices and texts of events (issue 13), without zod, so the browser's event pages
 * can read them without loading the schema library (the schemas are in `events.contract.ts`).
 */

/** Every time of an event is a wall-clock time at Walt Disney World. */
export const PARK_TIME_ZONE = 'America/New_York';

/** The events guide's four event types, and members' own meet-ups. */
export const eventTypes = ['festival', 'holiday_party', 'rundisney', 'seasonal', 'meetup'] as const;
export type EventType = (typeof eventTypes)[number];
export const eventTypeLabels: Record<EventType, string> = {
  festival: 'EPCOT Festival',
  holiday_party: 'Holiday Party',
  rundisney: 'runDisney Race',
  seasonal: 'Seasonal Celebration',
  meetup: 'Meet-up',
};
export const DEFAULT_EVENT_TYPE: EventType = 'meetup';

/** `upcoming`: not yet ended, soonest first; `past`: ended, most recent first. */
export const eventWhens = ['upcoming', 'past'] as const;
export type EventWhen = (typeof eventWhens)[number];

/** An event is on (`scheduled`) or called off by its organizer (`cancelled`, kept and shown). */
export const eventStatuses = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** What a member answers: coming, or following it without a place. */
export const rsvpChoices = ['going', 'interested'] as const;
export type RsvpChoice = (typeof rsvpChoices)[number];
/** Where a member stands: `waitlisted` is a `going` answer while the event is full. */
export const rsvpStatuses = ['going', 'waitlisted', 'interested'] as const;
export type RsvpStatus = (typeof rsvpStatuses)[number];
export const rsvpStatusLabels: Record<RsvpStatus, string> = {
  going: 'Going',
  waitlisted: 'On the waitlist',
  interested: 'Interested',
};

/** Title: trimmed, 3 to 120 characters. */
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 120;
/** Description: at most 5,000 characters. */
export const EVENT_DESCRIPTION_MAX = 5000;
/** The place in words ('Meet at the Partners statue'): at most 200 characters. */
export const EVENT_LOCATION_MAX = 200;
/** Ticket notes ('Party tickets from $109'): at most 500 characters. */
export const EVENT_TICKET_NOTES_MAX = 500;
/** Places: 1 to 10,000, or no limit. */
export const EVENT_CAPACITY_MIN = 1;
export const EVENT_CAPACITY_MAX = 10000;
/** An event lasts at most 120 days (EPCOT's festivals run for about three months). */
export const EVENT_DURATION_MAX_DAYS = 120;
/** A new event starts at most two years ahead. */
export const EVENT_START_MAX_DAYS_AHEAD = 730;
/** A discussion comment: 1 to 2,000 characters. */
export const EVENT_COMMENT_MAX = 2000;
/** How long before the start everyone going is reminded. */
export const EVENT_REMINDER_HOURS_BEFORE = 24;

/** Page sizes: the event lists, attendees, discussion comments. */
export const EVENTS_PAGE_SIZE = { default: 20, max: 100 } as const;
export const EVENT_ATTENDEES_PAGE_SIZE = { default: 30, max: 100 } as const;
export const EVENT_COMMENTS_PAGE_SIZE = { default: 20, max: 50 } as const;

/** A park-local date and time as forms send it: `YYYY-MM-DDTHH:mm`. */
export const PARK_LOCAL_TIME_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/;
/** A park-local day (`YYYY-MM-DD`) of `?from=&to=`. */
export const PARK_LOCAL_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The page of an event. */
export function eventPagePath(id: string): string {
  return `/event/${id}`;
}

/** A member may create at most this many events a day. */
export const EVENTS_CREATE_RATE_LIMIT = { max: 10, windowSeconds: 24 * 60 * 60 } as const;
export const EVENTS_CREATE_LIMIT_MESSAGE =
  'You can create 10 events a day. Please try again tomorrow.';

/** 404 for an unknown, deleted or hidden event (a private group's event for a non-member). */
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';
/** 404 for an unknown discussion comment of an event. */
export const EVENT_COMMENT_NOT_FOUND_MESSAGE = 'Comment not found';
/** 403 for changing an event without being its organizer (or staff). */
export const EVENT_ORGANIZER_ONLY_MESSAGE = 'Only the organizer of this event can do that.';
/** 403 for deleting a discussion comment that is not yours (organizer and staff may). */
export const EVENT_COMMENT_AUTHOR_ONLY_MESSAGE = 'Only the author of this comment can delete it.';
/** 403 for creating an event in a group you are not a member of. */
export const EVENT_GROUP_MEMBERS_ONLY_MESSAGE = 'Only members of this group can add events to it.';
/** 409 for answering, editing or commenting on an event that has ended. */
export const EVENT_ENDED_MESSAGE = 'This event has ended.';
/** 409 for answering or editing a cancelled event. */
export const EVENT_CANCELLED_MESSAGE = 'This event was cancelled.';
/** 422: the end must come after the start. */
export const EVENT_END_BEFORE_START_MESSAGE = 'The end must be after the start.';
/** 422: a new start (create, or moving an event) cannot be in the past. */
export const EVENT_START_IN_PAST_MESSAGE = 'The start cannot be in the past.';
export const EVENT_START_TOO_FAR_MESSAGE = 'Events can start at most two years ahead.';
export const EVENT_TOO_LONG_MESSAGE = `An event can last at most ${EVENT_DURATION_MAX_DAYS} days.`;
/** 422: a park or a place in words is needed. */
export const EVENT_PLACE_REQUIRED_MESSAGE = 'Choose a park or describe the place.';
/** 422 for a capacity below the number of members already going. */
export function eventCapacityBelowGoingMessage(going: number): string {
  return `Capacity cannot be lower than the ${going} ${going === 1 ? 'member' : 'members'} already going.`;
}
/** 422 for a cover that is not one of the organizer's uploads. */
export const EVENT_COVER_INVALID_MESSAGE = 'The cover must be a photo you uploaded.';
/** 404 for an unknown or revoked calendar feed secret. */
export const CALENDAR_FEED_NOT_FOUND_MESSAGE = 'This calendar link is no longer valid.';

/** Labels of the event pages. */
export const GOING_LABEL = 'Going';
export const INTERESTED_LABEL = 'Interested';
export const ADD_TO_CALENDAR_LABEL = 'Add to calendar';
export const TICKET_REQUIRED_BADGE = 'Ticket required';
export const CANCELLED_BADGE = 'Cancelled';
export const OFFICIAL_BADGE = 'Official';

/** '12 going', '1 going'; 'Full' when capacity is reached; '3 places left'. */
export function placesLeftText(capacity: number | null, going: number): string | null {
  if (capacity === null) return null;
  const left = capacity - going;
  if (left <= 0) return 'Full';
  return `${countLabel(left, 'place', 'places')} left`;
}
