import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { createJsonParser } from '../../plugins/json-body.plugin';
import { adminRoutes } from './admin/admin.routes';
import type { AuthContext } from './auth-context';
import { authErrorsPlugin } from './auth-errors.plugin';
import { emailLinksRoutes } from './email-links.routes';
import { createMailer } from '../../mail/mailer';
import { mfaRoutes } from './mfa/mfa.routes';
import { oauthRoutes } from './oauth/oauth.routes';
import { oauthServerRoutes } from './oauth-server/oauth-server.routes';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { providersRoutes } from './providers.routes';
import type { SessionGate } from './session-gate';
import { signupRoutes } from './signup.routes';
import type { TokenKeys } from './token-keys';
import { tokenRoutes } from './token.routes';
import { userRoutes } from './user.routes';

/**
 * The GoTrue-compatible auth API under `/auth/v1` (shared/reference/gotrue-api.md), in its own
 * scope so its errors keep GoTrue's shape. Registered by `buildApp` with the app's secret.
 */
export async function authPlugin(
  app: FastifyInstance,
  options: {
    config: AppConfig;
    jwtSecret: string;
    tokenKeys: TokenKeys;
    sessionGate: SessionGate;
  },
): Promise<void> {
  const scoped = app.withTypeProvider<ZodTypeProvider>();
  // Like GoTrue: any origin may call the auth API; tokens travel in headers, not cookies.
  await scoped.register(cors, {
    origin: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'apikey',
      'X-Client-Info',
      'X-Supabase-Api-Version',
    ],
    exposedHeaders: ['X-Supabase-Api-Version'],
    maxAge: 86_400,
    // An OPTIONS without Origin is not a browser's preflight: answer it like one (204) rather
    // than with the plugin's text/plain 400, which is not an auth error body.
    strictPreflight: false,
  });
  await authErrorsPlugin(scoped);
  // GoTrue reads no body where it needs none: auth-js sends an empty JSON body on logout.
  scoped.removeContentTypeParser('application/json');
  scoped.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    createJsonParser(scoped, { allowEmpty: true }),
  );
  const mailer = createMailer({
    db: app.database.db,
    smtpUrl: options.config.smtpUrl,
    from: options.config.mailFrom,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  const ctx: AuthContext = {
    db: app.database.db,
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
  const routeGroups = [
    tokenRoutes,
    signupRoutes,
    userRoutes,
    emailLinksRoutes,
    mfaRoutes,
    passkeysRoutes,
    providersRoutes,
    oauthRoutes,
    oauthServerRoutes,
    adminRoutes,
  ];
  for (const routes of routeGroups) {
    await scoped.register(routes(ctx));
  }
}
