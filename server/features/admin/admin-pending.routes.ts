import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  adminPendingRequestsSchema,
  type AdminPendingRequests,
  type PendingDataExport,
} from '../../../common/features/admin/admin-pending-requests.contract';
import { requireStaff } from '../auth/staff-roles';
import { listPendingDataExports, listPendingDeletions } from './admin-pending.repository';

/**
 * `GET /api/admin/users/pending-requests` (issue 27): staff see the accounts closing with their
 * erase dates, and the data archives under way or ready, on `/admin/users`.
 */
export const adminPendingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  app.get(
    '/api/admin/users/pending-requests',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Staff: accounts being deleted and data archives under way or ready',
        operationId: 'listAdminPendingRequests',
        tags: ['admin'],
        response: {
          200: adminPendingRequestsSchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request): Promise<AdminPendingRequests> => {
      await requireStaff(db, request.viewer, 'moderator');
      const now = app.clock.now();
      const [deletions, exports] = await Promise.all([
        listPendingDeletions(db),
        listPendingDataExports(db, now),
      ]);
      return {
        deletions: deletions.map((row) => ({
          userId: row.userId,
          username: row.username,
          requestedAt: row.requestedAt.toISOString(),
          eraseAt: row.eraseAt.toISOString(),
        })),
        exports: exports.map((row) => ({
          id: row.id,
          userId: row.userId,
          username: row.username,
          state: row.state as PendingDataExport['state'],
          requestedAt: row.requestedAt.toISOString(),
          expiresAt: row.expiresAt?.toISOString() ?? null,
        })),
      };
    },
  );
};
