import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../client';
import { scaleIdSql } from './scale-ids';

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

/** What the social part of a scale run writes, among members numbered 0 to `members - 1`. */
export interface SocialPlan {
  /** The run's tag: member and post ids derive from it (see `scale-ids.ts`). */
  runTag: string;
  members: number;
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
 * The most follows and likes the members and posts allow (nobody follows themselves, nothing is
 * followed or liked twice): the counts a run writes, which are the asked ones unless those are
 * impossible.
 */
export function possibleSocialCounts(plan: Omit<SocialPlan, 'runTag' | 'batchSize'>) {
  return {
    posts: plan.posts,
    follows: Math.min(plan.follows, plan.members * (plan.members - 1)),
    likes: Math.min(plan.likes, plan.posts * plan.members),
  };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** A step near `modulus` × 0.618 sharing no factor with it: `k × step mod modulus` never repeats for k < modulus. */
export function spreadingStride(modulus: number): number {
  let stride = Math.max(1, Math.round(modulus * 0.618));
  while (gcd(stride, modulus) !== 1) stride += 1;
  return stride;
}

/** A text array literal as parameters: `array[$1, $2, …]`. */
function textArray(items: readonly string[]): SQL {
  return sql`array[${sql.join(
    items.map((item) => sql`${item}::text`),
    sql`, `,
  )}]`;
}

/** `items[1 + random index]` for one row (random() runs once per row of the select). */
export function randomItem(items: readonly string[]): SQL {
  return sql`(${textArray(items)})[1 + floor(random() * ${items.length})::int]`;
}

/**
 * Spreads `total` rows over `owners` owners as evenly as possible (the first `total mod owners`
 * get one more) and maps row number `g` to its owner and its slot among the owner's rows.
 */
export function evenSpread(g: SQL, total: number, owners: number) {
  const each = Math.floor(total / owners);
  const extra = total % owners;
  const big = extra * (each + 1);
  const rest = Math.max(each, 1);
  return {
    owner: sql`(case when ${g} < ${big} then ${g} / ${each + 1} else ${extra} + (${g} - ${big}) / ${rest} end)`,
    slot: sql`(case when ${g} < ${big} then ${g} % ${each + 1} else (${g} - ${big}) % ${rest} end)`,
    /** How many rows owner `n` gets. */
    countOf: (n: SQL) => sql`(${each} + (case when ${n} < ${extra} then 1 else 0 end))`,
  };
}

/** A pseudo-random start for owner `n` in `[0, modulus)` (Knuth's multiplicative hash). */
export function startOf(n: SQL, modulus: number): SQL {
  return sql`((${n})::bigint * 2654435761 % ${modulus})`;
}

/** Runs an `insert … returning 1` and answers how many rows it inserted. */
export async function countInserted(tx: Transaction, insert: SQL): Promise<number> {
  const result = (await tx.execute(
    sql`with inserted as (${insert} returning 1) select count(*)::int as n from inserted`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Calls `write(from, to)` for consecutive row ranges of at most `batchSize` rows. */
export async function inBatches(
  total: number,
  batchSize: number,
  write: (from: number, to: number) => Promise<number>,
  onRows: (rows: number) => void,
): Promise<number> {
  let written = 0;
  for (let from = 0; from < total; from += batchSize) {
    const to = Math.min(total, from + batchSize);
    written += await write(from, to);
    onRows(to - from);
  }
  return written;
}

/**
 * Adds posts, follows and likes among the run's members, in one transaction, with
 * `insert … select … from generate_series` statements of `batchSize` rows each (the rows are
 * made by the database, nothing is sent but the numbers).
 *
 * Exactly the counts asked are written (or the most possible, see `possibleSocialCounts`):
 * - posts by random members, at random times over the past year;
 * - follows spread evenly (each member follows `follows / members` others, give or take one),
 *   the followees of a member picked by a stride that never repeats nor hits the member;
 * - likes spread evenly over the posts in the same way, and each post's `like_count` written
 *   with the post, equal to the likes it gets.
 */
export async function seedSocial(
  db: Database,
  plan: SocialPlan,
  onRows: (rows: number) => void = () => undefined,
): Promise<SocialResult> {
  const counts = possibleSocialCounts(plan);
  const n = plan.members;
  const memberId = (index: SQL) => scaleIdSql(plan.runTag, 'member', index);
  const postId = (index: SQL) => scaleIdSql(plan.runTag, 'post', index);
  const g = sql.raw('g');

  return db.transaction(async (tx) => {
    const likesPerPost = evenSpread(g, counts.likes, Math.max(counts.posts, 1));
    const posts = await inBatches(
      counts.posts,
      plan.batchSize,
      (from, to) =>
        countInserted(
          tx,
          sql`insert into posts (id, author_id, body, park, tags, like_count, created_at, updated_at)
            select ${postId(g)}, ${memberId(sql`author`)},
              opening || ' ' || park || '. ' || ending, park,
              case when has_tag then array[tag] else '{}'::text[] end,
              ${likesPerPost.countOf(g)}, at, at
            from (
              select g, floor(random() * ${n})::int as author,
                ${randomItem(openings)} as opening, ${randomItem(parks)} as park,
                ${randomItem(endings)} as ending, ${randomItem(tagPool)} as tag,
                random() < 0.5 as has_tag,
                now() - random() * interval '365 days' as at
              from generate_series(${from}::bigint, ${to - 1}::bigint) as g
            ) as generated`,
        ),
      onRows,
    );

    const followSpread = evenSpread(g, counts.follows, n);
    const followStride = spreadingStride(Math.max(n - 1, 1));
    const follows = await inBatches(
      counts.follows,
      plan.batchSize,
      (from, to) =>
        countInserted(
          tx,
          sql`insert into follows (follower_id, followee_id, created_at)
            select ${memberId(sql`follower`)},
              ${memberId(sql`(follower + 1 + (${startOf(sql`follower`, Math.max(n - 1, 1))} + slot * ${followStride}) % ${Math.max(n - 1, 1)}) % ${n}`)},
              now() - random() * interval '365 days'
            from (
              select ${followSpread.owner} as follower, ${followSpread.slot} as slot
              from generate_series(${from}::bigint, ${to - 1}::bigint) as g
            ) as pairs`,
        ),
      onRows,
    );

    const likeStride = spreadingStride(n);
    const likes = await inBatches(
      counts.likes,
      plan.batchSize,
      (from, to) =>
        countInserted(
          tx,
          sql`insert into post_likes (post_id, user_id, created_at)
            select ${postId(sql`post`)},
              ${memberId(sql`(${startOf(sql`post`, n)} + slot * ${likeStride}) % ${n}`)},
              now() - random() * interval '180 days'
            from (
              select ${likesPerPost.owner} as post, ${likesPerPost.slot} as slot
              from generate_series(${from}::bigint, ${to - 1}::bigint) as g
            ) as pairs`,
        ),
      onRows,
    );
    return { posts, follows, likes };
  });
}
