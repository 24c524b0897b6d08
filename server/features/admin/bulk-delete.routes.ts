import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  bulkDeleteFilterSchema,
  bulkDeleteInputSchema,
  bulkDeletePreviewSchema,
  bulkDeletionIdParamsSchema,
  bulkDeletionPageSchema,
  bulkDeletionSchema,
  bulkDeletionsQuerySchema,
} from '../../../common/features/admin/bulk-delete.contract';
import { requireStaff } from '../auth/staff-roles';
import {
  getBulkDeletion,
  listBulkDeletions,
  previewBulkDelete,
  runBulkDelete,
  undoBulkDelete,
} from './bulk-delete.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
} as const;

/**
 * Bulk delete of posts and comments (issue 15, `/bulk-delete`), for admins only (moderators
 * act on items one at a time from the queue): preview, delete with a reason (a job beyond
 * 10,000 rows), the operations with their progress, undo within 24 hours.
 */
export const bulkDeleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['admin'];
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/admin/bulk-deletions/preview',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'How many posts and comments a filter matches, and the newest ten (admins)',
        operationId: 'previewBulkDeletion',
        tags,
        body: bulkDeleteFilterSchema,
        response: { 200: bulkDeletePreviewSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return previewBulkDelete(db, request.body);
    },
  );

  app.post(
    '/api/admin/bulk-deletions',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      schema: {
        summary:
          'Delete what a filter matches, with a reason: at once (201), or as a job beyond 10,000 rows (202) (admins)',
        operationId: 'createBulkDeletion',
        tags,
        body: bulkDeleteInputSchema,
        response: {
          201: bulkDeletionSchema,
          202: bulkDeletionSchema,
          ...errors,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(db, request.viewer, 'admin');
      const { operation, queued } = await runBulkDelete(
        db,
        staff.userId,
        request.body,
        app.clock.now(),
      );
      return reply.status(queued ? 202 : 201).send(operation);
    },
  );

  app.get(
    '/api/admin/bulk-deletions',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Bulk deletes, newest first, with their progress (admins)',
        operationId: 'listBulkDeletions',
        tags,
        querystring: bulkDeletionsQuerySchema,
        response: { 200: bulkDeletionPageSchema, ...errors },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return listBulkDeletions(db, request.query, app.clock.now());
    },
  );

  app.get(
    '/api/admin/bulk-deletions/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'A bulk delete and its progress (admins)',
        operationId: 'getBulkDeletion',
        tags,
        params: bulkDeletionIdParamsSchema,
        response: { 200: bulkDeletionSchema, ...errors, 404: errorBodySchema },
      },
    },
    async (request) => {
      await requireStaff(db, request.viewer, 'admin');
      return getBulkDeletion(db, request.params.id, app.clock.now());
    },
  );

  app.post(
    '/api/admin/bulk-deletions/:id/undo',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      schema: {
        summary: 'Undo a bulk delete within 24 hours: exactly its rows come back (admins)',
        operationId: 'undoBulkDeletion',
        tags,
        params: bulkDeletionIdParamsSchema,
        response: {
          200: bulkDeletionSchema,
          ...errors,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const staff = await requireStaff(db, request.viewer, 'admin');
      return undoBulkDelete(db, staff.userId, request.params.id, app.clock.now());
    },
  );
};
