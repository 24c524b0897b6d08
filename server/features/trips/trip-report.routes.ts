import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import {
  TRIP_REPORT_MAX_ITEMS,
  tripReportSchema,
  type TripReport,
} from '../../../common/features/trips/trip-report.contract';
import { tripIdParamsSchema } from '../../../common/features/trips/trips.contract';
import { tripReportItems } from '../../content/trip-report-sources';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { getTrip } from './trips.service';

/** The next calendar day of `YYYY-MM-DD`. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * A trip's report (issue 29): `GET /api/trips/{id}/report` for anyone who may open the trip
 * (`getTrip`; 404 otherwise) — the posts and reviews its owner (never a co-planner or the party)
 * shared from its first day 00:00 to its last day 24:00 at the park, as the viewer may see each
 * (through the trip report sources: each feature's own visibility), oldest first.
 */
export const tripReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/trips/:id/report',
    {
      schema: {
        summary: "What a trip's owner shared during the trip, oldest first",
        operationId: 'getTripReport',
        tags: ['trips'],
        security: optionalViewerSecurity,
        params: tripIdParamsSchema,
        response: { 200: tripReportSchema, 404: errorBodySchema },
      },
    },
    async (request, reply): Promise<TripReport> => {
      const viewerId = request.viewer?.userId ?? null;
      const trip = await getTrip(db, viewerId, request.params.id);
      const items = await tripReportItems(db, {
        viewerId,
        authorId: trip.owner.id,
        from: parkLocalToInstant(trip.arrivesOn),
        to: parkLocalToInstant(dayAfter(trip.departsOn)),
        limit: TRIP_REPORT_MAX_ITEMS,
      });
      reply.header('cache-control', 'private, no-cache');
      return {
        items: items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      };
    },
  );
};
