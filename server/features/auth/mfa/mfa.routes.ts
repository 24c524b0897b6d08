import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrollFactorBodySchema,
  factorParamsSchema,
  verifyFactorBodySchema,
} from '../../../../common/features/auth/auth.contract';
import type { AuthContext } from '../auth-context';
import { authenticate, requireNotAnonymous } from '../auth-guard';
import { consumeIpLimit, requestInfo } from '../auth-request';
import { verifyFactor } from './mfa-verify.service';
import { challengeFactor, enrollFactor, unenrollFactor } from './mfa.service';

/** TOTP multi-factor authentication: `/factors`, challenge, verify, unenroll (reference §7 "MFA"). */
export function mfaRoutes(ctx: AuthContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/factors', async (request) => {
      const auth = requireNotAnonymous(await authenticate(ctx, request));
      return enrollFactor(ctx, auth, enrollFactorBodySchema.parse(request.body ?? {}));
    });

    app.post(
      '/factors/:factorId/challenge',
      { schema: { params: factorParamsSchema } },
      async (request) => {
        const auth = requireNotAnonymous(await authenticate(ctx, request));
        await consumeIpLimit(ctx, request, 'mfa');
        return challengeFactor(ctx, auth, request.params.factorId, requestInfo(request));
      },
    );

    app.post(
      '/factors/:factorId/verify',
      { schema: { params: factorParamsSchema } },
      async (request) => {
        const auth = requireNotAnonymous(await authenticate(ctx, request));
        await consumeIpLimit(ctx, request, 'mfa');
        const body = verifyFactorBodySchema.parse(request.body ?? {});
        return verifyFactor(ctx, auth, request.params.factorId, body, requestInfo(request));
      },
    );

    app.delete(
      '/factors/:factorId',
      { schema: { params: factorParamsSchema } },
      async (request) => {
        const auth = requireNotAnonymous(await authenticate(ctx, request));
        return unenrollFactor(ctx, auth, request.params.factorId);
      },
    );
  };
}
