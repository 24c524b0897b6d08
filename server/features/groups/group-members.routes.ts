import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../common/errors';
import {
  groupIdParamsSchema,
  groupJoinRequestPageSchema,
  groupMemberPageSchema,
  groupMemberParamsSchema,
  groupMemberSchema,
  groupMembersQuerySchema,
  groupRequestDecisionSchema,
  groupRequestsQuerySchema,
  transferGroupInputSchema,
  updateGroupMemberInputSchema,
} from '../../../common/features/groups/groups.contract';
import { optionalViewerSecurity } from '../../plugins/openapi-security';
import { decideJoinRequest, listJoinRequests } from './group-membership.service';
import {
  changeMemberRole,
  listGroupMembers,
  removeGroupMember,
  transferGroup,
} from './group-members.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;

/**
 * A group's members (roles, removing, transferring ownership) and its join requests (issue 12).
 * Registered by `groupsRoutes`, whose cache header applies.
 */
export const groupMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['groups'];
  const signedIn = { preHandler: app.requireViewer } as const;

  app.get(
    '/api/groups/:id/members',
    {
      schema: {
        summary: "List a group's members with their roles (members only when private)",
        operationId: 'listGroupMembers',
        tags,
        security: optionalViewerSecurity,
        params: groupIdParamsSchema,
        querystring: groupMembersQuerySchema,
        response: { 200: groupMemberPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) =>
      listGroupMembers(db, request.viewer?.userId ?? null, request.params.id, request.query),
  );

  app.patch(
    '/api/groups/:id/members/:userId',
    {
      ...signedIn,
      schema: {
        summary: "Change a member's role: moderator, member, or owner to transfer (owner)",
        operationId: 'updateGroupMember',
        tags,
        params: groupMemberParamsSchema,
        body: updateGroupMemberInputSchema,
        response: { 200: groupMemberSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) =>
      changeMemberRole(
        db,
        request.viewer!.userId,
        request.params.id,
        request.params.userId,
        request.body.role,
      ),
  );

  app.delete(
    '/api/groups/:id/members/:userId',
    {
      ...signedIn,
      schema: {
        summary: 'Remove a member from a group (moderators and owner)',
        operationId: 'removeGroupMember',
        tags,
        params: groupMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeGroupMember(
        db,
        request.viewer!.userId,
        request.params.id,
        request.params.userId,
        app.clock.now(),
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/groups/:id/transfer',
    {
      config: { idempotent: true },
      ...signedIn,
      schema: {
        summary: 'Transfer ownership of a group to one of its members (owner)',
        operationId: 'transferGroup',
        tags,
        params: groupIdParamsSchema,
        body: transferGroupInputSchema,
        response: { 200: groupMemberSchema, ...errors, 422: errorBodySchema },
      },
    },
    async (request) =>
      transferGroup(db, request.viewer!.userId, request.params.id, request.body.userId),
  );

  app.get(
    '/api/groups/:id/requests',
    {
      ...signedIn,
      schema: {
        summary: 'List the requests to join a group, oldest first (moderators and owner)',
        operationId: 'listGroupJoinRequests',
        tags,
        params: groupIdParamsSchema,
        querystring: groupRequestsQuerySchema,
        response: { 200: groupJoinRequestPageSchema, ...errors },
      },
    },
    async (request) =>
      listJoinRequests(db, request.viewer!.userId, request.params.id, request.query),
  );

  for (const decision of ['approve', 'decline'] as const) {
    app.post(
      `/api/groups/:id/requests/:userId/${decision}`,
      {
        ...signedIn,
        schema: {
          summary:
            decision === 'approve'
              ? 'Approve a request to join a group (moderators and owner)'
              : 'Decline a request to join a group (moderators and owner)',
          operationId:
            decision === 'approve' ? 'approveGroupJoinRequest' : 'declineGroupJoinRequest',
          tags,
          params: groupMemberParamsSchema,
          response: { 200: groupRequestDecisionSchema, ...errors },
        },
      },
      async (request) =>
        decideJoinRequest(
          db,
          request.viewer!.userId,
          request.params.id,
          request.params.userId,
          decision === 'approve' ? 'approved' : 'declined',
        ),
    );
  }
};
