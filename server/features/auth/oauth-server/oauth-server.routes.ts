import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OAUTH_SCOPES,
  oauthAuthorizationParamsSchema,
  oauthAuthorizeQuerySchema,
  oauthClientListQuerySchema,
  oauthClientParamsSchema,
  oauthClientRegisterBodySchema,
  oauthClientUpdateBodySchema,
  oauthConsentBodySchema,
  oauthGrantRevokeQuerySchema,
  oauthTokenBodySchema,
} from '../../../../common/features/auth/oauth-server.contract';
import { recordAudit, type AuditAction } from '../../audit/audit.service';
import { requireAdmin } from '../admin/admin-guard';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import { authenticate } from '../auth-guard';
import { consumeIpLimit, requestInfo } from '../auth-request';
import { AUTH_METHODS, GRANT_TYPES, presentClient } from './oauth-client-rules';
import {
  answerAuthorization,
  checkRequestOrigin,
  readAuthorization,
  startAuthorization,
} from './oauth-authorize.service';
import {
  deleteClient,
  listClients,
  loadClient,
  regenerateClientSecret,
  registerClient,
  updateClient,
} from './oauth-clients.service';
import { describeUser, listGrants, revokeGrant } from './oauth-grants.service';
import { exchangeAppToken } from './oauth-token.service';

/** Largest form-encoded token request read (a code, a verifier and a secret fit many times). */
const FORM_BODY_LIMIT = 16 * 1024;

/**
 * GoTrue's OAuth 2.1 server (api.go, oauthserver/): "Sign in with Magic Community" for
 * third-party apps. Off unless `AUTH_OAUTH_SERVER_ENABLED`: every route then answers 404
 * `feature_disabled`, as GoTrue's `requireOAuthServerEnabled`.
 * - admin: `/admin/oauth/clients` (register, list, read, change, remove, new secret);
 * - apps: `/oauth/clients/register` (when dynamic registration is allowed), `/oauth/authorize`,
 *   `/oauth/token`, `/oauth/userinfo`, `/.well-known/oauth-authorization-server`;
 * - members (consent screen, settings): `/oauth/authorizations/{id}` and its `/consent`,
 *   `/user/oauth/grants`.
 */
export function oauthServerRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const settings = ctx.config.auth.oauthServer;
    // As GoTrue: the admin routes check the token first (a member learns nothing), the others
    // answer at once.
    app.addHook('onRequest', async (request) => {
      if (!request.routeOptions.url?.startsWith('/auth/v1/admin/')) requireEnabled(ctx);
    });
    // The token endpoint takes RFC 6749's form encoding as well as JSON.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    const issuer = ctx.issuer;
    app.get('/.well-known/oauth-authorization-server', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return {
        issuer,
        authorization_endpoint: `${issuer}/oauth/authorize`,
        token_endpoint: `${issuer}/oauth/token`,
        userinfo_endpoint: `${issuer}/oauth/userinfo`,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        ...(settings.isDynamicRegistrationAllowed
          ? { registration_endpoint: `${issuer}/oauth/clients/register` }
          : {}),
        scopes_supported: OAUTH_SCOPES,
        response_types_supported: ['code'],
        grant_types_supported: GRANT_TYPES,
        code_challenge_methods_supported: ['S256', 'plain'],
        token_endpoint_auth_methods_supported: AUTH_METHODS,
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [ctx.tokenKeys.signer.alg],
      };
    });

    registerAdminRoutes(app, ctx);

    app.post(
      '/oauth/clients/register',
      { schema: { body: oauthClientRegisterBodySchema } },
      async (request, reply) => {
        if (!settings.isDynamicRegistrationAllowed) {
          throw new AuthError(
            403,
            'oauth_dynamic_client_registration_disabled',
            'Dynamic client registration is not enabled',
          );
        }
        await consumeIpLimit(ctx, request, 'oauthClientRegister');
        return reply.status(201).send(await registerClient(ctx, request.body, 'dynamic'));
      },
    );

    app.get(
      '/oauth/authorize',
      { schema: { querystring: oauthAuthorizeQuerySchema } },
      async (request, reply) => {
        // Each request is a row kept for 10 minutes: one IP may not make them without end.
        await consumeIpLimit(ctx, request, 'token');
        return reply.redirect(await startAuthorization(ctx, request.query), 302);
      },
    );

    app.post('/oauth/token', async (request, reply) => {
      await consumeIpLimit(ctx, request, 'token');
      const body = oauthTokenBodySchema.parse(request.body ?? {});
      const answer = await exchangeAppToken(
        ctx,
        request.headers.authorization,
        body,
        requestInfo(request),
      );
      reply.header('cache-control', 'no-store');
      return answer;
    });

    app.get('/oauth/userinfo', async (request) => {
      const auth = await authenticate(ctx, request, { isAppTokenAllowed: true });
      return describeUser(auth);
    });

    app.get(
      '/oauth/authorizations/:authorizationId',
      { schema: { params: oauthAuthorizationParamsSchema } },
      async (request) => {
        checkRequestOrigin(ctx, request.headers.origin);
        const auth = await authenticate(ctx, request);
        return readAuthorization(ctx, auth, request.params.authorizationId);
      },
    );

    app.post(
      '/oauth/authorizations/:authorizationId/consent',
      { schema: { params: oauthAuthorizationParamsSchema } },
      async (request) => {
        checkRequestOrigin(ctx, request.headers.origin);
        const auth = await authenticate(ctx, request);
        const body = oauthConsentBodySchema.parse(request.body ?? {});
        return answerAuthorization(ctx, auth, request.params.authorizationId, body.action);
      },
    );

    app.get('/user/oauth/grants', async (request) => {
      const auth = await authenticate(ctx, request);
      return listGrants(ctx, auth.user.id);
    });

    app.delete(
      '/user/oauth/grants',
      { schema: { querystring: oauthGrantRevokeQuerySchema } },
      async (request, reply) => {
        const auth = await authenticate(ctx, request);
        await revokeGrant(ctx, auth.user.id, request.query.client_id);
        return reply.status(204).send();
      },
    );
  };
}

/** GoTrue's `requireOAuthServerEnabled`. @throws AuthError 404 `feature_disabled`. */
function requireEnabled(ctx: AuthContext): void {
  if (!ctx.config.auth.oauthServer.isEnabled) {
    throw new AuthError(404, 'feature_disabled', 'OAuth server is disabled');
  }
}

/** `/admin/oauth/clients`: admin tokens only, checked before the body is read; changes audited. */
function registerAdminRoutes(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AuthContext) {
  const actorRoles = new WeakMap<object, string>();
  const adminOnly = {
    onRequest: async (request: FastifyRequest) => {
      actorRoles.set(request, (await requireAdmin(ctx, request)).role);
      requireEnabled(ctx);
    },
  };
  const audit = (request: object, action: AuditAction, clientId: string, after?: unknown) =>
    recordAudit(ctx.db, {
      actorId: null,
      actorRole: actorRoles.get(request) ?? 'service_role',
      action,
      itemKind: 'oauth_client',
      itemId: clientId,
      after: after ?? null,
    });
  const clientRoute = { ...adminOnly, schema: { params: oauthClientParamsSchema } };

  app.post(
    '/admin/oauth/clients',
    { ...adminOnly, schema: { body: oauthClientRegisterBodySchema } },
    async (request, reply) => {
      const client = await registerClient(ctx, request.body, 'manual');
      const { client_secret: _secret, ...kept } = client;
      await audit(request, 'auth_admin.oauth_client_create', client.client_id, kept);
      return reply.status(201).send(client);
    },
  );

  app.get(
    '/admin/oauth/clients',
    { ...adminOnly, schema: { querystring: oauthClientListQuerySchema } },
    async (request, reply) => {
      const list = await listClients(ctx, request.query, request.url);
      return reply.headers(list.headers).send(list.body);
    },
  );

  app.get('/admin/oauth/clients/:clientId', clientRoute, async (request) => {
    return presentClient(await loadClient(ctx, request.params.clientId));
  });

  app.put(
    '/admin/oauth/clients/:clientId',
    { ...clientRoute, schema: { ...clientRoute.schema, body: oauthClientUpdateBodySchema } },
    async (request) => {
      const client = await loadClient(ctx, request.params.clientId);
      const updated = await updateClient(ctx, client, request.body);
      await audit(request, 'auth_admin.oauth_client_update', client.id, updated);
      return updated;
    },
  );

  app.delete('/admin/oauth/clients/:clientId', clientRoute, async (request, reply) => {
    const client = await loadClient(ctx, request.params.clientId);
    await deleteClient(ctx, client);
    await audit(request, 'auth_admin.oauth_client_delete', client.id);
    return reply.status(204).send();
  });

  app.post('/admin/oauth/clients/:clientId/regenerate_secret', clientRoute, async (request) => {
    const client = await loadClient(ctx, request.params.clientId);
    const answer = await regenerateClientSecret(ctx, client);
    await audit(request, 'auth_admin.oauth_client_secret', client.id);
    return answer;
  });
}
