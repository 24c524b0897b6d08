import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  BOOKING_RULES_CHECKED_ON,
  bookingRule,
} from '../../../common/features/trips/booking-window-rules';
import { bookingWindowsFor } from '../../../common/features/trips/booking-windows';
import {
  TRIP_NOT_FOUND_MESSAGE,
  tripIdParamsSchema,
  tripWindowsSchema,
  type TripWindows,
} from '../../../common/features/trips/trips.contract';
import { forbidden, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { tripCalendarFile } from './trip-calendar';
import { findLiveTripFacts, findTripAccess } from './trip-reminders.repository';

/** Readers of a shared or public trip cannot download its calendar: it is the planners' own. */
export const TRIP_CALENDAR_PLANNERS_ONLY_MESSAGE =
  'Only the people planning this trip can add it to their calendar.';

/** `text/calendar` with its charset. */
const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** A file name for a trip's `.ics`: its name in lower-case words ('our-first-trip.ics'). */
function calendarFileName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return `${slug || 'trip'}.ics`;
}

export interface TripWindowsRoutesOptions {
  /** Public origin, for the links and UIDs of the `.ics`. */
  siteUrl: string;
}

/**
 * A trip's booking windows (issue 29): `GET /api/trips/{id}/windows` for anyone who may open the
 * trip (`tripVisibleTo`; 404 otherwise), computed from its dates, resort, tickets and park days
 * with each rule's source and the rules' date; and `GET /api/trips/{id}/calendar.ics`, its days
 * and windows for its planners' calendars (403 for readers of a shared trip, 404 for others).
 */
export const tripWindowsRoutes: FastifyPluginAsyncZod<TripWindowsRoutesOptions> = async (
  app,
  { siteUrl },
) => {
  const { db } = app.database;
  const tags = ['trips'];

  /** The live trip the viewer may open, with whether they plan it. @throws 404 otherwise. */
  async function requireTrip(viewerId: string | null, tripId: string) {
    const access = isUuid(tripId)
      ? await findTripAccess(db, viewerId, tripId)
      : { visible: false, planner: false };
    const trip = access.visible ? await findLiveTripFacts(db, tripId) : null;
    if (!trip) throw notFound(TRIP_NOT_FOUND_MESSAGE);
    return { trip, planner: access.planner };
  }

  app.get(
    '/api/trips/:id/windows',
    {
      schema: {
        summary: "A trip's booking windows, soonest first, with each rule's source",
        operationId: 'getTripWindows',
        tags,
        security: optionalViewerSecurity,
        params: tripIdParamsSchema,
        response: { 200: tripWindowsSchema, 404: errorBodySchema },
      },
    },
    async (request, reply): Promise<TripWindows> => {
      const { trip } = await requireTrip(request.viewer?.userId ?? null, request.params.id);
      reply.header('cache-control', 'private, no-cache');
      const windows = bookingWindowsFor(trip.forWindows, app.clock.now());
      return {
        rulesCheckedOn: BOOKING_RULES_CHECKED_ON,
        windows: windows.map((window) => ({
          key: window.key,
          ruleId: window.ruleId,
          title: window.title,
          explanation: window.explanation,
          kind: window.kind,
          official: window.official,
          opensAt: window.opensAt,
          allDay: window.allDay,
          concernsDate: window.concernsDate,
          park: window.park,
          coversUntil: window.coversUntil,
          source: bookingRule(window.ruleId).source,
        })),
      };
    },
  );

  app.get(
    '/api/trips/:id/calendar.ics',
    {
      schema: {
        summary: "Download a trip's days and booking windows as an iCalendar file (its planners)",
        operationId: 'getTripCalendarFile',
        tags,
        security: optionalViewerSecurity,
        params: tripIdParamsSchema,
        produces: ['text/calendar'],
        response: {
          200: z.unknown().meta({
            type: 'string',
            format: 'binary',
            description: 'The trip’s days (all-day) and booking windows as iCalendar, times in UTC',
          }),
          403: errorBodySchema.describe(TRIP_CALENDAR_PLANNERS_ONLY_MESSAGE),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { trip, planner } = await requireTrip(
        request.viewer?.userId ?? null,
        request.params.id,
      );
      if (!planner) throw forbidden(TRIP_CALENDAR_PLANNERS_ONLY_MESSAGE);
      return reply
        .header('cache-control', 'private, no-cache')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${calendarFileName(trip.name)}"`)
        .type(CALENDAR_CONTENT_TYPE)
        .send(tripCalendarFile(trip, siteUrl, app.clock.now()));
    },
  );
};
