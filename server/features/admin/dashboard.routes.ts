import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  adminClientErrorPageSchema,
  adminClientLogPageSchema,
  adminSupportMessagePageSchema,
  adminSupportMessageSchema,
  clientErrorsQuerySchema,
  clientLogsQuerySchema,
  dashboardSchema,
  supportHandledInputSchema,
  supportMessageIdParamsSchema,
  supportMessagesQuerySchema,
} from '../../../common/features/admin/dashboard.contract';
import { requireStaff } from '../auth/staff-roles';
import {
  getClientErrors,
  getClientLogs,
  getDashboard,
  getSupportMessages,
  markSupportHandled,
} from './dashboard.service';

const staffErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema } as const;

/**
 * The admin dashboard (issue 15). The counts and chart are for staff (moderators too, who
 * work the queue the counts describe); the browsers' errors and logs and the support inbox
 * (members' email addresses) are for admins only: moderators get 403.
 */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/admin/dashboard',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'The dashboard: counts and sign-ups and posts per day for 30 days (staff)',
        operationId: 'getAdminDashboard',
        tags,
        response: { 200: dashboardSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'moderator');
      return getDashboard(db, app.clock.now());
    },
  );

  app.get(
    '/api/admin/client-errors',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'The most recent errors reported by browsers (admins)',
        operationId: 'listAdminClientErrors',
        tags,
        querystring: clientErrorsQuerySchema,
        response: { 200: adminClientErrorPageSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return getClientErrors(db, request.query);
    },
  );

  app.get(
    '/api/admin/client-logs',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Log entries sent by browsers, of one level or all (admins)',
        operationId: 'listAdminClientLogs',
        tags,
        querystring: clientLogsQuerySchema,
        response: { 200: adminClientLogPageSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return getClientLogs(db, request.query);
    },
  );

  app.get(
    '/api/admin/support-messages',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Messages of the contact form, open or handled (admins)',
        operationId: 'listAdminSupportMessages',
        tags,
        querystring: supportMessagesQuerySchema,
        response: { 200: adminSupportMessagePageSchema, ...staffErrors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return getSupportMessages(db, request.query);
    },
  );

  app.put(
    '/api/admin/support-messages/:id/handled',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Mark a support message handled, or open again (admins)',
        operationId: 'markAdminSupportMessageHandled',
        tags,
        params: supportMessageIdParamsSchema,
        body: supportHandledInputSchema,
        response: { 200: adminSupportMessageSchema, ...staffErrors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return markSupportHandled(db, request.params.id, request.body);
    },
  );
};
