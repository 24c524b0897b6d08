import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { follows, postLikes, posts } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const openings = [
  'Rope drop at',
  'Golden hour over',
  'Finally tried the new snack at',
  'Rainy afternoon but still magic at',
  'First visit with the kids to',
  'Fireworks night at',
  'Quiet morning walk through',
  'Mobile order saved us an hour at',
];
const parks = ['Magic Kingdom', 'EPCOT', 'Hollywood Studios', 'Animal Kingdom', 'Disney Springs'];
const endings = [
  'Lines were short before 9.',
  'Worth every minute of the wait.',
  'Tip: the shady side of the street is on the left.',
  'We are already planning the next trip.',
  'Anyone know if the seasonal menu stays past the festival?',
  'Photo taken from the bridge just after sunset.',
];
const tagPool = ['ropedrop', 'snacks', 'fireworks', 'festival', 'photography', 'tips', 'family'];

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

/** What the social part of a scale run writes. */
export interface SocialPlan {
  posts: number;
  follows: number;
  likes: number;
  batchSize: number;
}

export interface SocialResult {
  posts: number;
  follows: number;
  likes: number;
}

/**
 * Adds posts, follows and likes among `memberIds` in multi-row INSERTs of `batchSize` rows:
 * posts by random members over the past year; follows and likes as random distinct pairs
 * (duplicates skipped by the primary keys, so the counts are upper bounds); then each new
 * post's like count is set from its likes in one statement.
 */
export async function seedSocial(
  db: Database,
  memberIds: readonly string[],
  plan: SocialPlan,
  onRows: (rows: number) => void = () => undefined,
): Promise<SocialResult> {
  const now = Date.now();
  const postIds: string[] = [];
  for (let from = 0; from < plan.posts; from += plan.batchSize) {
    const size = Math.min(plan.batchSize, plan.posts - from);
    const rows = Array.from({ length: size }, (): typeof posts.$inferInsert => {
      const createdAt = new Date(now - Math.floor(Math.random() * 365 * DAY_MS));
      const park = pick(parks);
      const id = crypto.randomUUID();
      postIds.push(id);
      return {
        id,
        authorId: pick(memberIds),
        body: `${pick(openings)} ${park}. ${pick(endings)}`,
        park,
        tags: Math.random() < 0.5 ? [pick(tagPool)] : [],
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(posts).values(rows);
    onRows(size);
  }

  let followCount = 0;
  for (let from = 0; from < plan.follows && memberIds.length > 1; from += plan.batchSize) {
    const size = Math.min(plan.batchSize, plan.follows - from);
    const pairs = new Map<string, typeof follows.$inferInsert>();
    while (pairs.size < size) {
      const followerId = pick(memberIds);
      const followeeId = pick(memberIds);
      if (followerId !== followeeId)
        pairs.set(`${followerId}${followeeId}`, { followerId, followeeId });
    }
    const inserted = await db
      .insert(follows)
      .values([...pairs.values()])
      .onConflictDoNothing()
      .returning({ id: follows.followerId });
    followCount += inserted.length;
    onRows(size);
  }

  let likeCount = 0;
  for (let from = 0; from < plan.likes && postIds.length > 0; from += plan.batchSize) {
    const size = Math.min(plan.batchSize, plan.likes - from);
    const pairs = new Map<string, typeof postLikes.$inferInsert>();
    for (let attempt = 0; pairs.size < size && attempt < size * 3; attempt += 1) {
      const postId = pick(postIds);
      const userId = pick(memberIds);
      pairs.set(`${postId}${userId}`, { postId, userId });
    }
    const inserted = await db
      .insert(postLikes)
      .values([...pairs.values()])
      .onConflictDoNothing()
      .returning({ id: postLikes.postId });
    likeCount += inserted.length;
    onRows(size);
  }
  if (likeCount > 0) {
    await db.execute(sql`
      update posts set like_count = counted.n
      from (select post_id, count(*)::int as n from post_likes group by post_id) as counted
      where posts.id = counted.post_id and posts.like_count <> counted.n`);
  }
  return { posts: postIds.length, follows: followCount, likes: likeCount };
}
