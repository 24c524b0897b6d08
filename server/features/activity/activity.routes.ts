import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  activityDateParamsSchema,
  activitySummarySchema,
} from '../../../common/features/activity/activity.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { getActivitySummary } from './activity.service';

/** Options of {@link activityRoutes}. */
export interface ActivityRoutesOptions {
  /** The site's time zone (`SITE_TIME_ZONE`), in which days begin and end. */
  timeZone: string;
}

/**
 * `GET /api/activity` (today) and `GET /api/activity/{date}`: public daily summaries, with the
 * viewer's own day when signed in. An invalid or future date answers 404.
 */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  const summaryOf = (date: string | undefined, viewer: { userId: string } | null) =>
    getActivitySummary(db, {
      date,
      timeZone: options.timeZone,
      now: app.clock.now(),
      viewerId: viewer?.userId ?? null,
    });

  app.get(
    '/api/activity',
    {
      schema: {
        summary: "Summarise today's community activity",
        operationId: 'getActivityToday',
        tags: ['activity'],
        security: optionalViewerSecurity,
        response: { 200: activitySummarySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return summaryOf(undefined, request.viewer);
    },
  );

  app.get(
    '/api/activity/:date',
    {
      schema: {
        summary: "Summarise a past day's community activity",
        operationId: 'getActivityByDate',
        tags: ['activity'],
        security: optionalViewerSecurity,
        params: activityDateParamsSchema,
        response: { 200: activitySummarySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return summaryOf(request.params.date, request.viewer);
    },
  );
};
