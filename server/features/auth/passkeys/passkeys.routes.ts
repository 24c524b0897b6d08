import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passkeyCeremonyBodySchema,
  passkeyParamsSchema,
  passkeyUpdateBodySchema,
} from '../../../../common/features/auth/auth.contract';
import type { AuthContext } from '../auth-context';
import { authenticate, requireNotAnonymous } from '../auth-guard';
import { consumeIpLimit, requestInfo } from '../auth-request';
import { deletePasskey, listPasskeys, renamePasskey } from './passkey-management.service';
import {
  finishPasskeyRegistration,
  startPasskeyRegistration,
} from './passkey-registration.service';
import { finishPasskeySignIn, startPasskeySignIn } from './passkey-sign-in.service';
import { requirePasskeysEnabled } from './relying-party';

/**
 * GoTrue's passkeys (`/passkeys`, api.go): sign-in with a discoverable credential (options,
 * verify), and for a signed-in member registration, list, rename and delete. 404
 * `passkey_disabled` for all of them when `AUTH_PASSKEY_ENABLED=false`.
 */
export function passkeysRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every route of this group is a passkey route: checked before the session, as on GoTrue.
    app.addHook('onRequest', async () => requirePasskeysEnabled(ctx));

    app.post('/passkeys/authentication/options', async (request) => {
      await consumeIpLimit(ctx, request, 'passkey');
      return startPasskeySignIn(ctx);
    });

    app.post('/passkeys/authentication/verify', async (request) => {
      await consumeIpLimit(ctx, request, 'token');
      const body = passkeyCeremonyBodySchema.parse(request.body ?? {});
      return finishPasskeySignIn(ctx, body, requestInfo(request));
    });

    app.post('/passkeys/registration/options', async (request) => {
      const auth = requireNotAnonymous(await authenticate(ctx, request));
      return startPasskeyRegistration(ctx, auth);
    });

    app.post('/passkeys/registration/verify', async (request) => {
      const auth = requireNotAnonymous(await authenticate(ctx, request));
      const body = passkeyCeremonyBodySchema.parse(request.body ?? {});
      return finishPasskeyRegistration(ctx, auth, body);
    });

    app.get('/passkeys', async (request) => {
      const auth = await authenticate(ctx, request);
      return listPasskeys(ctx, auth.user.id);
    });

    app.patch(
      '/passkeys/:passkeyId',
      { schema: { params: passkeyParamsSchema } },
      async (request) => {
        const auth = await authenticate(ctx, request);
        const body = passkeyUpdateBodySchema.parse(request.body ?? {});
        return renamePasskey(ctx, auth, request.params.passkeyId, body);
      },
    );

    app.delete(
      '/passkeys/:passkeyId',
      { schema: { params: passkeyParamsSchema } },
      async (request, reply) => {
        const auth = await authenticate(ctx, request);
        await deletePasskey(ctx, auth, request.params.passkeyId);
        return reply.status(204).send();
      },
    );
  };
}
