import { SignJWT } from 'jose';
import type { Database } from '../db/client';
import { authSessions, authUsers, profiles } from '../db/schema';
import { ACCESS_TOKEN_AUDIENCE } from '../features/auth/access-token-check';
import { TEST_JWT_SECRET } from './build-test-app';

/** Mints an access token for `userId`, signed like the auth service signs them. */
export async function mintAccessToken(
  userId: string,
  expiresInSeconds = 3600,
  sessionId: string = crypto.randomUUID(),
): Promise<string> {
  return new SignJWT({ role: 'authenticated', session_id: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setAudience(ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

/**
 * Creates a member (auth account, signed-in session and profile) and returns it with an
 * `Authorization` header carrying a token for that session.
 */
export async function createMember(
  db: Database,
  values: { username?: string; isAdmin?: boolean; isModerator?: boolean } = {},
) {
  const id = crypto.randomUUID();
  const username = values.username ?? `member_${id.slice(0, 8)}`;
  await db
    .insert(authUsers)
    .values({ id, email: `${id}@example.test`, emailConfirmedAt: new Date() });
  const [session] = await db
    .insert(authSessions)
    .values({ userId: id })
    .returning({ id: authSessions.id });
  await db.insert(profiles).values({
    id,
    username,
    isAdmin: values.isAdmin ?? false,
    isModerator: values.isModerator ?? false,
  });
  const token = await mintAccessToken(id, 3600, session!.id);
  return { id, username, sessionId: session!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A member made by {@link createMember}. */
export type TestMember = Awaited<ReturnType<typeof createMember>>;
