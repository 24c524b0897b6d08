import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthContext } from './auth-context';
import { AuthError } from './auth-error';
import { authenticate } from './auth-guard';
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

const manualLinkingDisabled = () =>
  new AuthError(404, 'manual_linking_disabled', 'Manual linking is disabled');

/**
 * `GET /settings`, `GET /health`, and the sign-in methods this server does not offer, answered
 * with GoTrue's codes so clients handle them as on GoTrue: OAuth providers (none configured),
 * identity linking, SAML SSO.
 */
export function providersRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    const version = await readAppVersion();

    app.get('/settings', async () => ({
      external: {
        ...Object.fromEntries(EXTERNAL_PROVIDERS.map((p) => [p, false])),
        email: true,
        phone: false,
      },
      disable_signup: ctx.config.auth.isSignupDisabled,
      mailer_autoconfirm: ctx.config.auth.isAutoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
      saml_private_key_next_configured: false,
      passkeys_enabled: false,
    }));

    app.get('/health', async () => ({
      version,
      name: 'GoTrue',
      description: 'GoTrue is a user registration and authentication API',
    }));

    app.get(
      '/authorize',
      { schema: { querystring: z.looseObject({ provider: z.string().nullish() }) } },
      async (request) => {
        throw new AuthError(
          400,
          'validation_failed',
          `Unsupported provider: ${request.query.provider ?? 'provider is missing'}`,
        );
      },
    );

    app.get('/user/identities/authorize', async (request) => {
      await authenticate(ctx, request);
      throw manualLinkingDisabled();
    });

    app.delete(
      '/user/identities/:identityId',
      { schema: { params: z.object({ identityId: z.string() }) } },
      async (request) => {
        await authenticate(ctx, request);
        if (!z.uuid().safeParse(request.params.identityId).success) {
          throw new AuthError(404, 'validation_failed', 'identity_id must be an UUID');
        }
        throw manualLinkingDisabled();
      },
    );

    app.post('/sso', async () => {
      throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    });
  };
}
