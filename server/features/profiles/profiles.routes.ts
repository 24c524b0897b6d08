import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import { ownProfileSchema } from '../../../common/features/profiles/profiles.contract';
import { notFound } from '../../lib/app-error';
import { findProfileById } from './profiles.repository';
import { presentOwnProfile } from './profiles.presenter';

/** `GET /api/profiles/me`: the signed-in member's profile (spec §7 "profiles where id = me"). */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/me',
    {
      preHandler: app.requireViewer,
      schema: { response: { 200: ownProfileSchema, 401: errorBodySchema, 404: errorBodySchema } },
    },
    async (request, reply) => {
      const row = await findProfileById(app.database.db, request.viewer!.userId);
      if (!row) throw notFound('No user found');
      reply.header('cache-control', 'private, no-cache');
      return presentOwnProfile(row);
    },
  );
};
