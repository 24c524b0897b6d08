import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  UPLOAD_RATE_LIMIT,
  uploadCreatedSchema,
  uploadFileParamsSchema,
  uploadFormSchema,
} from '../../../common/features/uploads/uploads.contract';
import { AppError, notFound } from '../../lib/app-error';
import { readSingleFile } from './uploads.multipart';
import type { ImageJobQueue } from './uploads.queue';
import { createUpload } from './uploads.service';
import { openUploadFile } from './uploads.storage';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * `POST /api/uploads` (a member's photo, multipart field `file`) and `GET /uploads/<file>.webp`
 * (the processed photos, cached for a year). Needs @fastify/multipart registered around it.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  dataDir: string;
  imageQueue: ImageJobQueue;
}> = async (app, options) => {
  app.post(
    '/api/uploads',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Upload a photo for a post or an avatar',
        operationId: 'uploadPhoto',
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        body: uploadFormSchema,
        response: {
          201: uploadCreatedSchema,
          ...Object.fromEntries(
            [400, 401, 413, 415, 422, 429, 503].map((s) => [s, errorBodySchema]),
          ),
        },
      },
      // A body that is not multipart (nor JSON) is a bad request here, not an unknown one.
      errorHandler(error: FastifyError) {
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
          throw new AppError('bad_request', 'Send the photo as multipart/form-data.');
        }
        throw error;
      },
    },
    async (request, reply) => {
      const ownerId = request.viewer!.userId;
      await app.rateLimiter.consume(
        `uploads:${ownerId}`,
        UPLOAD_RATE_LIMIT,
        'You have uploaded many photos in the last hour. Please try again later.',
      );
      const data = await readSingleFile(request);
      const created = await createUpload(app.database.db, {
        ownerId,
        data,
        dataDir: options.dataDir,
        imageQueue: options.imageQueue,
      });
      return reply.status(201).header('cache-control', 'no-store').send(created);
    },
  );

  app.get('/uploads/*', { schema: { params: uploadFileParamsSchema } }, async (request, reply) => {
    const name = request.params['*'];
    const file = await openUploadFile(options.dataDir, name);
    if (!file) throw notFound('No such photo.');
    const etag = `"${name.slice(0, -'.webp'.length)}"`;
    reply
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .header('x-content-type-options', 'nosniff')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type('image/webp').header('content-length', file.size).send(file.stream);
  });
};
