import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  CALENDAR_FEED_NOT_FOUND_MESSAGE,
  calendarFeedParamsSchema,
  calendarFeedSchema,
  eventIdParamsSchema,
  type CalendarFeed,
} from '../../../common/features/events/events.contract';
import { calendarFeedEntries } from '../../content/calendar-sources';
import { notFound } from '../../lib/app-error';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import {
  deleteCalendarFeed,
  findCalendarFeedOwner,
  findCalendarFeedSecret,
  replaceCalendarFeedSecret,
} from './calendar-feed.repository';
import {
  CALENDAR_CONTENT_TYPE,
  calendarFeedFile,
  calendarFileName,
  eventCalendarFile,
} from './event-calendar';
import { requireVisibleEvent } from './events.service';

/** An `.ics` body in the OpenAPI document (the route answers text, not JSON). */
const icsFileSchema = (description: string) =>
  z.unknown().meta({ type: 'string', format: 'binary', description });

/** Phones fetch feeds every few minutes: they may keep one 15 minutes (and only for themselves). */
const FEED_CACHE = 'private, max-age=900';

export interface EventCalendarRoutesOptions {
  /** Public origin that the feed's address and the events' links are built on. */
  siteUrl: string;
}

/** The feed's addresses for `secret` (null: no feed). */
export function calendarFeedOf(siteUrl: string, secret: string | null): CalendarFeed {
  if (!secret) return { url: null, webcalUrl: null };
  const url = new URL(`/api/calendar/${secret}.ics`, siteUrl).toString();
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/**
 * Calendars (issue 13): `GET /api/events/{id}/calendar.ics` ('Add to calendar', for anyone who
 * may see the event), the member's private feed link (`GET|PUT|DELETE /api/calendar/feed`) and
 * the feed itself (`GET /api/calendar/{secret}.ics`, no sign-in: the secret is the key, so
 * calendar apps can subscribe). Who sees which event is the events' one rule
 * (`events.policy.ts`), for the feed read as its owner.
 */
export const eventCalendarRoutes: FastifyPluginAsyncZod<EventCalendarRoutesOptions> = async (
  app,
  { siteUrl },
) => {
  const { db } = app.database;
  const tags = ['events'];

  const sendIcs = (reply: FastifyReply, ics: string, cacheControl: string) =>
    reply
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .type(CALENDAR_CONTENT_TYPE)
      .send(ics);

  app.get(
    '/api/events/:id/calendar.ics',
    {
      schema: {
        summary: "Download an event as an iCalendar file ('Add to calendar')",
        operationId: 'getEventCalendarFile',
        tags,
        security: optionalViewerSecurity,
        params: eventIdParamsSchema,
        produces: ['text/calendar'],
        response: {
          200: icsFileSchema('The event as an iCalendar (.ics) file, times in UTC'),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const event = await requireVisibleEvent(
        db,
        request.viewer?.userId ?? null,
        request.params.id,
      );
      reply.header(
        'content-disposition',
        `attachment; filename="${calendarFileName(event.title)}"`,
      );
      return sendIcs(reply, eventCalendarFile(event, siteUrl), 'private, no-cache');
    },
  );

  const feedResponses = { 200: calendarFeedSchema, 401: errorBodySchema } as const;

  app.get(
    '/api/calendar/feed',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Get the link of your private calendar feed (null when you have none)',
        operationId: 'getCalendarFeed',
        tags,
        response: feedResponses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return calendarFeedOf(siteUrl, await findCalendarFeedSecret(db, request.viewer!.userId));
    },
  );

  app.put(
    '/api/calendar/feed',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Make a new link for your private calendar feed (the previous link stops working)',
        operationId: 'renewCalendarFeed',
        tags,
        response: feedResponses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return calendarFeedOf(siteUrl, await replaceCalendarFeedSecret(db, request.viewer!.userId));
    },
  );

  app.delete(
    '/api/calendar/feed',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Turn off your private calendar feed (its link stops working)',
        operationId: 'deleteCalendarFeed',
        tags,
        response: feedResponses,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await deleteCalendarFeed(db, request.viewer!.userId);
      return calendarFeedOf(siteUrl, null);
    },
  );

  app.get(
    '/api/calendar/:secret.ics',
    {
      schema: {
        summary:
          "A member's private calendar feed: the events they are going to and the trips they plan (the secret link is the key)",
        operationId: 'getCalendarFeedFile',
        tags,
        params: calendarFeedParamsSchema,
        produces: ['text/calendar'],
        response: {
          200: icsFileSchema(
            'The Going events of the link’s member and the days and booking windows of the trips they plan, upcoming and of the last 30 days, as iCalendar',
          ),
          404: errorBodySchema.describe(CALENDAR_FEED_NOT_FOUND_MESSAGE),
        },
      },
    },
    async (request, reply) => {
      const userId = await findCalendarFeedOwner(db, request.params.secret);
      if (!userId) throw notFound(CALENDAR_FEED_NOT_FOUND_MESSAGE);
      // Every feature's entries (`server/content/calendar-sources.ts`): events, then trips.
      const entries = await calendarFeedEntries(db, userId, { now: app.clock.now(), siteUrl });
      return sendIcs(reply, calendarFeedFile(entries, siteUrl), FEED_CACHE);
    },
  );
};
