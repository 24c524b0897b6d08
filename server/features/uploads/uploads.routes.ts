import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  postImageSchema,
  UPLOAD_RATE_LIMIT,
  uploadAltInputSchema,
  uploadCreatedSchema,
  uploadFileParamsSchema,
  uploadFormSchema,
  uploadIdParamsSchema,
} from '../../../common/features/uploads/uploads.contract';
import { AppError, notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { receiveSingleFile } from './uploads.multipart';
import type { ImageJobQueue } from './uploads.queue';
import { findPhotoAccess } from './uploads.repository';
import { createUpload, setUploadAlt } from './uploads.service';

const ONE_YEAR_SECONDS = 31_536_000;
/** Alt text is at most 500 characters: 8 KB leaves room for JSON escapes. */
const ALT_BODY_LIMIT = 8 * 1024;
/** What a photo that is not public depends on: the member's token (header or photo cookie). */
const PRIVATE_PHOTO_VARY = 'Authorization, Cookie';

/**
 * `POST /api/uploads` (a member's photo, multipart field `file`) and `GET /uploads/<file>.webp`
 * (the processed photos, served as their item allows: public ones cached for a year, the others
 * private and revalidated). Needs @fastify/multipart registered around it.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ imageQueue: ImageJobQueue }> = async (
  app,
  options,
) => {
  app.post(
    '/api/uploads',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
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
      const received = await receiveSingleFile(request);
      try {
        const created = await createUpload(app.database.db, {
          ownerId,
          source: received.path,
          storage: app.photoStorage,
          imageQueue: options.imageQueue,
        });
        return await reply.status(201).header('cache-control', 'no-store').send(created);
      } finally {
        await received.remove();
      }
    },
  );

  app.patch(
    '/api/uploads/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: ALT_BODY_LIMIT,
      schema: {
        summary: "Set or remove one of your photos' alt text",
        operationId: 'setUploadAlt',
        tags: ['uploads'],
        params: uploadIdParamsSchema,
        body: uploadAltInputSchema,
        response: {
          200: postImageSchema,
          ...Object.fromEntries([400, 401, 404, 413].map((s) => [s, errorBodySchema])),
        },
      },
    },
    async (request, reply) => {
      const image = await setUploadAlt(app.database.db, {
        ownerId: request.viewer!.userId,
        uploadId: request.params.id,
        alt: request.body.alt,
      });
      return reply.header('cache-control', 'no-store').send(image);
    },
  );

  // A photo follows the item it belongs to (issue 26): served to whoever may see one of its
  // items, by the item's own rule. Public ones are cached for a year by everyone; the others
  // are private to the member's browser and asked again on every use (so a photo stops the
  // moment its item closes to them). `<img>` sends no bearer token: a member's browser keeps
  // their access token in the photo cookie, which the session plugin reads on these paths.
  app.get('/uploads/*', { schema: { params: uploadFileParamsSchema } }, async (request, reply) => {
    const name = request.params['*'];
    const id = name.slice(0, 36);
    const viewerId = request.viewer?.userId ?? null;
    const access = isUuid(id) ? await findPhotoAccess(app.database.db, id, viewerId) : null;
    if (!access?.isVisibleToViewer) {
      reply.header('cache-control', 'private, no-store').header('vary', PRIVATE_PHOTO_VARY);
      throw notFound('No such photo.');
    }
    // A store set to hand public photos out itself (S3 with `signed_urls`): their bytes never
    // pass through this process. The redirect is cached while its address stays valid.
    const signed =
      access.isPublic && app.photoStorage.signedUrl ? await app.photoStorage.signedUrl(name) : null;
    if (signed) {
      return reply
        .header('cache-control', `public, max-age=${signed.maxAgeSeconds}`)
        .redirect(signed.url, 302);
    }
    const file = await app.photoStorage.open(name);
    if (!file) throw notFound('No such photo.');
    const etag = `"${name.slice(0, -'.webp'.length)}"`;
    if (access.isPublic) {
      reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
    } else {
      reply.header('cache-control', 'private, no-cache').header('vary', PRIVATE_PHOTO_VARY);
    }
    reply.header('x-content-type-options', 'nosniff').header('etag', etag);
    if (request.headers['if-none-match'] === etag) {
      file.stream.destroy();
      return reply.status(304).send();
    }
    return reply.type('image/webp').header('content-length', file.size).send(file.stream);
  });
};
