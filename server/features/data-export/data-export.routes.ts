import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import { dataExportStatusSchema } from '../../../common/features/data-export/data-export.contract';
import {
  openDataExportDownload,
  readDataExportStatus,
  requestDataExport,
} from './data-export.service';

/** The archive in the OpenAPI document (the route answers bytes, not JSON). */
const archiveFileSchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: 'The archive (.tar.gz): README.txt, one JSON file per section, photos/',
});

/**
 * "Download my data" (issue 27), the signed-in member's own archive only (no id in the path:
 * nobody can name another member's): `POST /api/me/data-export` asks for one (a job builds it;
 * one a day), `GET /api/me/data-export` says where the latest stands, and
 * `GET /api/me/data-export/download` streams it from the data folder while it lasts.
 */
export const dataExportRoutes: FastifyPluginAsyncZod<{ dataDir: string }> = async (
  app,
  { dataDir },
) => {
  const { db } = app.database;
  const tags = ['data-export'];

  app.post(
    '/api/me/data-export',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Ask for an archive of your data (one a day)',
        operationId: 'requestDataExport',
        tags,
        response: {
          202: dataExportStatusSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const status = await requestDataExport(db, request.viewer!.userId, app.clock.now());
      return reply.code(202).header('cache-control', 'private, no-store').send(status);
    },
  );

  app.get(
    '/api/me/data-export',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Your latest data archive: its state, and when you may ask again',
        operationId: 'getDataExport',
        tags,
        response: { 200: dataExportStatusSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return readDataExportStatus(db, request.viewer!.userId, app.clock.now());
    },
  );

  app.get(
    '/api/me/data-export/download',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Download your ready data archive',
        operationId: 'downloadDataExport',
        tags,
        produces: ['application/gzip'],
        response: {
          200: archiveFileSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await openDataExportDownload(
        db,
        request.viewer!.userId,
        dataDir,
        app.clock.now(),
      );
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('content-length', file.size)
        .type('application/gzip')
        .send(file.stream);
    },
  );
};
