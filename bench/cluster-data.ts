import pg from 'pg';
import { openPostgres } from '../server/db/client';
import { authSessions } from '../server/db/schema';
import { seedScale } from '../server/db/seed/scale';
import { seedNavigation } from '../server/features/navigation/navigation.seed';
import { mintAccessToken } from '../server/test/sign-in';
import {
  findLoadMembers,
  findPublicPosts,
  prepareLoadAccounts,
  type SignedInMember,
} from './load-members';

/** The cluster benchmark's data: members with tokens, and the posts the mixed load works on. */
export interface ClusterData {
  members: SignedInMember[];
  readPostIds: string[];
  targetPostIds: string[];
  seedSeconds: number;
}

/**
 * Migrates the fresh database, seeds it as `npm run bench:load` seeds PGlite (a tenth as many
 * members as posts, 30 follows and 5 likes each), vacuums it, and gives `memberCount`
 * established seed:scale members a session each with an access token signed with the test
 * secret (the cluster's processes verify with it): no scrypt sign-in, which would only load the
 * 2 cores before the measurement.
 */
export async function prepareClusterData(
  databaseUrl: string,
  options: { posts: number; members: number },
  log: (line: string) => void,
): Promise<ClusterData> {
  const handle = openPostgres(databaseUrl, 4);
  try {
    await handle.migrate();
    await seedNavigation(handle.db);
    const users = Math.round(options.posts / 10);
    log(`Seeding ${users} members, ${options.posts} posts…`);
    const seeded = await seedScale(handle.db, {
      users,
      posts: options.posts,
      follows: users * 30,
      likes: options.posts * 5,
      notificationsPerUser: 3,
      batchSize: 1000,
      groups: Math.min(300, Math.ceil(users / 30)),
      groupMemberships: users * 3,
    });
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query('vacuum (analyze)').finally(() => client.end());
    const found = await findLoadMembers(handle.db, options.members);
    await prepareLoadAccounts(handle.db, found);
    const sessions = found.map((member) => ({ member, sessionId: crypto.randomUUID() }));
    for (let from = 0; from < sessions.length; from += 500) {
      await handle.db.insert(authSessions).values(
        sessions.slice(from, from + 500).map(({ member, sessionId }) => ({
          id: sessionId,
          userId: member.id,
        })),
      );
    }
    const members = await Promise.all(
      sessions.map(async ({ member, sessionId }) => ({
        ...member,
        token: await mintAccessToken(member.id, 4 * 3600, sessionId),
      })),
    );
    return {
      members,
      readPostIds: await findPublicPosts(handle.db, 5_000),
      targetPostIds: await findPublicPosts(handle.db, 2_000),
      seedSeconds: seeded.seconds,
    };
  } finally {
    await handle.close();
  }
}
