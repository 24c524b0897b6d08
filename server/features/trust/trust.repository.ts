import { sql, type SQL } from 'drizzle-orm';
import type { TrustLevel } from '../../../common/features/trust/trust-levels.contract';
import type { Executor } from '../../db/client';
import { REGULAR_WINDOW_DAYS, trustLevelOfRank, type TrustSignals } from './trust-levels';
import type { ReporterRecord } from './report-weights';

/** The kinds of row a trust limit counts. */
export type CountedKind = 'posts' | 'comments' | 'likes' | 'tips' | 'public_checklists';

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

interface SignalsRow {
  id: string;
  created_at: unknown;
  is_staff: boolean;
  now: unknown;
  locked_level: number | null;
  days_visited: number | string;
  items_read: number | string;
  recent_days_visited: number | string;
  recent_items_read: number | string;
  is_recently_moderated: boolean;
}

/**
 * What the trust level of each of `userIds` is computed from, in one statement: the profile's
 * age and staff flags, a level staff set, the visits (all and the last 100 days), and whether a
 * moderator upheld a report against them or suspended them in the last `quietDays` (or they are
 * suspended now). Unknown ids are absent.
 */
export async function findTrustSignals(
  db: Executor,
  userIds: readonly string[],
  quietDays: number,
): Promise<Map<string, TrustSignals>> {
  const signals = new Map<string, TrustSignals>();
  if (userIds.length === 0) return signals;
  const since = sql`now() - make_interval(days => ${quietDays}::int)`;
  const recentDay = sql`(now() at time zone 'UTC')::date - ${REGULAR_WINDOW_DAYS}::int`;
  const rows = await rowsOf<SignalsRow>(
    db,
    sql`select p.id, p.created_at, (p.is_admin or p.is_moderator) as is_staff, now() as now,
        t.level as locked_level,
        coalesce(v.days_visited, 0) as days_visited, coalesce(v.items_read, 0) as items_read,
        coalesce(v.recent_days_visited, 0) as recent_days_visited,
        coalesce(v.recent_items_read, 0) as recent_items_read,
        (exists (select 1 from reports r where r.item_author_id = p.id and r.status = 'closed'
            and r.decision <> 'dismissed' and r.decided_at > ${since})
          or exists (select 1 from audit_log a where a.target_user_id = p.id
            and a.action = 'member.suspend' and a.created_at > ${since})
          or exists (select 1 from auth_users u where u.id = p.id and u.banned_until > now())
        ) as is_recently_moderated
      from profiles p
      left join member_trust_levels t on t.user_id = p.id
      left join lateral (
        select count(*)::int as days_visited, coalesce(sum(mv.items_read), 0)::int as items_read,
          (count(*) filter (where mv.day > ${recentDay}))::int as recent_days_visited,
          coalesce(sum(mv.items_read) filter (where mv.day > ${recentDay}), 0)::int
            as recent_items_read
        from member_visits mv where mv.user_id = p.id
      ) v on true
      where p.id in (${idList(userIds)})`,
  );
  for (const row of rows) {
    signals.set(row.id, {
      userId: row.id,
      createdAt: toDate(row.created_at),
      now: toDate(row.now),
      isStaff: row.is_staff,
      lockedLevel: row.locked_level === null ? null : trustLevelOfRank(Number(row.locked_level)),
      daysVisited: Number(row.days_visited),
      itemsRead: Number(row.items_read),
      recentDaysVisited: Number(row.recent_days_visited),
      recentItemsRead: Number(row.recent_items_read),
      isRecentlyModerated: row.is_recently_moderated,
    });
  }
  return signals;
}

/**
 * Records that the member used the app on `day` (UTC, `YYYY-MM-DD`) having read at least
 * `itemsRead` items that day: a new row, or a higher count (never a lower one, so processes
 * counting apart only ever raise it). Nothing for an id without a profile.
 */
export async function recordVisit(
  db: Executor,
  userId: string,
  day: string,
  itemsRead: number,
): Promise<void> {
  await db.execute(sql`
    insert into member_visits (user_id, day, items_read)
    select ${userId}::uuid, ${day}::date, ${itemsRead}::int
    where exists (select 1 from profiles where id = ${userId}::uuid)
    on conflict (user_id, day) do update set items_read = excluded.items_read
      where member_visits.items_read < excluded.items_read`);
}

/** The level staff set for the member, locked for update; null when none. */
export async function lockManualLevel(db: Executor, userId: string): Promise<TrustLevel | null> {
  const [row] = await rowsOf<{ level: number }>(
    db,
    sql`select level from member_trust_levels where user_id = ${userId}::uuid for update`,
  );
  return row ? trustLevelOfRank(Number(row.level)) : null;
}

/** Keeps the member at `rank` (0–3) until cleared, set by `setBy`. */
export async function saveManualLevel(
  db: Executor,
  values: { userId: string; rank: number; setBy: string },
): Promise<void> {
  await db.execute(sql`
    insert into member_trust_levels (user_id, level, set_by, set_at)
    values (${values.userId}::uuid, ${values.rank}::smallint, ${values.setBy}::uuid, now())
    on conflict (user_id) do update set level = excluded.level, set_by = excluded.set_by,
      set_at = excluded.set_at`);
}

/** Clears the level staff set: the member's level is computed again. */
export async function deleteManualLevel(db: Executor, userId: string): Promise<void> {
  await db.execute(sql`delete from member_trust_levels where user_id = ${userId}::uuid`);
}

/** Each reporter's decided reports: upheld and dismissed (reporters without any are absent). */
export async function countReporterRecords(
  db: Executor,
  reporterIds: readonly string[],
): Promise<Map<string, ReporterRecord>> {
  const records = new Map<string, ReporterRecord>();
  if (reporterIds.length === 0) return records;
  const rows = await rowsOf<{ reporter_id: string; upheld: number; dismissed: number }>(
    db,
    sql`select reporter_id,
        (count(*) filter (where decision <> 'dismissed'))::int as upheld,
        (count(*) filter (where decision = 'dismissed'))::int as dismissed
      from reports where reporter_id in (${idList(reporterIds)}) and status = 'closed'
      group by reporter_id`,
  );
  for (const row of rows) {
    records.set(row.reporter_id, { upheld: Number(row.upheld), dismissed: Number(row.dismissed) });
  }
  return records;
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
 * The `created_at` of the member's rows of a kind: posts and tips (deleted ones too, so deleting
 * does not give one back), comments on posts and on events (deleted event comments too), likes;
 * none for checklists made public (their counter of creations counts them).
 */
function createdTimes(kind: CountedKind, userId: string): SQL {
  switch (kind) {
    case 'tips':
      return sql`select created_at from tips where author_id = ${userId}`;
    case 'public_checklists':
      // Counted by the counter of creations only (a checklist may be made public long after).
      return sql`select now() as created_at where false`;
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
