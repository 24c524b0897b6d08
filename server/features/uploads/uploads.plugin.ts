import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '../../../common/features/uploads/uploads.contract';
import { scheduleUploadCleanup } from './uploads.cleanup';
import { configureImageProcessing } from './uploads.image';
import { ImageJobQueue } from './uploads.queue';
import { uploadsRoutes } from './uploads.routes';

/**
 * Photo uploads: the multipart parser (for these routes only), `POST /api/uploads` (photos
 * decoded one queued job at a time, `imageQueue`, by default {@link ImageJobQueue}'s limits),
 * `GET /uploads/*` served from `app.photoStorage`, and the hourly clean-up of unused uploads.
 */
export async function uploadsPlugin(app: FastifyInstance, options: { imageQueue?: ImageJobQueue }) {
  configureImageProcessing();
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES },
    throwFileSizeLimit: true,
  });
  await app.register(uploadsRoutes, { imageQueue: options.imageQueue ?? new ImageJobQueue() });
  scheduleUploadCleanup(app);
}
