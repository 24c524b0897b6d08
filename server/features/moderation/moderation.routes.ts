import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  createReportInputSchema,
  moderationCountsSchema,
  moderationDecisionInputSchema,
  moderationDecisionResultSchema,
  moderationItemParamsSchema,
  moderationItemStateSchema,
  moderationQueuePageSchema,
  moderationQueueQuerySchema,
  moderationUnhideInputSchema,
  moderationUnhideResultSchema,
  myReportsQuerySchema,
  reportPageSchema,
  reportSchema,
} from '../../../common/features/moderation/moderation.contract';
import type { SessionGate } from '../auth/session-gate';
import { decide, getCounts, getItemState, getQueue, unhide } from './moderation.service';
import { createReport, listMyReports } from './reports.service';
import { requireStaff } from '../auth/staff-roles';

/** A report's note is at most 1,000 characters: 16 KB leaves room for JSON escapes. */
const BODY_LIMIT = 16 * 1024;

const staffErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;

export interface ModerationRoutesOptions {
  /** The app's session gate: a suspension ends the member's sessions at once. */
  sessionGate: SessionGate;
}

/**
 * Member reports (`/api/reports`) and the moderation review queue and decisions
 * (`/api/admin/moderation/*`, moderators and admins, checked on the server by `requireStaff`).
 */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/reports') || request.url.startsWith('/api/admin/moderation')) {
      reply.header('cache-control', 'private, no-store');
    }
  });

  app.post(
    '/api/reports',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: BODY_LIMIT,
      schema: {
        summary:
          'Report an item you can see (one open report per item, 20 items a day); reports weighed by trust level and accuracy hide it pending review',
        operationId: 'createReport',
        tags: ['reports'],
        body: createReportInputSchema,
        response: {
          201: reportSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const report = await createReport(db, request.viewer!.userId, request.body, app.clock.now());
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/api/reports/mine',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your reports, newest first, with their outcome',
        operationId: 'listMyReports',
        tags: ['reports'],
        querystring: myReportsQuerySchema,
        response: { 200: reportPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listMyReports(db, request.viewer!.userId, request.query),
  );

  app.get(
    '/api/admin/moderation/queue',
    {
      preHandler: app.requireViewer,
      schema: {
        summary:
          'The review queue: open reports grouped by item, newest or most reported first (moderators and admins)',
        operationId: 'getModerationQueue',
        tags: ['moderation'],
        querystring: moderationQueueQuerySchema,
        response: { 200: moderationQueuePageSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'moderator');
      return getQueue(db, request.query, app.clock.now());
    },
  );

  app.get(
    '/api/admin/moderation/counts',
    {
      preHandler: app.requireViewer,
      schema: {
        summary:
          'Open reports and reported items, for the staff navigation (moderators and admins)',
        operationId: 'getModerationCounts',
        tags: ['moderation'],
        response: { 200: moderationCountsSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'moderator');
      return getCounts(db);
    },
  );

  app.get(
    '/api/admin/moderation/items/:kind/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "An item's moderation state: open reports and whether it is hidden (staff)",
        operationId: 'getModerationItem',
        tags: ['moderation'],
        params: moderationItemParamsSchema,
        response: { 200: moderationItemStateSchema, ...staffErrors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'moderator');
      return getItemState(db, request.params.kind, request.params.id);
    },
  );

  app.post(
    '/api/admin/moderation/items/:kind/:id/decision',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary:
          'Decide on an item: dismiss, hide, delete, warn or suspend its author; closes its open reports and tells each reporter (staff)',
        operationId: 'decideModerationItem',
        tags: ['moderation'],
        params: moderationItemParamsSchema,
        body: moderationDecisionInputSchema,
        response: {
          200: moderationDecisionResultSchema,
          ...staffErrors,
          404: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request.viewer, 'moderator');
      return decide(
        { db, sessionGate: options.sessionGate, now: app.clock.now() },
        staff,
        request.params.kind,
        request.params.id,
        request.body,
      );
    },
  );

  app.post(
    '/api/admin/moderation/items/:kind/:id/unhide',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      bodyLimit: BODY_LIMIT,
      schema: {
        summary: 'Show a hidden item again; its open reports stay open (staff)',
        operationId: 'unhideModerationItem',
        tags: ['moderation'],
        params: moderationItemParamsSchema,
        body: moderationUnhideInputSchema,
        response: {
          200: moderationUnhideResultSchema,
          ...staffErrors,
          404: errorBodySchema,
          413: errorBodySchema,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request.viewer, 'moderator');
      return unhide(db, staff, request.params.kind, request.params.id, request.body.reason ?? null);
    },
  );
};
