import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeleteUserBodySchema,
  adminFactorParamsSchema as factorParams,
  adminFactorUpdateBodySchema,
  adminListUsersQuerySchema,
  adminPasskeyParamsSchema as passkeyParams,
  adminUserBodySchema,
  adminUserParamsSchema as userParams,
  generateLinkBodySchema,
  inviteBodySchema,
} from '../../../../common/features/auth/admin.contract';
import { redirectQuerySchema } from '../../../../common/features/auth/auth.contract';
import { recordAudit, type AuditAction } from '../../audit/audit.service';
import { saveStaffRole } from '../staff-roles';
import type { AuthContext } from '../auth-context';
import { linkRedirect } from '../verify-redirect';
import { deleteUserAsAdmin } from './admin-delete.service';
import {
  deleteFactorAsAdmin,
  listFactorsAsAdmin,
  updateFactorAsAdmin,
} from './admin-factors.service';
import { requireAdmin } from './admin-guard';
import { deletePasskeyAsAdmin, listPasskeysAsAdmin } from './admin-passkeys.service';
import { generateLink, inviteUser } from './admin-links.service';
import { staffRoleOfMetadata } from './member-account.service';
import { updateUserAsAdmin } from './admin-update.service';
import { createUserAsAdmin, getUserAsAdmin, listUsersAsAdmin } from './admin-users.service';

/**
 * GoTrue's admin API (reference: supabase/auth `api.go`): `/admin/users` (list, create, get,
 * update, delete), `/admin/users/{id}/factors`, `/admin/generate_link` and `POST /invite`, for
 * tokens with an admin role only. The role is checked when the request arrives, before its body
 * is read, so a member learns nothing about the body they sent. Every change (create, update,
 * delete, generate_link, invite, factor delete) is audited with the token's role as actor.
 */
export function adminRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    /** The token role of each admin request (the actor of its audit entry). */
    const actorRoles = new WeakMap<object, string>();
    const adminOnly = {
      onRequest: async (request: Parameters<typeof requireAdmin>[1]) => {
        actorRoles.set(request, (await requireAdmin(ctx, request)).role);
      },
    };
    const actorOf = (request: object) => actorRoles.get(request) ?? 'service_role';
    /** Audits a change made through the admin API once it has been made. */
    const audit = async (
      request: object,
      action: AuditAction,
      target: { id?: string | null; after?: unknown },
    ) =>
      recordAudit(ctx.db, {
        actorId: null,
        actorRole: actorOf(request),
        action,
        itemKind: 'auth_user',
        itemId: target.id ?? null,
        targetUserId: target.id ?? null,
        after: target.after ?? null,
      });

    app.get(
      '/admin/users',
      { ...adminOnly, schema: { querystring: adminListUsersQuerySchema } },
      async (request, reply) => {
        const list = await listUsersAsAdmin(ctx, request.query, request.url);
        return reply.headers(list.headers).send(list.body);
      },
    );

    app.post('/admin/users', adminOnly, async (request) => {
      const body = adminUserBodySchema.parse(request.body ?? {});
      const user = await createUserAsAdmin(ctx, body);
      // `app_metadata.role` of admin, moderator or member is the new member's staff role too.
      const staffRole = staffRoleOfMetadata(body.app_metadata);
      if (staffRole) await saveStaffRole(ctx.db, user.id, staffRole);
      await audit(request, 'auth_admin.create_user', {
        id: user.id,
        after: { email: user.email, ...(staffRole ? { role: staffRole } : {}) },
      });
      return user;
    });

    app.get('/admin/users/:userId', { ...adminOnly, schema: { params: userParams } }, (request) =>
      getUserAsAdmin(ctx, request.params.userId),
    );

    app.put('/admin/users/:userId', { ...adminOnly, schema: { params: userParams } }, (request) =>
      updateUserAsAdmin(
        ctx,
        request.params.userId,
        adminUserBodySchema.parse(request.body ?? {}),
        actorOf(request),
      ),
    );

    app.delete(
      '/admin/users/:userId',
      { ...adminOnly, schema: { params: userParams } },
      (request) =>
        deleteUserAsAdmin(
          ctx,
          request.params.userId,
          adminDeleteUserBodySchema.parse(request.body ?? {}),
          actorOf(request),
        ),
    );

    app.get(
      '/admin/users/:userId/factors',
      { ...adminOnly, schema: { params: userParams } },
      (request) => listFactorsAsAdmin(ctx, request.params.userId),
    );

    app.delete(
      '/admin/users/:userId/factors/:factorId',
      { ...adminOnly, schema: { params: factorParams } },
      async (request) => {
        const factor = await deleteFactorAsAdmin(
          ctx,
          request.params.userId,
          request.params.factorId,
        );
        await audit(request, 'auth_admin.delete_factor', {
          id: request.params.userId.toLowerCase(),
          after: { factorId: factor.id },
        });
        return factor;
      },
    );

    app.get(
      '/admin/users/:userId/passkeys',
      { ...adminOnly, schema: { params: userParams } },
      (request) => listPasskeysAsAdmin(ctx, request.params.userId),
    );

    app.delete(
      '/admin/users/:userId/passkeys/:passkeyId',
      { ...adminOnly, schema: { params: passkeyParams } },
      async (request, reply) => {
        const passkey = await deletePasskeyAsAdmin(
          ctx,
          request.params.userId,
          request.params.passkeyId,
        );
        await audit(request, 'auth_admin.delete_passkey', {
          id: request.params.userId.toLowerCase(),
          after: { passkeyId: passkey.id },
        });
        return reply.status(204).send();
      },
    );

    app.put(
      '/admin/users/:userId/factors/:factorId',
      { ...adminOnly, schema: { params: factorParams } },
      (request) =>
        updateFactorAsAdmin(
          ctx,
          request.params.userId,
          request.params.factorId,
          adminFactorUpdateBodySchema.parse(request.body ?? {}),
        ),
    );

    // `redirect_to` may come in the query (linkRedirect reads it): checked like every query.
    const withRedirect = { ...adminOnly, schema: { querystring: redirectQuerySchema } };
    app.post('/admin/generate_link', withRedirect, async (request) => {
      const link = await generateLink(
        ctx,
        generateLinkBodySchema.parse(request.body ?? {}),
        linkRedirect(ctx, request),
      );
      await audit(request, 'auth_admin.generate_link', {
        id: link.id,
        after: { type: link.verification_type },
      });
      return link;
    });

    app.post('/invite', withRedirect, async (request) => {
      const user = await inviteUser(
        ctx,
        inviteBodySchema.parse(request.body ?? {}),
        linkRedirect(ctx, request),
      );
      await audit(request, 'auth_admin.invite', { id: user.id, after: { email: user.email } });
      return user;
    });
  };
}
