import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PostSummaryRow } from '../posts/post-summary.presenter';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import { commentCountShownTo, postAliasVisibleTo } from '../posts/post-visibility';

/** A day's bounds as instants: from its midnight to the next, in the site's time zone. */
export interface DayBounds {
  /** Inclusive. */
  start: string;
  /** Exclusive. */
  end: string;
}

/** A post as a summary lists it, with its author. */
export interface ActivityPostRow extends PostSummaryRow {
  id: string;
  body: string;
}

/** A member as a summary lists them, with the time that put them there. */
export interface ActivityMemberRow {
  id: string;
  username: string;
  avatarUrl: string | null;
  at: Date;
}

/** Rows of a raw statement; node-postgres and PGlite both answer `{ rows }`. */
async function selectRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Timestamps come back as `Date` (node-postgres) or text (some PGlite paths): read both. */
const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** `column` within the day (`created_at`-like, indexed ranges). */
function within(column: SQL, day: DayBounds): SQL {
  return sql`${column} >= ${day.start}::timestamptz and ${column} < ${day.end}::timestamptz`;
}

/**
 * The instants where a `YYYY-MM-DD` day begins and ends in `timeZone`, as PostgreSQL's time
 * zone database has them (days of 23 or 25 hours at daylight-saving changes).
 */
export async function findDayBounds(
  db: Executor,
  date: string,
  timeZone: string,
): Promise<DayBounds> {
  const format = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`;
  const [row] = await selectRows<{ start: string; end: string }>(
    db,
    sql`select
      to_char((${date}::date)::timestamp at time zone ${timeZone} at time zone 'UTC',
        ${sql.raw(format)}) as start,
      to_char((${date}::date + 1)::timestamp at time zone ${timeZone} at time zone 'UTC',
        ${sql.raw(format)}) as "end"`,
  );
  if (!row) throw new Error('day bounds query returned no row');
  return row;
}

/**
 * The day (in `timeZone`) of the first live post or review, or null when there is none (each
 * minimum read from its table's `created_at` index of live rows).
 */
export async function findFirstPostDay(db: Executor, timeZone: string): Promise<string | null> {
  const [row] = await selectRows<{ day: string | null }>(
    db,
    sql`select to_char(least(
        (select min(created_at) from posts where deleted_at is null),
        (select min(created_at) from reviews where deleted_at is null)
      ) at time zone ${timeZone}, 'YYYY-MM-DD') as day`,
  );
  return row?.day ?? null;
}

interface RawPost extends Record<string, unknown> {
  id: string;
  body: string;
  park: string | null;
  created_at: Date | string;
  like_count: number;
  comment_count: number;
  author_id: string;
  author_username: string;
  author_avatar_url: string | null;
}

/**
 * Live posts created within the day that `viewerId` may see (`postVisibleTo`: private groups,
 * blocks; null: a visitor) matching `filter`, in `order`, at most `limit`.
 */
async function listDayPosts(
  db: Executor,
  day: DayBounds,
  viewerId: string | null,
  options: { filter?: SQL; order: SQL; limit: number },
): Promise<ActivityPostRow[]> {
  const rows = await selectRows<RawPost>(
    db,
    sql`select p.id, left(p.body, 600) as body, p.park, p.created_at, p.like_count,
        ${commentCountShownTo(viewerId, sql`p.id`)} as comment_count, p.author_id,
        a.username as author_username,
        a.avatar_url as author_avatar_url
      from posts p join profiles a on a.id = p.author_id
      where p.deleted_at is null and ${within(sql`p.created_at`, day)}
        and ${postAliasVisibleTo(viewerId, 'p')}
        ${options.filter ? sql`and ${options.filter}` : sql``}
      order by ${options.order}
      limit ${options.limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    park: row.park,
    createdAt: toDate(row.created_at),
    likeCount: row.like_count,
    commentCount: row.comment_count,
    authorId: row.author_id,
    authorUsername: row.author_username,
    authorAvatarUrl: row.author_avatar_url,
  }));
}

const newestFirst = sql`p.created_at desc nulls last, p.id desc nulls last`;

/** The day's newest live posts the viewer may see (by `authorId` only, when given). */
export function listNewPosts(
  db: Executor,
  day: DayBounds,
  viewerId: string | null,
  limit: number,
  authorId?: string,
): Promise<ActivityPostRow[]> {
  const filter = authorId ? sql`p.author_id = ${authorId}::uuid` : undefined;
  return listDayPosts(db, day, viewerId, { filter, order: newestFirst, limit });
}

/** The day's live posts with the most likes and comments (a comment counts twice), at least one. */
export function listTopPosts(
  db: Executor,
  day: DayBounds,
  viewerId: string | null,
  limit: number,
): Promise<ActivityPostRow[]> {
  return listDayPosts(db, day, viewerId, {
    filter: sql`p.like_count + p.comment_count > 0`,
    order: sql`p.like_count + 2 * p.comment_count desc, ${newestFirst}`,
    limit,
  });
}

/**
 * How many live posts the viewer may see were created within the day (by `authorId` only, when
 * given).
 */
export async function countNewPosts(
  db: Executor,
  day: DayBounds,
  viewerId: string | null,
  authorId?: string,
): Promise<number> {
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from posts p
      where deleted_at is null and ${within(sql`created_at`, day)}
        and ${postAliasVisibleTo(viewerId, 'p')}
        ${authorId ? sql`and author_id = ${authorId}::uuid` : sql``}`,
  );
  return row?.n ?? 0;
}

interface RawMember extends Record<string, unknown> {
  id: string;
  username: string;
  avatar_url: string | null;
  at: Date | string;
  total: number;
}

/** Members from `source` (rows of `id` and `at`) within the day: the total and the newest ones. */
async function listDayMembers(
  db: Executor,
  source: SQL,
  limit: number,
): Promise<{ total: number; items: ActivityMemberRow[] }> {
  const rows = await selectRows<RawMember>(
    db,
    sql`with day_members as (${source})
      select m.id, a.username, a.avatar_url, m.at, count(*) over ()::int as total
      from day_members m join profiles a on a.id = m.id
      order by m.at desc, m.id desc
      limit ${limit}`,
  );
  const total = rows[0]?.total ?? 0;
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      username: row.username,
      avatarUrl: row.avatar_url,
      at: toDate(row.at),
    })),
  };
}

/**
 * The members who joined within the day: how many, and the newest (issue 26: suspended ones
 * left out).
 */
export function listNewMembers(db: Executor, day: DayBounds, limit: number) {
  return listDayMembers(
    db,
    sql`select id, created_at as at from profiles where ${within(sql`created_at`, day)}
      and ${authorNotSuspended(sql`id`)}`,
    limit,
  );
}

/** The members who started following `userId` within the day: how many, and the newest. */
export function listNewFollowers(db: Executor, day: DayBounds, userId: string, limit: number) {
  return listDayMembers(
    db,
    sql`select follower_id as id, created_at as at from follows
      where followee_id = ${userId}::uuid and ${within(sql`created_at`, day)}`,
    limit,
  );
}

/** Likes `userId` gave within the day, and likes their posts received, on live posts only. */
export async function countLikes(
  db: Executor,
  day: DayBounds,
  userId: string,
): Promise<{ given: number; received: number }> {
  const [row] = await selectRows<{ given: number; received: number }>(
    db,
    sql`select
      (select count(*)::int from post_likes l join posts p on p.id = l.post_id
        where l.user_id = ${userId}::uuid and p.deleted_at is null
          and ${within(sql`l.created_at`, day)}) as given,
      (select count(*)::int from posts p join post_likes l on l.post_id = p.id
        where p.author_id = ${userId}::uuid and p.deleted_at is null
          and ${within(sql`l.created_at`, day)}) as received`,
  );
  return { given: row?.given ?? 0, received: row?.received ?? 0 };
}
