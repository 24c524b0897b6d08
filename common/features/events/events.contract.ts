import { z } from 'zod';
import { calendarDaySchema, localDateTimeSchema } from '../../date-schemas';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { parks } from '../parks';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { postImageSchema } from '../uploads/uploads.contract';
import {
  EVENT_ATTENDEES_PAGE_SIZE,
  EVENT_CAPACITY_MAX,
  EVENT_CAPACITY_MIN,
  EVENT_COMMENT_MAX,
  EVENT_COMMENTS_PAGE_SIZE,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TICKET_NOTES_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  EVENTS_PAGE_SIZE,
  eventStatuses,
  eventTypes,
  eventWhens,
  PARK_TIME_ZONE,
  rsvpChoices,
  rsvpStatuses,
} from './event-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './event-limits';

/** A uuid path parameter, lower-cased; a malformed one answers 404 like an unknown one. */
const pathId = (what: string) =>
  z.string().max(100).describe(`${what} (uuid, any letter case)`).transform(normalizeId);

/** `{id}` of `/api/events/{id}…`. */
export const eventIdParamsSchema = z.object({ id: pathId('An event id') });
/** `{id}` and `{commentId}` of `DELETE /api/events/{id}/comments/{commentId}`. */
export const eventCommentParamsSchema = z.object({
  id: pathId('An event id'),
  commentId: pathId('A comment id'),
});
/** `{secret}` of `GET /api/calendar/{secret}.ics`: an unknown or revoked one answers 404. */
export const calendarFeedParamsSchema = z.object({
  secret: z.string().max(200).describe('The secret of a calendar feed link'),
});

const typeSchema = z.enum(eventTypes, {
  message: `Type must be one of: ${eventTypes.join(', ')}`,
});
const parkSchema = z.enum(parks, { message: `Park must be one of: ${parks.join(', ')}` });
const rsvpStatusSchema = z.enum(rsvpStatuses);

/** The group an event belongs to; a private group's events are seen only by its members. */
export const eventGroupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  visibility: z.enum(['public', 'private']),
});
export type EventGroup = z.infer<typeof eventGroupSchema>;

/**
 * An event as lists and the calendar show it. `startsAt`/`endsAt` are instants (ISO 8601, UTC);
 * `startsAtLocal`/`endsAtLocal` the same as wall-clock times at the park (`YYYY-MM-DDTHH:mm` in
 * `timeZone`). `viewerRsvp` is the viewer's answer (null for visitors and when none).
 */
export const eventSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  type: typeSchema,
  park: parkSchema.nullable(),
  location: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  startsAtLocal: z.string(),
  endsAtLocal: z.string(),
  timeZone: z.literal(PARK_TIME_ZONE),
  cover: postImageSchema.nullable(),
  ticketRequired: z.boolean(),
  /** An event of the site (the spec's sample events), organized by the site's account. */
  official: z.boolean(),
  status: z.enum(eventStatuses),
  organizer: authorSchema,
  group: eventGroupSchema.nullable(),
  /** Places (null: no limit). */
  capacity: z.number().int().positive().nullable(),
  goingCount: z.number().int().nonnegative(),
  interestedCount: z.number().int().nonnegative(),
  waitlistCount: z.number().int().nonnegative(),
  viewerRsvp: rsvpStatusSchema.nullable(),
  /** `/event/{id}`. */
  path: z.string(),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/**
 * `GET /api/events/{id}` (and what create, edit and cancel answer): the summary and the rest of
 * the page. `waitlistPosition` is the viewer's place on the waitlist (1 = next), else null.
 */
export const eventSchema = eventSummarySchema.extend({
  description: z.string(),
  ticketNotes: z.string(),
  /** Why it was called off (empty when not given); '' while scheduled. */
  cancelReason: z.string(),
  commentCount: z.number().int().nonnegative(),
  waitlistPosition: z.number().int().positive().nullable(),
  /** The viewer may edit, cancel and delete it (its organizer, or staff). */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Event = z.infer<typeof eventSchema>;

const parkLocalTimeSchema = (what: string) =>
  localDateTimeSchema(
    `${what} must be a date and time like 2026-12-24T19:00`,
    `${what} is required`,
  ).describe(`${what}, wall-clock time at the park (${PARK_TIME_ZONE}), YYYY-MM-DDTHH:mm`);
const parkLocalDateSchema = (what: string) =>
  calendarDaySchema(`${what} must be a date like 2026-12-01`).describe(
    `${what}, a day at the park (${PARK_TIME_ZONE}), YYYY-MM-DD`,
  );

/**
 * `GET /api/events?when=&park=&type=&groupId=&from=&to=&cursor=&limit=`. Without `from`/`to`:
 * `upcoming` (not yet ended, soonest first) or `past` (ended, latest first). With `from` and
 * `to` (park days, `to` included; at most 62 days apart): every event overlapping those days,
 * soonest first, for the month calendar (`when` ignored). `groupId` lists one group's events.
 * Events of private groups are listed only for their members.
 */
export const eventListQuerySchema = z
  .object({
    when: z
      .enum(eventWhens, { message: `When must be one of: ${eventWhens.join(', ')}` })
      .default('upcoming'),
    park: parkSchema.optional(),
    type: typeSchema.optional(),
    groupId: z.guid('Group must be a group id').optional(),
    from: parkLocalDateSchema('From').optional(),
    to: parkLocalDateSchema('To').optional(),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(EVENTS_PAGE_SIZE),
  })
  .strict()
  .refine((query) => (query.from === undefined) === (query.to === undefined), {
    message: 'From and to go together',
    path: ['to'],
  });
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export const eventPageSchema = cursorPageSchema(eventSummarySchema);
export type EventPage = z.infer<typeof eventPageSchema>;

const titleSchema = z
  .string('Title is required')
  .trim()
  .min(EVENT_TITLE_MIN, `Title must be at least ${EVENT_TITLE_MIN} characters`)
  .max(EVENT_TITLE_MAX, `Title can be at most ${EVENT_TITLE_MAX} characters`);
const descriptionSchema = z
  .string()
  .trim()
  .max(EVENT_DESCRIPTION_MAX, `Description can be at most ${EVENT_DESCRIPTION_MAX} characters`);
const locationSchema = z
  .string()
  .trim()
  .max(EVENT_LOCATION_MAX, `Place can be at most ${EVENT_LOCATION_MAX} characters`);
const ticketNotesSchema = z
  .string()
  .trim()
  .max(EVENT_TICKET_NOTES_MAX, `Ticket notes can be at most ${EVENT_TICKET_NOTES_MAX} characters`);
const capacitySchema = z
  .number('Capacity must be a number')
  .int('Capacity must be a whole number')
  .min(EVENT_CAPACITY_MIN, `Capacity must be at least ${EVENT_CAPACITY_MIN}`)
  .max(EVENT_CAPACITY_MAX, `Capacity can be at most ${EVENT_CAPACITY_MAX}`);
const coverUploadIdSchema = z.guid('Cover must be an upload id');

/**
 * `POST /api/events` body (201 with the {@link eventSchema}): the creator is its organizer and
 * is going. Times are park-local; the end must follow the start, the start cannot be past, and
 * a park or a place in words is needed. `groupId` puts it in a group the creator belongs to.
 */
export const createEventInputSchema = z
  .object({
    title: titleSchema,
    description: descriptionSchema.default(''),
    type: typeSchema.default('meetup'),
    park: parkSchema.nullable().default(null),
    location: locationSchema.default(''),
    startsAt: parkLocalTimeSchema('Start'),
    endsAt: parkLocalTimeSchema('End'),
    coverUploadId: coverUploadIdSchema.nullable().default(null),
    ticketRequired: z.boolean('Ticket required must be true or false').default(false),
    ticketNotes: ticketNotesSchema.default(''),
    capacity: capacitySchema.nullable().default(null),
    groupId: z.guid('Group must be a group id').nullable().default(null),
  })
  .strict();
export type CreateEventInput = z.input<typeof createEventInputSchema>;

/**
 * `POST /api/official-events` body (staff only; 201 with the {@link eventSchema}): an official
 * event of the site, organized by the site's account (not the staff member, who is not made
 * going), outside any group. Otherwise as {@link createEventInputSchema}.
 */
export const createOfficialEventInputSchema = createEventInputSchema.omit({ groupId: true });
export type CreateOfficialEventInput = z.input<typeof createOfficialEventInputSchema>;

/**
 * `PATCH /api/events/{id}` body (organizer or staff; not once ended or cancelled, except that
 * staff may give an ended official event its next dates): only the fields given change; null clears. Moving it (start, end, park or place) notifies everyone
 * going; raising the capacity moves the waitlist up.
 */
export const updateEventInputSchema = z
  .object({
    title: titleSchema.optional(),
    description: descriptionSchema.optional(),
    type: typeSchema.optional(),
    park: parkSchema.nullable().optional(),
    location: locationSchema.optional(),
    startsAt: parkLocalTimeSchema('Start').optional(),
    endsAt: parkLocalTimeSchema('End').optional(),
    coverUploadId: coverUploadIdSchema.nullable().optional(),
    ticketRequired: z.boolean('Ticket required must be true or false').optional(),
    ticketNotes: ticketNotesSchema.optional(),
    capacity: capacitySchema.nullable().optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateEventInput = z.input<typeof updateEventInputSchema>;

/** `POST /api/events/{id}/cancel` body: an optional reason shown on the page and in notices. */
export const cancelEventInputSchema = z
  .object({
    reason: z.string().trim().max(500, 'Reason can be at most 500 characters').default(''),
  })
  .strict();
export type CancelEventInput = z.input<typeof cancelEventInputSchema>;

/** `PUT /api/events/{id}/rsvp` body: going (waitlisted when full) or interested. */
export const rsvpInputSchema = z
  .object({
    status: z.enum(rsvpChoices, { message: `Status must be one of: ${rsvpChoices.join(', ')}` }),
  })
  .strict();
export type RsvpInput = z.input<typeof rsvpInputSchema>;

/** `PUT` and `DELETE /api/events/{id}/rsvp`: where the viewer stands now and the counts. */
export const rsvpResultSchema = z.object({
  status: rsvpStatusSchema.nullable(),
  waitlistPosition: z.number().int().positive().nullable(),
  goingCount: z.number().int().nonnegative(),
  interestedCount: z.number().int().nonnegative(),
  waitlistCount: z.number().int().nonnegative(),
});
export type RsvpResult = z.infer<typeof rsvpResultSchema>;

/** One attendee of an event and their answer. */
export const eventAttendeeSchema = z.object({
  user: authorSchema,
  status: rsvpStatusSchema,
  respondedAt: z.string(),
});
export type EventAttendee = z.infer<typeof eventAttendeeSchema>;

/**
 * `GET /api/events/{id}/attendees?status=&cursor=&limit=`: going (the organizer first, then by
 * answer time), interested, or the waitlist in its order.
 */
export const eventAttendeesQuerySchema = z
  .object({
    status: rsvpStatusSchema.default('going'),
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(EVENT_ATTENDEES_PAGE_SIZE),
  })
  .strict();
export const eventAttendeePageSchema = cursorPageSchema(eventAttendeeSchema);
export type EventAttendeePage = z.infer<typeof eventAttendeePageSchema>;

/** One comment of an event's discussion; `canDelete` for its author, the organizer and staff. */
export const eventCommentSchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  body: z.string(),
  createdAt: z.string(),
  canDelete: z.boolean(),
});
export type EventComment = z.infer<typeof eventCommentSchema>;

/** `GET /api/events/{id}/comments`: oldest first, as a conversation reads. */
export const eventCommentsQuerySchema = z
  .object({
    cursor: z.string().max(200).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(EVENT_COMMENTS_PAGE_SIZE),
  })
  .strict();
export const eventCommentPageSchema = cursorPageSchema(eventCommentSchema);
export type EventCommentPage = z.infer<typeof eventCommentPageSchema>;

/** `POST /api/events/{id}/comments` body (201 with the {@link eventCommentSchema}). */
export const createEventCommentInputSchema = z
  .object({
    body: z
      .string('Comment is required')
      .trim()
      .min(1, 'Comment cannot be empty')
      .max(EVENT_COMMENT_MAX, `Comment can be at most ${EVENT_COMMENT_MAX} characters`),
  })
  .strict();
export type CreateEventCommentInput = z.input<typeof createEventCommentInputSchema>;

/**
 * `GET /api/calendar/feed` and `PUT /api/calendar/feed` (a new secret; the old link stops
 * working): the member's private feed of their Going events, for phone calendars to subscribe
 * to. `url` is absolute (`…/api/calendar/{secret}.ics`), null when there is none (`DELETE`
 * revokes it).
 */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  /** The same as `webcal://…`, which phones open in their calendar app. */
  webcalUrl: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
