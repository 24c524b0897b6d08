import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from '../auth-context';

/** TOTP multi-factor authentication: `/factors`, challenge, verify, unenroll. */
export function mfaRoutes(_ctx: AuthContext): FastifyPluginAsyncZod {
  return async () => {};
}
