import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PhotoStorage } from '../features/uploads/photo-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the members' photos are kept (local folder or S3-compatible bucket). */
    photoStorage: PhotoStorage;
  }
}

/** Makes the process's one photo storage `app.photoStorage`, for every feature that keeps photos. */
export const photoStoragePlugin = fp(
  async (app: FastifyInstance, options: { storage: PhotoStorage }) => {
    app.decorate('photoStorage', options.storage);
  },
  { name: 'photo-storage' },
);
