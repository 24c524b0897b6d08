import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../common/errors';
import {
  adminUserDetailSchema,
  adminUserIdParamsSchema,
  adminUserPageSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  deleteMemberInputSchema,
  passwordResetSentSchema,
  setMemberRoleInputSchema,
  suspendMemberInputSchema,
  unsuspendMemberInputSchema,
} from '../../../common/features/admin/admin-users.contract';
import { setTrustLevelInputSchema } from '../../../common/features/trust/trust-levels.contract';
import type { AppConfig } from '../../config';
import type { AuthContext } from '../auth/auth-context';
import { createMailer } from '../../mail/mailer';
import type { SessionGate } from '../auth/session-gate';
import type { TokenKeys } from '../auth/token-keys';
import { adminPendingRoutes } from './admin-pending.routes';
import { registerMemberDeletionJob } from './admin-users.cleanup';
import { setMemberTrustLevel } from './admin-users-trust.service';
import {
  deleteMember,
  getMemberForStaff,
  listMembersForStaff,
  sendMemberPasswordReset,
  setMemberRole,
  suspendMember,
  unsuspendMember,
  type StaffDeps,
} from './admin-users.service';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
} as const;
const writeErrors = { ...errors, 409: errorBodySchema, 422: errorBodySchema } as const;

/**
 * Staff user management (`/admin/users`, issue 15): the member list and detail, suspensions,
 * roles, password reset links and deletion. Every route is for staff (`requireStaff` in the
 * service); roles and deletion for admins only.
 */
export const adminUsersRoutes: FastifyPluginAsyncZod<{
  config: AppConfig;
  jwtSecret: string;
  tokenKeys: TokenKeys;
  sessionGate: SessionGate;
}> = async (app, options) => {
  const { db } = app.database;
  const tags = ['admin'];
  const mailer = createMailer({
    db,
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const auth: AuthContext = {
    db,
    config: options.config,
    secret: new TextEncoder().encode(options.jwtSecret),
    tokenKeys: options.tokenKeys,
    issuer: `${options.config.siteUrl}/auth/v1`,
    clock: app.clock,
    log: app.log,
    rateLimiter: app.rateLimiter,
    mailer,
    sessionGate: options.sessionGate,
  };
  const deps = (): StaffDeps => ({ db, auth, now: app.clock.now() });
  registerMemberDeletionJob(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminPendingRoutes);

  app.get(
    '/api/admin/users',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Staff: find members by username, name or email; sort, filter, page',
        operationId: 'listAdminUsers',
        tags,
        querystring: adminUsersQuerySchema,
        response: {
          200: adminUserPageSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => listMembersForStaff(deps(), request.viewer, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Staff: a member with the recent audit entries about them',
        operationId: 'getAdminUser',
        tags,
        params: adminUserIdParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => getMemberForStaff(deps(), request.viewer, request.params.id),
  );

  app.post(
    '/api/admin/users/:id/suspension',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      schema: {
        summary: 'Staff: suspend a member (their sessions end at once)',
        operationId: 'suspendAdminUser',
        tags,
        params: adminUserIdParamsSchema,
        body: suspendMemberInputSchema,
        response: { 200: adminUserSchema, ...writeErrors },
      },
    },
    async (request) => suspendMember(deps(), request.viewer, request.params.id, request.body),
  );

  app.delete(
    '/api/admin/users/:id/suspension',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: "Staff: lift a member's suspension",
        operationId: 'unsuspendAdminUser',
        tags,
        params: adminUserIdParamsSchema,
        body: unsuspendMemberInputSchema,
        response: { 200: adminUserSchema, ...writeErrors },
      },
    },
    async (request) => unsuspendMember(deps(), request.viewer, request.params.id, request.body),
  );

  app.put(
    '/api/admin/users/:id/role',
    {
      preHandler: app.requireViewer,
      schema: {
        summary:
          "Admins: set a member's role (member, moderator, admin) with a reason for the audit log; never your own",
        operationId: 'setAdminUserRole',
        tags,
        params: adminUserIdParamsSchema,
        body: setMemberRoleInputSchema,
        response: { 200: adminUserSchema, ...writeErrors },
      },
    },
    async (request) => setMemberRole(deps(), request.viewer, request.params.id, request.body),
  );

  app.put(
    '/api/admin/users/:id/trust-level',
    {
      preHandler: app.requireViewer,
      schema: {
        summary:
          'Staff: keep a member at a trust level (new, basic, member, regular), or null to compute it from their signals again',
        operationId: 'setAdminUserTrustLevel',
        tags,
        params: adminUserIdParamsSchema,
        body: setTrustLevelInputSchema,
        response: { 200: adminUserSchema, ...writeErrors },
      },
    },
    async (request) => setMemberTrustLevel(deps(), request.viewer, request.params.id, request.body),
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    {
      config: { idempotent: true },
      preHandler: app.requireViewer,
      schema: {
        summary: 'Staff: email the member a password reset link',
        operationId: 'sendAdminUserPasswordReset',
        tags,
        params: adminUserIdParamsSchema,
        response: { 202: passwordResetSentSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const sent = await sendMemberPasswordReset(deps(), request.viewer, request.params.id);
      return reply.status(202).send(sent);
    },
  );

  app.delete(
    '/api/admin/users/:id',
    {
      preHandler: app.requireViewer,
      schema: {
        summary: 'Admins: delete a member (content soft-deleted, uploads removed after 30 days)',
        operationId: 'deleteAdminUser',
        tags,
        params: adminUserIdParamsSchema,
        body: deleteMemberInputSchema,
        response: { 200: adminUserSchema, ...writeErrors },
      },
    },
    async (request) => deleteMember(deps(), request.viewer, request.params.id, request.body),
  );
};
