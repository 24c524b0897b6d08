import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../features/auth/password-hash';
import type { Database } from '../client';
import { authIdentities, authUsers } from '../schema';

/** A scale member the API benchmark signs in as. */
export interface BenchMember {
  id: string;
  username: string;
  /** People they follow. */
  follows: number;
  /** Live posts in their feed (theirs and their followees'). */
  feedPosts: number;
}

/** A bench member with a fresh password on their sign-in account. */
export interface BenchAccount extends BenchMember {
  email: string;
  password: string;
}

/** How many follows the benchmark's member should have, as seed:scale's default gives. */
const WANTED_FOLLOWS = 30;

/**
 * Finds a member made by seed:scale (`fan_…`) who follows about 30 people (the closest to 30,
 * then by id, so the same one every time) and whose feed holds at least `minFeedPosts` live
 * posts; null when the database has none (seed:scale has not run).
 */
export async function findBenchMember(
  db: Database,
  minFeedPosts: number,
): Promise<BenchMember | null> {
  const result = (await db.execute(sql`
    with candidates as (
      select f.follower_id as id, count(*)::int as follows
      from follows f join profiles p on p.id = f.follower_id
      where p.username like ${'fan\\_%'}
      group by f.follower_id
      order by abs(count(*) - ${WANTED_FOLLOWS}), f.follower_id
      limit 20
    )
    select c.id, p.username, c.follows,
      (select count(*)::int from posts
        where posts.deleted_at is null and posts.author_id in (
          select followee_id from follows where follower_id = c.id union all select c.id)
      ) as feed_posts
    from candidates c join profiles p on p.id = c.id
    order by abs(c.follows - ${WANTED_FOLLOWS}), c.id`)) as unknown as {
    rows: { id: string; username: string; follows: number; feed_posts: number }[];
  };
  const row = result.rows.find((candidate) => Number(candidate.feed_posts) >= minFeedPosts);
  return row
    ? {
        id: row.id,
        username: row.username,
        follows: Number(row.follows),
        feedPosts: Number(row.feed_posts),
      }
    : null;
}

/** The sign-in address of a bench member's account. */
export function benchMemberEmail(memberId: string): string {
  return `bench-${memberId}@bench.magic-community.test`;
}

/**
 * Gives `member` a confirmed email sign-in account (auth user with the profile's id and an email
 * identity) with a new random password, replacing the one of an earlier run, and returns it.
 * Benchmark data only: the password is printed nowhere and changes on every run.
 */
export async function prepareBenchAccount(
  db: Database,
  member: BenchMember,
): Promise<BenchAccount> {
  const email = benchMemberEmail(member.id);
  const password = randomBytes(24).toString('base64url');
  const encryptedPassword = await hashPassword(password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .insert(authUsers)
      .values({
        id: member.id,
        email,
        encryptedPassword,
        emailConfirmedAt: now,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: { username: member.username, email_verified: true },
      })
      .onConflictDoUpdate({
        target: authUsers.id,
        set: {
          email,
          encryptedPassword,
          emailConfirmedAt: now,
          bannedUntil: null,
          deletedAt: null,
          updatedAt: now,
        },
      });
    await tx
      .insert(authIdentities)
      .values({
        userId: member.id,
        provider: 'email',
        providerId: member.id,
        email,
        identityData: { sub: member.id, email, email_verified: true, phone_verified: false },
      })
      .onConflictDoNothing();
  });
  return { ...member, email, password };
}
