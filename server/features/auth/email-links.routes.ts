import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthContext } from './auth-context';

/** Email-link flows: `/recover`, `/verify`, `/resend`, `/otp`, `/reauthenticate`. */
export function emailLinksRoutes(_ctx: AuthContext): FastifyPluginAsyncZod {
  return async () => {};
}
