import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { readAppVersion } from '../../lib/app-version';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'zoom',
];

/**
 * `GET /settings` (which OAuth providers are on), `GET /health`, `GET /.well-known/jwks.json`
 * (the public keys that verify access tokens), and SAML SSO, which this server does not offer, answered
 * with GoTrue's code so clients handle it as on GoTrue.
 */
export function providersRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const version = await readAppVersion();

    app.get('/settings', async () => ({
      external: {
        ...Object.fromEntries(
          EXTERNAL_PROVIDERS.map((p) => [p, Object.hasOwn(ctx.config.auth.oauthProviders, p)]),
        ),
        anonymous_users: ctx.config.auth.isAnonymousSignInEnabled,
        email: true,
        phone: false,
      },
      disable_signup: ctx.config.auth.isSignupDisabled,
      mailer_autoconfirm: ctx.config.auth.isAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: ctx.config.auth.passkeys.isEnabled,
      // Ours, like passkeys_enabled: whether the web app shows the member's connected apps.
      oauth_server_enabled: ctx.config.auth.oauthServer.isEnabled,
    }));

    app.get('/health', async () => ({
      version,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }));

    // Like GoTrue's, the JWKS lists the public halves of the asymmetric verifying keys (never a
    // secret). auth-js's getClaims() verifies a token with a `kid` against it in the browser,
    // without asking GET /user; it reads the set again when it meets a key id it lacks.
    app.get('/.well-known/jwks.json', async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return { keys: ctx.tokenKeys.publicJwks };
    });

    app.post('/sso', async () => {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    });
  };
}
