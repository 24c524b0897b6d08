import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** What the trust rules need to know of a member, with the database's clock. */
export interface MemberStanding {
  /** When the account was created (its profile). */
  createdAt: Date;
  /** Moderators and admins: exempt from every trust limit. */
  isStaff: boolean;
  /** The database's `now()`: the same clock the counted rows' `created_at` come from. */
  now: Date;
}

/** The kinds of row a trust limit counts. */
export type CountedKind = 'posts' | 'comments' | 'likes';

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A member's account age and staff flags; null for an unknown id. */
export async function findMemberStanding(
  db: Executor,
  userId: string,
): Promise<MemberStanding | null> {
  const [row] = await rowsOf<{ created_at: unknown; is_staff: boolean; now: unknown }>(
    db,
    sql`select created_at, (is_admin or is_moderator) as is_staff, now() as now
      from profiles where id = ${userId}`,
  );
  if (!row) return null;
  return { createdAt: toDate(row.created_at), isStaff: row.is_staff, now: toDate(row.now) };
}

/**
 * Serializes one member's writes of one kind until the transaction ends, so that two requests
 * at once cannot both pass a count that neither has added to yet (a second request waits, then
 * counts the first's committed row).
 */
export async function lockMemberCount(
  db: Executor,
  userId: string,
  kind: CountedKind,
): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`trust:${kind}:${userId}`}))`);
}

/**
 * The `created_at` of the member's rows of a kind: posts (deleted ones too, so deleting does not
 * give a post back), comments on posts and on events (deleted event comments too), likes.
 */
function createdTimes(kind: CountedKind, userId: string): SQL {
  switch (kind) {
    case 'posts':
      return sql`select created_at from posts where author_id = ${userId}`;
    case 'comments':
      return sql`select created_at from comments where author_id = ${userId}
        union all select created_at from event_comments where author_id = ${userId}`;
    case 'likes':
      return sql`select created_at from post_likes where user_id = ${userId}`;
  }
}

/** How many rows of the kind the member created in the `hours` before the database's `now()`. */
export async function countRecent(
  db: Executor,
  userId: string,
  kind: CountedKind,
  hours: number,
): Promise<number> {
  const [row] = await rowsOf<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from (${createdTimes(kind, userId)}) as t
      where t.created_at > now() - make_interval(hours => ${hours}::int)`,
  );
  return Number(row?.count ?? 0);
}

/**
 * The `created_at` of the `offset`-th oldest (from 0) of those recent rows: when it leaves the
 * window, the member is back under the limit. Null when there is no such row.
 */
export async function recentCreatedAt(
  db: Executor,
  userId: string,
  kind: CountedKind,
  hours: number,
  offset: number,
): Promise<Date | null> {
  const [row] = await rowsOf<{ created_at: unknown }>(
    db,
    sql`select t.created_at from (${createdTimes(kind, userId)}) as t
      where t.created_at > now() - make_interval(hours => ${hours}::int)
      order by t.created_at asc offset ${offset}::int limit 1`,
  );
  return row ? toDate(row.created_at) : null;
}

/** Whether the member likes the post already (a repeated like is no new like). */
export async function hasLiked(db: Executor, userId: string, postId: string): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select 1 from post_likes where user_id = ${userId} and post_id = ${postId} limit 1`,
  );
  return rows.length > 0;
}

/** A member's creations of a kind in the current window of their counter. */
export interface Creations {
  count: number;
  windowEndsAt: Date;
}

const creationsKey = (kind: CountedKind, userId: string) => `trust:${kind}:${userId}`;

/**
 * The member's counter of creations of a kind (kept in `rate_limits`, so deleting a comment or
 * taking back a like does not give its place back); null when its window has ended.
 */
export async function findCreations(
  db: Executor,
  userId: string,
  kind: CountedKind,
): Promise<Creations | null> {
  const [row] = await rowsOf<{ count: number; window_ends_at: unknown }>(
    db,
    sql`select count, window_ends_at from rate_limits
      where key = ${creationsKey(kind, userId)} and window_ends_at > now()`,
  );
  return row ? { count: Number(row.count), windowEndsAt: toDate(row.window_ends_at) } : null;
}

/**
 * Counts one more creation in the caller's transaction (undone with it when the write fails);
 * a new window of `hours` starts once the last one has ended.
 */
export async function addCreation(
  db: Executor,
  userId: string,
  kind: CountedKind,
  hours: number,
): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, window_ends_at)
    values (${creationsKey(kind, userId)}, 1, now() + make_interval(hours => ${hours}::int))
    on conflict (key) do update set
      count = case when rate_limits.window_ends_at <= now() then 1 else rate_limits.count + 1 end,
      window_ends_at = case when rate_limits.window_ends_at <= now()
        then excluded.window_ends_at else rate_limits.window_ends_at end`);
}
