import type { Database } from '../server/db/client';
import { authSessions, authUsers, profiles } from '../server/db/schema';
import { mintAccessToken } from '../server/test/sign-in';

/** A member made for the realtime benchmark, with an access token for their session. */
export interface BenchMember {
  id: string;
  token: string;
}

const BATCH = 500;

/**
 * Writes `count` members (account, session, profile) in batches and mints each an access token
 * signed with the test secret (the benchmark's server process uses the same one).
 */
export async function createBenchMembers(db: Database, count: number): Promise<BenchMember[]> {
  const members: { id: string; sessionId: string }[] = Array.from({ length: count }, () => ({
    id: crypto.randomUUID(),
    sessionId: crypto.randomUUID(),
  }));
  for (let start = 0; start < count; start += BATCH) {
    const batch = members.slice(start, start + BATCH);
    await db.transaction(async (tx) => {
      await tx.insert(authUsers).values(
        batch.map(({ id }) => ({
          id,
          email: `rt-${id}@bench.magic-community.test`,
          emailConfirmedAt: new Date(),
        })),
      );
      await tx
        .insert(authSessions)
        .values(batch.map(({ id, sessionId }) => ({ id: sessionId, userId: id })));
      await tx
        .insert(profiles)
        .values(
          batch.map(({ id }) => ({ id, username: `rt_${id.slice(0, 8)}_${id.slice(9, 13)}` })),
        );
    });
  }
  return Promise.all(
    members.map(async ({ id, sessionId }) => ({
      id,
      token: await mintAccessToken(id, 3600, sessionId),
    })),
  );
}
