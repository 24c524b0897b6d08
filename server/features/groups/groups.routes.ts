import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  createGroupInputSchema,
  groupIdParamsSchema,
  groupListQuerySchema,
  groupMembershipSchema,
  groupPageSchema,
  groupSchema,
  myGroupsQuerySchema,
  updateGroupInputSchema,
} from '../../../common/features/groups/groups.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { groupInvitesRoutes } from './group-invites.routes';
import { groupMembersRoutes } from './group-members.routes';
import { joinGroup, leaveGroup } from './group-membership.service';
import {
  createGroup,
  deleteGroup,
  getGroup,
  listGroups,
  listMyGroups,
  updateGroup,
} from './groups.service';

/** Group texts are at most a few thousand characters: 64 KB leaves room for JSON escapes. */
const GROUP_BODY_LIMIT = 64 * 1024;

const readErrors = { 400: errorBodySchema, 404: errorBodySchema } as const;
const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * Groups (issue 12): browsing and the viewer's groups, a group's header, its posts, creating,
 * editing and deleting (owner), joining and leaving; members and join requests in
 * `group-members.routes.ts`, invite links in `group-invites.routes.ts`. Answers depend on the
 * viewer (their standing; a private group's content is for members only, 404 to anyone else,
 * staff included), so none is shared by caches.
 */
export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['groups'];
  const viewerId = (request: { viewer: { userId: string } | null }) =>
    request.viewer?.userId ?? null;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-cache');
  });

  app.get(
    '/api/groups',
    {
      schema: {
        summary: 'Browse groups: search by name or description, filter by park and topic, sort',
        operationId: 'listGroups',
        tags,
        security: optionalViewerSecurity,
        querystring: groupListQuerySchema,
        response: { 200: groupPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => listGroups(db, viewerId(request), request.query),
  );

  app.get(
    '/api/groups/mine',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'List your groups with your role, most recent activity first',
        operationId: 'listMyGroups',
        tags,
        querystring: myGroupsQuerySchema,
        response: { 200: groupPageSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => listMyGroups(db, request.viewer!.userId, request.query),
  );

  app.post(
    '/api/groups',
    {
      preHandler: app.requireViewer,
      config: { idempotent: true },
      bodyLimit: GROUP_BODY_LIMIT,
      schema: {
        summary: 'Create a group (you become its owner)',
        operationId: 'createGroup',
        tags,
        body: createGroupInputSchema,
        response: {
          201: groupSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const group = await createGroup(
        { db, rateLimiter: app.rateLimiter, now: app.clock.now() },
        request.viewer!.userId,
        request.body,
      );
      return reply.status(201).send(group);
    },
  );

  app.get(
    '/api/groups/:id',
    {
      schema: {
        summary:
          "Get a group's header, its about text (members only when private) and your standing",
        operationId: 'getGroup',
        tags,
        security: optionalViewerSecurity,
        params: groupIdParamsSchema,
        response: { 200: groupSchema, ...readErrors },
      },
    },
    async (request) => getGroup(db, viewerId(request), request.params.id),
  );

  app.patch(
    '/api/groups/:id',
    {
      preHandler: app.requireViewer,
      bodyLimit: GROUP_BODY_LIMIT,
      schema: {
        summary: 'Edit a group (owner)',
        operationId: 'updateGroup',
        tags,
        params: groupIdParamsSchema,
        body: updateGroupInputSchema,
        response: {
          200: groupSchema,
          ...writeErrors,
          409: errorBodySchema,
          413: errorBodySchema,
          422: errorBodySchema,
        },
      },
    },
    async (request) =>
      updateGroup(db, request.viewer!.userId, request.params.id, request.body, app.clock.now()),
  );

  app.delete(
    '/api/groups/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Delete a group with its posts (owner)',
        operationId: 'deleteGroup',
        tags,
        params: groupIdParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteGroup(db, request.viewer!.userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/groups/:id/membership',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Join a public group, or ask to join a private one',
        operationId: 'joinGroup',
        tags,
        params: groupIdParamsSchema,
        response: { 200: groupMembershipSchema, ...writeErrors },
      },
    },
    async (request) => joinGroup(db, request.viewer!.userId, request.params.id),
  );

  app.delete(
    '/api/groups/:id/membership',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Leave a group, or withdraw your request to join it',
        operationId: 'leaveGroup',
        tags,
        params: groupIdParamsSchema,
        response: { 200: groupMembershipSchema, ...writeErrors, 409: errorBodySchema },
      },
    },
    async (request) => leaveGroup(db, request.viewer!.userId, request.params.id, app.clock.now()),
  );

  await app.register(groupMembersRoutes);
  await app.register(groupInvitesRoutes);
};
