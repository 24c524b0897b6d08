import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { posts } from '../db/schema';
import type { LoadOutcome, LoadRequest } from './request-load';
import { createMember, type TestMember } from './sign-in';

/**
 * Posts one member publishes at most in a test: under the hourly limit of 30 (counted in the
 * database, so across restarts too). The members are established accounts, past the new
 * members' 10 posts a day.
 */
export const POSTS_PER_MEMBER = 25;

/** `count` established members, created directly in the database. */
export async function createPostingMembers(db: Database, count: number): Promise<TestMember[]> {
  const members: TestMember[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = Array.from({ length: Math.min(10, count - i) }, () =>
      createMember(db, { isEstablished: true }),
    );
    members.push(...(await Promise.all(batch)));
  }
  return members;
}

/**
 * The requests of a write load: clients whose number is a multiple of `readEvery` read the
 * feed, the others create posts as signed-in members, who take turns so that none posts more
 * than {@link POSTS_PER_MEMBER}. When every member has used their share, writers read too.
 * Every request carries its own `x-request-id` (the server logs it as `reqId`). One sequence
 * can serve several loads in a row: members keep their counts.
 */
export function createPostRequests(
  members: TestMember[],
  options: { label: string; readEvery?: number },
): (client: number) => LoadRequest {
  const readEvery = options.readEvery ?? 4;
  let nextMember = 0;
  let postsOfMember = 0;
  let sent = 0;
  return (client) => {
    sent += 1;
    const requestId = crypto.randomUUID();
    const member = members[nextMember];
    if (client % readEvery === readEvery - 1 || !member) {
      return {
        kind: 'read',
        method: 'GET',
        path: '/api/feed',
        headers: { ...members[0]!.headers, 'x-request-id': requestId },
      };
    }
    if (++postsOfMember >= POSTS_PER_MEMBER) {
      nextMember += 1;
      postsOfMember = 0;
    }
    return {
      kind: 'post',
      method: 'POST',
      path: '/api/posts',
      headers: { ...member.headers, 'x-request-id': requestId },
      body: { body: `${options.label}: post ${sent} from client ${client}` },
    };
  };
}

const isSuccess = (outcome: LoadOutcome) => outcome.status >= 200 && outcome.status < 300;

/** The ids of the posts the server acknowledged (answered 2xx) in `outcomes`. */
export function acknowledgedPostIds(outcomes: LoadOutcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.kind === 'post' && isSuccess(outcome))
    .map((outcome) => (outcome.body as { id: string }).id);
}

/** Which of `ids` are not in the `posts` table. */
export async function findMissingPosts(db: Database, ids: string[]): Promise<string[]> {
  const present = new Set<string>();
  for (let start = 0; start < ids.length; start += 500) {
    const batch = ids.slice(start, start + 500);
    const rows = await db.select({ id: posts.id }).from(posts).where(inArray(posts.id, batch));
    rows.forEach((row) => present.add(row.id));
  }
  return ids.filter((id) => !present.has(id));
}

/** Outcomes counted by kind and status (or network failure), for a test's log line. */
export function summarizeOutcomes(outcomes: LoadOutcome[]): string {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = `${outcome.kind} ${outcome.failure ?? outcome.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, count]) => `${key}: ${count}`)
    .join(', ');
}
