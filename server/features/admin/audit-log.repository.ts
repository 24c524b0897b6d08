import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isUuid, type CursorKey } from '../../lib/cursor';
import { before, isoText, selectRows } from './dashboard.repository';

export interface AuditFilter {
  action?: string;
  actor?: string;
  target?: string;
  from?: string;
  to?: string;
}

export interface AuditRowOut extends Record<string, unknown> {
  id: string;
  action: string;
  actor_id: string | null;
  actor_username: string | null;
  actor_role: string | null;
  item_kind: string | null;
  item_id: string | null;
  target_user_id: string | null;
  target_username: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

/** A member named by username (any case) or id: the condition on `column`. */
function memberIs(column: SQL, value: string): SQL {
  if (isUuid(value)) return sql`${column} = ${value.toLowerCase()}::uuid`;
  return sql`${column} in (select id from profiles where lower(username) = lower(${value}))`;
}

/**
 * One page of the audit log, newest first. `action` matches exactly or as a prefix before a
 * dot (`bulk` finds `bulk.delete` and `bulk.undo`). A bulk delete's snapshot of the comments it
 * removed (kept for its undo) is summarised as their number rather than sent whole.
 */
export async function listAuditEntries(
  db: Executor,
  filter: AuditFilter,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<AuditRowOut[]> {
  const conditions: SQL[] = [];
  if (filter.action) {
    conditions.push(
      sql`and (a.action = ${filter.action} or a.action like ${`${filter.action.replace(/[\\%_]/g, '\\$&')}.%`})`,
    );
  }
  if (filter.actor) conditions.push(sql`and ${memberIs(sql`a.actor_id`, filter.actor)}`);
  if (filter.target) conditions.push(sql`and ${memberIs(sql`a.target_user_id`, filter.target)}`);
  if (filter.from) {
    conditions.push(sql`and a.created_at >= ${filter.from}::date::timestamp at time zone 'UTC'`);
  }
  if (filter.to) {
    conditions.push(sql`and a.created_at < (${filter.to}::date + 1)::timestamp at time zone 'UTC'`);
  }
  return selectRows<AuditRowOut>(
    db,
    sql`select a.id, a.action, a.actor_id, actor.username as actor_username, a.actor_role,
        a.item_kind, a.item_id, a.target_user_id, target.username as target_username, a.reason,
        case when jsonb_typeof(a.before -> 'comments') = 'array'
          then (a.before - 'comments') || jsonb_build_object('commentCount', jsonb_array_length(a.before -> 'comments'))
          else a.before end as before,
        a.after, ${isoText(sql`a.created_at`)} as created_at
      from audit_log a
      left join profiles actor on actor.id = a.actor_id
      left join profiles target on target.id = a.target_user_id
      where true ${sql.join(conditions, sql` `)}
      ${before(cursor, sql`a.created_at`, sql`a.id`)}
      order by a.created_at desc, a.id desc limit ${limit}`,
  );
}
