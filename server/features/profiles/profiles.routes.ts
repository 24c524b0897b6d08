import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  ownProfileSchema,
  profileIdParamsSchema,
  publicProfileSchema,
  updateOwnProfileSchema,
} from '../../../common/features/profiles/profiles.contract';
import { notFound } from '../../lib/app-error';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { findProfileById } from './profiles.repository';
import { presentOwnProfile } from './profiles.presenter';
import { getPublicProfile, updateOwnProfile } from './profiles.service';

/**
 * `GET /api/profiles/me` (spec §7 "profiles where id = me"), `PATCH /api/profiles/me` (edit your
 * own profile) and `GET /api/profiles/{id}` (anyone's public profile, visitors included).
 * The static `me` routes win over `{id}` in the router.
 */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/profiles/me',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Get the signed-in member's own profile",
        operationId: 'getOwnProfile',
        tags: ['profiles'],
        response: { 200: ownProfileSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const row = await findProfileById(app.database.db, request.viewer!.userId);
      if (!row) throw notFound('No user found');
      reply.header('cache-control', 'private, no-cache');
      return presentOwnProfile(row);
    },
  );

  app.patch(
    '/api/profiles/me',
    {
      preHandler: app.requireViewer,
      bodyLimit: 32 * 1024,
      schema: {
        summary: "Edit the signed-in member's own profile",
        operationId: 'updateOwnProfile',
        tags: ['profiles'],
        body: updateOwnProfileSchema,
        response: {
          200: ownProfileSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const row = await updateOwnProfile(app.database.db, request.viewer!.userId, request.body);
      reply.header('cache-control', 'private, no-cache');
      return presentOwnProfile(row);
    },
  );

  app.get(
    '/api/profiles/:id',
    {
      schema: {
        summary: "Get a member's public profile",
        operationId: 'getProfile',
        tags: ['profiles'],
        security: optionalViewerSecurity,
        params: profileIdParamsSchema,
        response: { 200: publicProfileSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const profile = await getPublicProfile(
        app.database.db,
        request.params.id,
        request.viewer?.userId ?? null,
        app.clock.now(),
      );
      reply.header('cache-control', 'private, no-cache');
      return profile;
    },
  );
};
