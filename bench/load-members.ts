import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import { POST_RATE_LIMIT, COMMENT_RATE_LIMIT } from '../common/features/posts/post-limits';
import { DEFAULT_TRUST_SETTINGS } from '../common/features/trust/trust-texts';
import type { Database } from '../server/db/client';
import { authIdentities, authUsers } from '../server/db/schema';
import { benchMemberEmail } from '../server/db/seed/scale-bench-member';
import { hashPassword } from '../server/features/auth/password-hash';
import type { WriteBudget } from './load-job';
import { send } from './load-http';

/** A seed:scale member the load signs in as, with what they may still write. */
export interface LoadMember extends WriteBudget {
  id: string;
  email: string;
}

/** A member signed in through the server. */
export interface SignedInMember extends LoadMember {
  token: string;
}

/** Accounts older than this are past every new-member limit (24 h by default), with room to spare. */
const ESTABLISHED_HOURS = 48;

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Up to `limit` seed:scale members (`fan_…`) who are neither new (joined more than two days
 * ago, so only the limits every member has apply) nor staff (exempt from limits, so not
 * typical), and what each may still write before a limit of the product refuses them, from the
 * same counters the server keeps: posts per hour and comments per hour (`rate_limits`), likes in
 * any 24 hours (their likes of the last day, or the trust counter when higher).
 */
export async function findLoadMembers(db: Database, limit: number): Promise<LoadMember[]> {
  const likesPerDay = DEFAULT_TRUST_SETTINGS.likesPerDay;
  const rows = await rowsOf<{
    id: string;
    posts_used: number | string;
    comments_used: number | string;
    likes_used: number | string;
  }>(
    db,
    sql`select p.id,
      coalesce((select count from rate_limits where key = 'posts:' || p.id
        and window_ends_at > now()), 0) as posts_used,
      coalesce((select count from rate_limits where key = 'comments:' || p.id
        and window_ends_at > now()), 0) as comments_used,
      greatest(
        coalesce((select count from rate_limits where key = 'trust:likes:' || p.id
          and window_ends_at > now()), 0),
        (select count(*) from post_likes l where l.user_id = p.id
          and l.created_at > now() - interval '24 hours')) as likes_used
    from profiles p
    where p.username like ${'fan\\_%'} and not p.is_admin and not p.is_moderator
      and p.created_at < now() - make_interval(hours => ${ESTABLISHED_HOURS}::int)
    order by p.id
    limit ${limit}::int`,
  );
  return rows.map((row) => ({
    id: row.id,
    email: benchMemberEmail(row.id),
    posts: Math.max(0, POST_RATE_LIMIT.max - Number(row.posts_used)),
    comments: Math.max(0, COMMENT_RATE_LIMIT.max - Number(row.comments_used)),
    likes: Math.max(0, likesPerDay - Number(row.likes_used)),
  }));
}

/**
 * Gives every member a confirmed email sign-in account (`bench-<id>@bench.magic-community.test`,
 * as `npm run bench` does for its member) with one new random password for this run, hashed
 * once; returns the password. Benchmark data only: the password is printed nowhere.
 */
export async function prepareLoadAccounts(
  db: Database,
  members: readonly LoadMember[],
): Promise<string> {
  const password = randomBytes(24).toString('base64url');
  const encryptedPassword = await hashPassword(password);
  const now = new Date();
  for (let from = 0; from < members.length; from += 500) {
    const batch = members.slice(from, from + 500);
    await db.transaction(async (tx) => {
      await tx
        .insert(authUsers)
        .values(
          batch.map((member) => ({
            id: member.id,
            email: member.email,
            encryptedPassword,
            emailConfirmedAt: now,
            appMetadata: { provider: 'email', providers: ['email'] },
            userMetadata: { email_verified: true },
          })),
        )
        .onConflictDoUpdate({
          target: authUsers.id,
          set: {
            encryptedPassword,
            emailConfirmedAt: now,
            bannedUntil: null,
            deletedAt: null,
            updatedAt: now,
          },
        });
      await tx
        .insert(authIdentities)
        .values(
          batch.map((member) => ({
            userId: member.id,
            provider: 'email',
            providerId: member.id,
            email: member.email,
            identityData: {
              sub: member.id,
              email: member.email,
              email_verified: true,
              phone_verified: false,
            },
          })),
        )
        .onConflictDoNothing();
    });
  }
  return password;
}

/**
 * Signs every member in through the server's `POST /auth/v1/token?grant_type=password`, a few at
 * a time. The server allows so many sign-ins per client address in 5 minutes
 * (`AUTH_RATE_LIMIT_TOKEN_PER_5_MIN`), as members arriving from one address would be refused;
 * so the sign-ins come from distinct loopback addresses (127.x.y.z, all of them the machine
 * itself), moving to the next address when one is refused with 429, as members on their own
 * phones would. The limit itself is left as it is.
 * @throws Error when a sign-in fails otherwise.
 */
export async function signInMembers(
  origin: string,
  members: readonly LoadMember[],
  password: string,
): Promise<SignedInMember[]> {
  const url = new URL(origin);
  const agent = new http.Agent({ keepAlive: false });
  // A random 127.a.b.0/24 block per run, so addresses used by an earlier run are not reused.
  const block = `127.${randomInt(1, 255)}.${randomInt(1, 255)}`;
  let host = 1;
  const signedIn: SignedInMember[] = [];
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const member = members[next++]!;
      for (;;) {
        const address = `${block}.${host}`;
        const answer = await send(url, agent, {
          method: 'POST',
          path: '/auth/v1/token?grant_type=password',
          json: { email: member.email, password },
          localAddress: address,
        });
        if (answer.status === 429) {
          if (`${block}.${host}` === address) host += 1;
          if (host > 254) throw new Error('sign-in: every loopback address of the block was used');
          continue;
        }
        const body = JSON.parse(answer.body) as { access_token?: unknown };
        if (answer.status !== 200 || typeof body.access_token !== 'string') {
          throw new Error(`sign-in failed (${answer.status}): ${answer.body.slice(0, 300)}`);
        }
        signedIn.push({ ...member, token: body.access_token });
        break;
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  agent.destroy();
  return signedIn;
}

/**
 * Live public posts (no group) chosen at random: ones anyone may open, like and comment on.
 */
export async function findPublicPosts(db: Database, limit: number): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select id from posts where deleted_at is null and group_id is null
      order by random() limit ${limit}::int`,
  );
  return rows.map((row) => row.id);
}
