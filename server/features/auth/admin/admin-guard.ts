import type { FastifyRequest } from 'fastify';
import type { AuthContext } from '../auth-context';
import { AuthError } from '../auth-error';
import { verifyBearerToken } from '../auth-guard';

/** GoTrue's default `GOTRUE_JWT_ADMIN_ROLES`: the roles whose tokens may call the admin API. */
export const ADMIN_ROLES: readonly string[] = ['service_role', 'supabase_admin'];

/**
 * GoTrue's `requireAdminCredentials` (auth.go): a bearer JWT signed with the app's secret whose
 * `role` claim is an admin role. Like GoTrue's parser, a token without `exp` is accepted and one
 * with an `exp` in the past is not; no `sub` is needed. Member tokens (role `authenticated`)
 * never pass.
 * @throws AuthError 401 `no_authorization`, 403 `bad_jwt`, 403 `not_admin` "User not allowed".
 */
export async function requireAdmin(
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<{ role: string }> {
  const { claims } = await verifyBearerToken(ctx, request);
  const role = typeof claims.role === 'string' ? claims.role : '';
  if (!ADMIN_ROLES.includes(role)) throw new AuthError(403, 'not_admin', 'User not allowed');
  return { role };
}
