import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import { auditPageSchema, auditQuerySchema } from '../../../common/features/admin/audit.contract';
import { requireStaff } from '../auth/staff-roles';
import { getAuditLog } from './audit-log.service';

/**
 * The audit log view (issue 15), for admins. The log is append-only: this is its only route,
 * and it reads (`audit-log.test.ts` checks that no other operation touches the path).
 */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/admin/audit',
    {
      preHandler: app.requireViewer,
      onSend: async (_request, reply) => {
        reply.header('cache-control', 'private, no-store');
      },
      schema: {
        summary: 'The audit log of staff actions, newest first, filtered (admins)',
        operationId: 'listAuditLog',
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: {
          200: auditPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return getAuditLog(db, request.query);
    },
  );
};
