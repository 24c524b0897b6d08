import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { groupDepartureHooks } from '../groups/group-departure-hooks';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  cancelEventInputSchema,
  createEventCommentInputSchema,
  createEventInputSchema,
  createOfficialEventInputSchema,
  eventAttendeePageSchema,
  eventAttendeesQuerySchema,
  eventCommentPageSchema,
  eventCommentParamsSchema,
  eventCommentSchema,
  eventCommentsQuerySchema,
  eventIdParamsSchema,
  eventListQuerySchema,
  eventPageSchema,
  eventSchema,
  rsvpInputSchema,
  rsvpResultSchema,
  updateEventInputSchema,
} from '../../../common/features/events/events.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { createComment, deleteComment, listComments } from './event-comments.service';
import {
  listEventAttendees,
  removeRsvp,
  setRsvp,
  withdrawGroupEventAnswersOnDeparture,
} from './event-rsvps.service';
import { requireStaff } from '../auth/staff-roles';
import {
  cancelEvent,
  createEvent,
  createOfficialEvent,
  deleteEvent,
  getEvent,
  listEvents,
  updateEvent,
} from './events.service';

/** Event texts are at most a few thousand characters: 64 KB leaves room for JSON escapes. */
const EVENT_BODY_LIMIT = 64 * 1024;

const readErrors = { 400: errorBodySchema, 404: errorBodySchema } as const;
const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * Events (issue 13): the lists and the month calendar, an event's page, creating (members),
 * editing, cancelling and deleting (organizer or staff), answers (going, waitlisted, interested),
 * attendees and the discussion. Who sees an event is one rule (`events.policy.ts`): a private
 * group's events are for its members, and a block hides the organizer's events both ways; to
 * everyone else they do not exist (404). Answers depend on the viewer, so none is shared by
 * caches.
 */
export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A member who leaves a private group or is removed from one stops answering its events.
  groupDepartureHooks.add(withdrawGroupEventAnswersOnDeparture);

  const { db } = app.database;
  const tags = ['events'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/events',
    {
      schema: {
        summary:
          'List events: upcoming or past, or those of some park days (the month calendar), by park, type or group',
        operationId: 'listEvents',
        tags,
        security: optionalViewerSecurity,
        querystring: eventListQuerySchema,
        response: { 200: eventPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listEvents(db, viewerId(request), request.query, app.clock.now()),
  );

  app.post(
    '/api/events',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        summary: 'Create an event (you organize it and are going)',
        operationId: 'createEvent',
        tags,
        body: createEventInputSchema,
        response: {
          201: eventSchema,
          ...writeErrors,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const event = await createEvent(
        { db, rateLimiter: app.rateLimiter, now: app.clock.now() },
        request.viewer!.userId,
        request.body,
      );
      return reply.status(201).send(event);
    },
  );

  app.post(
    '/api/official-events',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        summary:
          'Create an official event of the site (staff: moderators and admins); the site account organizes it',
        operationId: 'createOfficialEvent',
        tags,
        body: createOfficialEventInputSchema,
        response: {
          201: eventSchema,
          ...writeErrors,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request.viewer, 'moderator');
      const event = await createOfficialEvent(
        { db, rateLimiter: app.rateLimiter, now: app.clock.now() },
        staff.userId,
        request.body,
      );
      return reply.status(201).send(event);
    },
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        summary: "Get an event's page: details, counts, your answer and waitlist place",
        operationId: 'getEvent',
        tags,
        security: optionalViewerSecurity,
        params: eventIdParamsSchema,
        response: { 200: eventSchema, ...readErrors },
      },
    },
    async (request) => getEvent(db, viewerId(request), request.params.id),
  );

  app.patch(
    '/api/events/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        summary: 'Edit an event (organizer or staff); a move notifies everyone going',
        operationId: 'updateEvent',
        tags,
        params: eventIdParamsSchema,
        body: updateEventInputSchema,
        response: {
          200: eventSchema,
          ...writeErrors,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      updateEvent(db, request.viewer!.userId, request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    '/api/events/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete an event (organizer or staff)',
        operationId: 'deleteEvent',
        tags,
        params: eventIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteEvent(db, request.viewer!.userId, request.params.id, app.clock.now());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/events/:id/cancel',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      schema: {
        summary: 'Cancel an event (organizer or staff); everyone going is notified',
        operationId: 'cancelEvent',
        tags,
        params: eventIdParamsSchema,
        body: cancelEventInputSchema,
        response: { 200: eventSchema, ...writeErrors, 409: errorBodySchema },
      },
    },
    async (request) =>
      cancelEvent(db, request.viewer!.userId, request.params.id, request.body, app.clock.now()),
  );

  app.put(
    '/api/events/:id/rsvp',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Answer an event: going (the waitlist when full) or interested',
        operationId: 'setEventRsvp',
        tags,
        params: eventIdParamsSchema,
        body: rsvpInputSchema,
        response: { 200: rsvpResultSchema, ...writeErrors, 409: errorBodySchema },
      },
    },
    async (request) =>
      setRsvp(db, request.viewer!.userId, request.params.id, request.body.status, app.clock.now()),
  );

  app.delete(
    '/api/events/:id/rsvp',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Withdraw your answer to an event (the waitlist moves up)',
        operationId: 'removeEventRsvp',
        tags,
        params: eventIdParamsSchema,
        response: { 200: rsvpResultSchema, ...writeErrors, 409: errorBodySchema },
      },
    },
    async (request) => removeRsvp(db, request.viewer!.userId, request.params.id, app.clock.now()),
  );

  app.get(
    '/api/events/:id/attendees',
    {
      schema: {
        summary: "List an event's attendees: going, interested or the waitlist in its order",
        operationId: 'listEventAttendees',
        tags,
        security: optionalViewerSecurity,
        params: eventIdParamsSchema,
        querystring: eventAttendeesQuerySchema,
        response: { 200: eventAttendeePageSchema, ...readErrors },
      },
    },
    async (request) => listEventAttendees(db, viewerId(request), request.params.id, request.query),
  );

  app.get(
    '/api/events/:id/comments',
    {
      schema: {
        summary: "List an event's discussion, oldest first",
        operationId: 'listEventComments',
        tags,
        security: optionalViewerSecurity,
        params: eventIdParamsSchema,
        querystring: eventCommentsQuerySchema,
        response: { 200: eventCommentPageSchema, ...readErrors },
      },
    },
    async (request) => listComments(db, viewerId(request), request.params.id, request.query),
  );

  app.post(
    '/api/events/:id/comments',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: EVENT_BODY_LIMIT,
      schema: {
        summary: "Comment in an event's discussion",
        operationId: 'createEventComment',
        tags,
        params: eventIdParamsSchema,
        body: createEventCommentInputSchema,
        response: {
          201: eventCommentSchema,
          ...writeErrors,
          409: errorBodySchema,
          413: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const comment = await createComment(
        db,
        request.viewer!.userId,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send(comment);
    },
  );

  app.delete(
    '/api/events/:id/comments/:commentId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Delete a comment of an event's discussion (its author, the organizer or staff)",
        operationId: 'deleteEventComment',
        tags,
        params: eventCommentParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteComment(
        db,
        request.viewer!.userId,
        request.params.id,
        request.params.commentId,
        app.clock.now(),
      );
      return reply.status(204).send(null);
    },
  );
};
