import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  addTripItemInputSchema,
  addTripPersonInputSchema,
  createTripInputSchema,
  inviteTripPlannerInputSchema,
  memberCountdownParamsSchema,
  moveTripItemInputSchema,
  myTripsSchema,
  nextTripSchema,
  publicTripsQuerySchema,
  setTripDayInputSchema,
  tripCatalogueSchema,
  tripCountdownSchema,
  tripDayParamsSchema,
  tripIdParamsSchema,
  tripItemParamsSchema,
  tripPageSchema,
  tripPersonParamsSchema,
  tripPlannerParamsSchema,
  tripRidesSchema,
  tripSchema,
  updateTripInputSchema,
  updateTripPersonInputSchema,
  updateTripPlannerInputSchema,
} from '../../../common/features/trips/trips.contract';
import { tripPlaceChoices, tripResortChoices } from '../../../common/features/trips/trip-catalogue';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { getTripRides } from './trip-rides';
import {
  addTripItem,
  addTripPerson,
  createTrip,
  deleteTrip,
  deleteTripItem,
  deleteTripPerson,
  getNextTrip,
  getProfileCountdown,
  getTrip,
  inviteTripPlanner,
  listMyTrips,
  listPublicTrips,
  moveTripItem,
  removeTripPlanner,
  setTripDay,
  updateTrip,
  updateTripPerson,
  updateTripPlanner,
} from './trips.service';

/** A trip's fields are at most about 4 KB of text: 32 KB leaves room for JSON escapes. */
const TRIP_BODY_LIMIT = 32 * 1024;

const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  429: errorBodySchema,
} as const;

/**
 * Trips (issue 29). Reading follows `trips.policy.ts` (planners see everything; a shared or
 * public trip is read without heights, children's names or co-planners; hidden is 404). Each
 * change is one small operation under the trip's row lock and answers the whole trip as it is
 * now; the other planners' sockets hear of it. Answers depend on the viewer: no shared caching.
 */
export const tripsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['trips'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  const me = (request: { viewer: { userId: string } | null }) => request.viewer!.userId;
  const edit = () => ({ db, rateLimiter: app.rateLimiter, now: app.clock.now() });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/trips/catalogue')) {
      reply.header('cache-control', 'public, max-age=3600');
    } else {
      reply.header('cache-control', 'private, no-cache');
    }
  });

  app.get(
    '/api/trips/catalogue',
    {
      schema: {
        summary: 'What a trip can name: resort hotels, attractions (with heights) and restaurants',
        operationId: 'getTripCatalogue',
        tags,
        response: { 200: tripCatalogueSchema },
      },
    },
    async () => ({ resorts: [...tripResortChoices], places: [...tripPlaceChoices] }),
  );

  app.get(
    '/api/trips',
    {
      schema: {
        summary: 'Public trip reports, newest first',
        operationId: 'listPublicTrips',
        tags,
        security: optionalViewerSecurity,
        querystring: publicTripsQuerySchema,
        response: { 200: tripPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listPublicTrips(db, viewerId(request), request.query),
  );

  app.get(
    '/api/trips/mine',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'The trips you plan (yours and those you co-plan), those ahead first',
        operationId: 'listMyTrips',
        tags,
        response: { 200: myTripsSchema, 401: errorBodySchema },
      },
    },
    async (request) => listMyTrips(db, me(request), app.clock.now()),
  );

  app.get(
    '/api/trips/next',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your trip under way or next, with its countdown',
        operationId: 'getNextTrip',
        tags,
        response: { 200: nextTripSchema, 401: errorBodySchema },
      },
    },
    async (request) => getNextTrip(db, me(request), app.clock.now()),
  );

  app.get(
    '/api/members/:username/trip-countdown',
    {
      schema: {
        summary: "A member's trip countdown, when they show it on their profile",
        operationId: 'getMemberTripCountdown',
        tags,
        security: optionalViewerSecurity,
        params: memberCountdownParamsSchema,
        response: { 200: tripCountdownSchema, 400: errorBodySchema },
      },
    },
    async (request) =>
      getProfileCountdown(db, viewerId(request), request.params.username, app.clock.now()),
  );

  app.post(
    '/api/trips',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: TRIP_BODY_LIMIT,
      schema: {
        summary: 'Plan a trip (20 a day)',
        operationId: 'createTrip',
        tags,
        body: createTripInputSchema,
        response: {
          201: tripSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTrip(edit(), me(request), request.body)),
  );

  app.get(
    '/api/trips/:id',
    {
      schema: {
        summary: 'A trip as you may see it (planners: everything; readers: no heights)',
        operationId: 'getTrip',
        tags,
        security: optionalViewerSecurity,
        params: tripIdParamsSchema,
        response: { 200: tripSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => getTrip(db, viewerId(request), request.params.id),
  );

  app.get(
    '/api/trips/:id/rides',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Who in the trip's party can ride what (the trip's planners)",
        operationId: 'getTripRides',
        tags,
        params: tripIdParamsSchema,
        response: {
          200: tripRidesSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request) => getTripRides(db, me(request), request.params.id),
  );

  app.patch(
    '/api/trips/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: TRIP_BODY_LIMIT,
      schema: {
        summary: 'Change a trip you plan: name, dates, resort, tickets, notes, visibility',
        operationId: 'updateTrip',
        tags,
        params: tripIdParamsSchema,
        body: updateTripInputSchema,
        response: { 200: tripSchema, ...writeErrors, 422: errorBodySchema },
      },
    },
    async (request) => updateTrip(edit(), me(request), request.params.id, request.body),
  );

  app.delete(
    '/api/trips/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete your trip (its reminders are cancelled)',
        operationId: 'deleteTrip',
        tags,
        params: tripIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteTrip(edit(), me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/trips/:id/days/:dayNumber',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Set a day's park, or make it a rest day",
        operationId: 'setTripDay',
        tags,
        params: tripDayParamsSchema,
        body: setTripDayInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      setTripDay(edit(), me(request), request.params.id, request.params.dayNumber, request.body),
  );

  app.post(
    '/api/trips/:id/days/:dayNumber/items',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Add an attraction or a restaurant to a day's plan",
        operationId: 'addTripItem',
        tags,
        params: tripDayParamsSchema,
        body: addTripItemInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      addTripItem(edit(), me(request), request.params.id, request.params.dayNumber, request.body),
  );

  app.post(
    '/api/trips/:id/items/:itemId/move',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Move a plan within its day or to another day',
        operationId: 'moveTripItem',
        tags,
        params: tripItemParamsSchema,
        body: moveTripItemInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      moveTripItem(edit(), me(request), request.params.id, request.params.itemId, request.body),
  );

  app.delete(
    '/api/trips/:id/items/:itemId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Remove a plan from a day',
        operationId: 'deleteTripItem',
        tags,
        params: tripItemParamsSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      deleteTripItem(edit(), me(request), request.params.id, request.params.itemId),
  );

  app.post(
    '/api/trips/:id/party',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Add a person to the party (name, age band, height)',
        operationId: 'addTripPerson',
        tags,
        params: tripIdParamsSchema,
        body: addTripPersonInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) => addTripPerson(edit(), me(request), request.params.id, request.body),
  );

  app.patch(
    '/api/trips/:id/party/:personId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Change a person of the party',
        operationId: 'updateTripPerson',
        tags,
        params: tripPersonParamsSchema,
        body: updateTripPersonInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateTripPerson(
        edit(),
        me(request),
        request.params.id,
        request.params.personId,
        request.body,
      ),
  );

  app.delete(
    '/api/trips/:id/party/:personId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Remove a person from the party',
        operationId: 'deleteTripPerson',
        tags,
        params: tripPersonParamsSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      deleteTripPerson(edit(), me(request), request.params.id, request.params.personId),
  );

  app.post(
    '/api/trips/:id/planners',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Invite a member to co-plan your trip (planner or viewer)',
        operationId: 'inviteTripPlanner',
        tags,
        params: tripIdParamsSchema,
        body: inviteTripPlannerInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) => inviteTripPlanner(edit(), me(request), request.params.id, request.body),
  );

  app.patch(
    '/api/trips/:id/planners/:memberId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Change a co-planner's role",
        operationId: 'updateTripPlanner',
        tags,
        params: tripPlannerParamsSchema,
        body: updateTripPlannerInputSchema,
        response: { 200: tripSchema, ...writeErrors },
      },
    },
    async (request) =>
      updateTripPlanner(
        edit(),
        me(request),
        request.params.id,
        request.params.memberId,
        request.body.role,
      ),
  );

  app.delete(
    '/api/trips/:id/planners/:memberId',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Remove a co-planner (the owner), or leave a trip you co-plan',
        operationId: 'removeTripPlanner',
        tags,
        params: tripPlannerParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeTripPlanner(edit(), me(request), request.params.id, request.params.memberId);
      return reply.status(204).send(null);
    },
  );
};
