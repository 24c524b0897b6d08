import { sql } from 'drizzle-orm';
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

/** How old an `isEstablished` test member's account is: well past every new-member limit. */
export const ESTABLISHED_ACCOUNT_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** The visits of an `isEstablished` member: 12 days before today, 6 items read each. */
const ESTABLISHED_VISIT_DAYS = 12;
const ESTABLISHED_ITEMS_PER_DAY = 6;

/**
 * Creates a member (auth account, signed-in session and profile) and returns it with an
 * `Authorization` header carrying a token for that session. The account is created now (a new
 * member, under the trust rules' new-member limits) unless `createdAt` says when (an account
 * older than a day is a basic member), or `isEstablished` makes it
 * {@link ESTABLISHED_ACCOUNT_AGE_MS} old with the visits of a trust-level `member` (12 days
 * visited, 72 items read): no daily limit of the trust rules applies to them (likes aside).
 */
export async function createMember(
  db: Database,
  values: {
    username?: string;
    isAdmin?: boolean;
    isModerator?: boolean;
    createdAt?: Date;
    isEstablished?: boolean;
  } = {},
) {
  const id = crypto.randomUUID();
  const username = values.username ?? `member_${id.slice(0, 8)}`;
  const createdAt =
    values.createdAt ??
    (values.isEstablished ? new Date(Date.now() - ESTABLISHED_ACCOUNT_AGE_MS) : undefined);
  await db.insert(authUsers).values({
    id,
    email: `${id}@example.test`,
    emailConfirmedAt: new Date(),
    ...(createdAt ? { createdAt } : {}),
  });
  const [session] = await db
    .insert(authSessions)
    .values({ userId: id })
    .returning({ id: authSessions.id });
  await db.insert(profiles).values({
    id,
    username,
    isAdmin: values.isAdmin ?? false,
    isModerator: values.isModerator ?? false,
    ...(createdAt ? { createdAt } : {}),
  });
  if (values.isEstablished) {
    await db.execute(sql`insert into member_visits (user_id, day, items_read)
      select ${id}::uuid, (now() at time zone 'UTC')::date - d, ${ESTABLISHED_ITEMS_PER_DAY}::int
      from generate_series(1, ${ESTABLISHED_VISIT_DAYS}::int) as d`);
  }
  const token = await mintAccessToken(id, 3600, session!.id);
  return { id, username, sessionId: session!.id, headers: { authorization: `Bearer ${token}` } };
}

/** A member made by {@link createMember}. */
export type TestMember = Awaited<ReturnType<typeof createMember>>;
