import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  TRIP_SUGGESTIONS_MAX,
  tripSuggestionsSchema,
  type TripSuggestions,
} from '../../../common/features/trips/trip-suggestions.contract';
import {
  tripIdParamsSchema,
  tripParkShortNames,
  type Trip,
} from '../../../common/features/trips/trips.contract';
import { suggestFor } from '../../content/trip-suggestion-sources';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { getTrip } from './trips.service';

/** The parks the trip's days plan, once each, by the site's park names (events use those). */
function plannedParks(trip: Trip): string[] {
  const parks = trip.days.flatMap((day) => (day.park ? [tripParkShortNames[day.park]] : []));
  return [...new Set(parks)];
}

/**
 * What happens during a trip (issue 29): `GET /api/trips/{id}/suggestions` for anyone who may
 * open the trip (`getTrip`; 404 otherwise), read from every registered trip suggestion source
 * (`server/content/trip-suggestion-sources.ts`: the events feature's is one) as the viewer, so
 * each sees only what they may see. Things in the trip's planned parks first, then the others
 * during its dates; each part soonest first.
 */
export const tripSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/api/trips/:id/suggestions',
    {
      schema: {
        summary: "Events during a trip's dates, those in its planned parks first",
        operationId: 'getTripSuggestions',
        tags: ['trips'],
        security: optionalViewerSecurity,
        params: tripIdParamsSchema,
        response: { 200: tripSuggestionsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply): Promise<TripSuggestions> => {
      const viewerId = request.viewer?.userId ?? null;
      const trip = await getTrip(db, viewerId, request.params.id);
      reply.header('cache-control', 'private, no-cache');
      const items = await suggestFor(db, {
        viewerId,
        from: trip.arrivesOn,
        to: trip.departsOn,
        parks: plannedParks(trip),
        limit: TRIP_SUGGESTIONS_MAX,
      });
      return { items };
    },
  );
};
