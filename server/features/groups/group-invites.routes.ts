import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  createGroupInviteInputSchema,
  groupIdParamsSchema,
  groupInvitePageSchema,
  groupInviteParamsSchema,
  groupInvitePreviewSchema,
  groupInviteSchema,
  groupInvitesQuerySchema,
  groupInviteTokenParamsSchema,
  groupSchema,
} from '../../../common/features/groups/groups.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import {
  acceptInvite,
  createInvite,
  listInvites,
  previewInvite,
  revokeGroupInvite,
} from './group-invites.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * Invite links of groups (issue 12): the owner makes, lists and revokes them; whoever has a
 * usable link sees which group it is for and joins with it, private groups included. An
 * unknown, expired or revoked link answers 404 saying which. Registered by `groupsRoutes`.
 */
export const groupInvitesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['groups'];
  const signedIn = { preHandler: app.requireViewer } as const;

  app.post(
    '/api/groups/:id/invites',
    {
      ...signedIn,
      config: { idempotent: true },
      schema: {
        summary: 'Make an invite link to a group, valid for 1, 7 or 30 days (owner)',
        operationId: 'createGroupInvite',
        tags,
        params: groupIdParamsSchema,
        body: createGroupInviteInputSchema,
        response: { 201: groupInviteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const invite = await createInvite(
        db,
        request.viewer!.userId,
        request.params.id,
        request.body,
        app.clock.now(),
      );
      return reply.status(201).send(invite);
    },
  );

  app.get(
    '/api/groups/:id/invites',
    {
      ...signedIn,
      schema: {
        summary: "List a group's invite links, newest first (owner)",
        operationId: 'listGroupInvites',
        tags,
        params: groupIdParamsSchema,
        querystring: groupInvitesQuerySchema,
        response: { 200: groupInvitePageSchema, ...errors },
      },
    },
    async (request) =>
      listInvites(db, request.viewer!.userId, request.params.id, request.query, app.clock.now()),
  );

  app.delete(
    '/api/groups/:id/invites/:inviteId',
    {
      ...signedIn,
      schema: {
        summary: 'Revoke an invite link (owner)',
        operationId: 'revokeGroupInvite',
        tags,
        params: groupInviteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await revokeGroupInvite(
        db,
        request.viewer!.userId,
        request.params.id,
        request.params.inviteId,
        app.clock.now(),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/group-invites/:token',
    {
      schema: {
        summary: 'See which group an invite link is for, while it is valid',
        operationId: 'getGroupInvite',
        tags,
        security: optionalViewerSecurity,
        params: groupInviteTokenParamsSchema,
        response: { 200: groupInvitePreviewSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      previewInvite(db, request.viewer?.userId ?? null, request.params.token, app.clock.now()),
  );

  app.post(
    '/api/group-invites/:token/accept',
    {
      config: { idempotent: true },
      ...signedIn,
      schema: {
        summary: 'Join a group with an invite link (private groups included)',
        operationId: 'acceptGroupInvite',
        tags,
        params: groupInviteTokenParamsSchema,
        response: { 200: groupSchema, ...errors },
      },
    },
    async (request) =>
      acceptInvite(db, request.viewer!.userId, request.params.token, app.clock.now()),
  );
};
