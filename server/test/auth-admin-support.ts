import { GoTrueAdminApi } from '@supabase/auth-js';
import { SignJWT, type JWTPayload } from 'jose';
import type { AuthServer } from './auth-test-client';
import { TEST_JWT_SECRET } from './build-test-app';

/**
 * An HS256 token like the ones auth-js's own suite builds (`jwt.sign({ role }, secret)`): no
 * `exp` unless asked, signed with the test app's secret unless told otherwise.
 */
export function mintRoleToken(
  claims: JWTPayload & { role?: string },
  options: { secret?: string; expiresInSeconds?: number } = {},
): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 60);
  if (options.expiresInSeconds !== undefined) {
    jwt.setExpirationTime(Math.floor(Date.now() / 1000) + options.expiresInSeconds);
  }
  return jwt.sign(new TextEncoder().encode(options.secret ?? TEST_JWT_SECRET));
}

/** A service-role token as supabase-js's service key carries it. */
export const serviceRoleToken = () => mintRoleToken({ role: 'service_role' });

/** The anon key of a Supabase project: role `anon`, no `sub`. */
export const anonKey = () => mintRoleToken({ role: 'anon', iss: 'supabase' });

/** The official admin client (`supabase.auth.admin`) on a test server with the given token. */
export function createAdminClient(server: Pick<AuthServer, 'authUrl'>, token: string) {
  return new GoTrueAdminApi({
    url: server.authUrl,
    headers: { Authorization: `Bearer ${token}`, apikey: token },
    experimental: { passkey: true },
  });
}
