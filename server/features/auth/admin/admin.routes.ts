import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDeleteUserBodySchema,
  adminFactorParamsSchema as factorParams,
  adminFactorUpdateBodySchema,
  adminListUsersQuerySchema,
  adminUserBodySchema,
  adminUserParamsSchema as userParams,
  generateLinkBodySchema,
  inviteBodySchema,
} from '../../../../common/features/auth/admin.contract';
import { redirectQuerySchema } from '../../../../common/features/auth/auth.contract';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import { linkRedirect } from '../verify-redirect';
import { deleteUserAsAdmin } from './admin-delete.service';
import {
  deleteFactorAsAdmin,
  listFactorsAsAdmin,
  updateFactorAsAdmin,
} from './admin-factors.service';
import { requireAdmin } from './admin-guard';
import { generateLink, inviteUser } from './admin-links.service';
import { updateUserAsAdmin } from './admin-update.service';
import { createUserAsAdmin, getUserAsAdmin, listUsersAsAdmin } from './admin-users.service';

/**
 * GoTrue's admin API (reference: supabase/auth `api.go`): `/admin/users` (list, create, get,
 * update, delete), `/admin/users/{id}/factors`, `/admin/generate_link` and `POST /invite`, for
 * tokens with an admin role only. The role is checked when the request arrives, before its body
 * is read, so a member learns nothing about the body they sent.
 */
export function adminRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = {
      onRequest: async (request: Parameters<typeof requireAdmin>[1]) => {
        await requireAdmin(ctx, request);
      },
    };

    app.get(
      '/admin/users',
      { ...adminOnly, schema: { querystring: adminListUsersQuerySchema } },
      async (request, reply) => {
        const list = await listUsersAsAdmin(ctx, request.query, request.url);
        return reply.headers(list.headers).send(list.body);
      },
    );

    app.post('/admin/users', adminOnly, async (request) =>
      createUserAsAdmin(ctx, adminUserBodySchema.parse(request.body ?? {})),
    );

    app.get('/admin/users/:userId', { ...adminOnly, schema: { params: userParams } }, (request) =>
      getUserAsAdmin(ctx, request.params.userId),
    );

    app.put('/admin/users/:userId', { ...adminOnly, schema: { params: userParams } }, (request) =>
      updateUserAsAdmin(ctx, request.params.userId, adminUserBodySchema.parse(request.body ?? {})),
    );

    app.delete(
      '/admin/users/:userId',
      { ...adminOnly, schema: { params: userParams } },
      (request) =>
        deleteUserAsAdmin(
          ctx,
          request.params.userId,
          adminDeleteUserBodySchema.parse(request.body ?? {}),
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
      (request) => deleteFactorAsAdmin(ctx, request.params.userId, request.params.factorId),
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
    app.post('/admin/generate_link', withRedirect, (request) =>
      generateLink(
        ctx,
        generateLinkBodySchema.parse(request.body ?? {}),
        linkRedirect(ctx, request),
      ),
    );

    // GoTrue's OAuth 2.1 server (`/admin/oauth/clients`) is not offered: its disabled answer.
    const oauthServerDisabled = async () => {
      throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
    };
    app.all('/admin/oauth', adminOnly, oauthServerDisabled);
    app.all('/admin/oauth/*', adminOnly, oauthServerDisabled);

    app.post('/invite', withRedirect, (request) =>
      inviteUser(ctx, inviteBodySchema.parse(request.body ?? {}), linkRedirect(ctx, request)),
    );
  };
}
