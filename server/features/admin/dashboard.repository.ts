import { sql, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '../../../common/features/admin/dashboard.contract';
import type { LogLevel } from '../../../common/features/telemetry/log-levels';
import type { Executor } from '../../db/client';
import type { CursorKey } from '../../lib/cursor';

/** Rows of a raw statement; node-postgres and PGlite both answer `{ rows }`. */
export async function selectRows<T extends Record<string, unknown>>(
  db: Executor,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute<T>(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp column as ISO 8601 UTC text with microseconds (cursor-exact, engine-neutral). */
export const isoText = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(created_at, id) < cursor` of a newest-first keyset list, or nothing on the first page. */
export const before = (cursor: CursorKey | undefined, created: SQL, id: SQL) =>
  cursor
    ? sql`and (${created}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;

/** The dashboard's counts at `now`; each a single indexed or counted statement. */
export async function countCommunity(db: Executor, now: Date) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  const [row] = await selectRows<{
    members: number;
    new_members: number;
    posts: number;
    comments: number;
    open_reports: number;
    suspended: number;
  }>(
    db,
    sql`select
      (select count(*)::int from profiles) as members,
      (select count(*)::int from profiles where created_at >= ${weekAgo.toISOString()}::timestamptz) as new_members,
      (select count(*)::int from posts where deleted_at is null) as posts,
      (select count(*)::int from comments where deleted_at is null) as comments,
      (select count(*)::int from reports where status = 'open') as open_reports,
      (select count(*)::int from auth_users where banned_until > ${now.toISOString()}::timestamptz) as suspended`,
  );
  return row!;
}

/**
 * Sign-ups (profiles made) and posts written per UTC day over the `days` days ending with the
 * day of `now`, oldest first, one row per day (zeros included).
 */
export async function countDailyActivity(db: Executor, now: Date, days: number) {
  const today = now.toISOString().slice(0, 10);
  return selectRows<{ day: string; signups: number; posts: number }>(
    db,
    sql`with days as (
        select generate_series((${today}::date - ${days - 1}::int)::timestamp, ${today}::date::timestamp, interval '1 day')::date as day
      ),
      signups as (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as n from profiles
        where created_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone 'UTC'
        group by 1
      ),
      written as (
        select (created_at at time zone 'UTC')::date as day, count(*)::int as n from posts
        where created_at >= (${today}::date - ${days - 1}::int)::timestamp at time zone 'UTC'
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day,
        coalesce(s.n, 0)::int as signups, coalesce(w.n, 0)::int as posts
      from days d left join signups s on s.day = d.day left join written w on w.day = d.day
      order by d.day`,
  );
}

export interface ClientErrorRowOut extends Record<string, unknown> {
  id: string;
  client_error_id: string | null;
  message: string;
  severity: string;
  category: string;
  url: string | null;
  stack: string | null;
  is_user_facing: boolean;
  user_id: string | null;
  created_at: string;
}

/** Client errors newest first, after `cursor`, `limit` rows. */
export async function listClientErrors(
  db: Executor,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<ClientErrorRowOut[]> {
  return selectRows<ClientErrorRowOut>(
    db,
    sql`select id, client_error_id, message, severity, category, context->>'url' as url, stack,
        is_user_facing, user_id, ${isoText(sql`created_at`)} as created_at
      from client_errors where true ${before(cursor, sql`created_at`, sql`id`)}
      order by created_at desc, id desc limit ${limit}`,
  );
}

export interface ClientLogRowOut extends Record<string, unknown> {
  id: string;
  level: string;
  message: string;
  component: string | null;
  url: string | null;
  user_id: string | null;
  created_at: string;
}

/** Client log entries newest first, of one level or all, after `cursor`, `limit` rows. */
export async function listClientLogs(
  db: Executor,
  level: LogLevel | undefined,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<ClientLogRowOut[]> {
  return selectRows<ClientLogRowOut>(
    db,
    sql`select id, level, message, context->>'component' as component, context->>'url' as url,
        user_id, ${isoText(sql`created_at`)} as created_at
      from client_logs where true ${level ? sql`and level = ${level}` : sql``}
      ${before(cursor, sql`created_at`, sql`id`)}
      order by created_at desc, id desc limit ${limit}`,
  );
}

export interface SupportRowOut extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  topic: string;
  subject: string;
  message: string;
  user_id: string | null;
  status: string;
  created_at: string;
}

const supportColumns = sql`id, name, email, topic, subject, message, user_id, status,
  ${isoText(sql`created_at`)} as created_at`;

/** Support messages newest first, of one status or all, after `cursor`, `limit` rows. */
export async function listSupportMessages(
  db: Executor,
  status: SupportStatus | undefined,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<SupportRowOut[]> {
  return selectRows<SupportRowOut>(
    db,
    sql`select ${supportColumns} from support_messages
      where true ${status ? sql`and status = ${status}` : sql``}
      ${before(cursor, sql`created_at`, sql`id`)}
      order by created_at desc, id desc limit ${limit}`,
  );
}

/** Marks a support message open or handled; the row as it is now, or null when unknown. */
export async function setSupportStatus(
  db: Executor,
  id: string,
  status: SupportStatus,
): Promise<SupportRowOut | null> {
  const [row] = await selectRows<SupportRowOut>(
    db,
    sql`update support_messages set status = ${status} where id = ${id}::uuid
      returning ${supportColumns}`,
  );
  return row ?? null;
}
