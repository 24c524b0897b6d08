import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../common/features/uploads/uploads.contract';
import { scheduleUploadCleanup } from './uploads.cleanup';
import { uploadsRoutes } from './uploads.routes';

/**
 * Photo uploads: the multipart parser (for these routes only), `POST /api/uploads`,
 * `GET /uploads/*` served from `${dataDir}/uploads`, and the hourly clean-up of unused uploads.
 */
export async function uploadsPlugin(app: FastifyInstance, options: { dataDir: string }) {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES },
    throwFileSizeLimit: true,
  });
  await app.register(uploadsRoutes, { dataDir: options.dataDir });
  scheduleUploadCleanup(app, options.dataDir);
}
