import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import { uploadIdParamsSchema } from '../../../common/features/uploads/uploads.contract';
import { notFound } from '../../lib/app-error';
import { isUuid } from '../../lib/cursor';
import { uploadFileNames } from '../uploads/photo-storage';
import { findMessagePhotoFor } from './message-photos.repository';

const MESSAGE_PHOTO_NOT_FOUND = 'No such photo.';
/** A message photo's body, for the API document: WebP bytes (a stream, never serialized). */
const messagePhotoSchema = z.unknown().meta({
  type: 'string',
  format: 'binary',
  description: 'The photo as WebP (304 when If-None-Match matches its ETag)',
});

/**
 * `GET /api/messages/photos/{id}` and its `/thumbnail`: a direct message's photo, never served at
 * `/uploads`. The messages feature serves it because only it knows who may read a conversation;
 * the files come from the uploads feature's storage.
 */
export const messagePhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  // A direct message's photo: only for its conversation's participants (404 for anyone else,
  // staff included), revalidated on every use so a deleted message's photos stop at once.
  for (const size of ['large', 'thumbnail'] as const) {
    app.get(
      size === 'large' ? '/api/messages/photos/:id' : '/api/messages/photos/:id/thumbnail',
      {
        preHandler: app.requireViewer,
        schema: {
          summary:
            size === 'large'
              ? "Get a direct message's photo (participants only)"
              : "Get a direct message's photo thumbnail (participants only)",
          operationId: size === 'large' ? 'getMessagePhoto' : 'getMessagePhotoThumbnail',
          tags: ['messages'],
          params: uploadIdParamsSchema,
          produces: ['image/webp'],
          response: {
            200: messagePhotoSchema,
            304: z.null().describe('Not modified: the copy the app has is current'),
            ...Object.fromEntries([401, 404].map((s) => [s, errorBodySchema])),
          },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        reply.header('cache-control', 'private, no-cache');
        const photo = isUuid(id)
          ? await findMessagePhotoFor(app.database.db, request.viewer!.userId, id)
          : null;
        if (!photo) throw notFound(MESSAGE_PHOTO_NOT_FOUND);
        const name = uploadFileNames(photo.id)[size];
        const etag = `"${name.slice(0, -'.webp'.length)}"`;
        reply.header('x-content-type-options', 'nosniff').header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        const file = await app.photoStorage.open(name);
        if (!file) throw notFound(MESSAGE_PHOTO_NOT_FOUND);
        return reply.type('image/webp').header('content-length', file.size).send(file.stream);
      },
    );
  }
};
