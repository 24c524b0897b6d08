import type { AuditPage, AuditQuery } from '../../../common/features/admin/audit.contract';
import type { Executor } from '../../db/client';
import { decodeCursor, nextCursorOf } from '../../lib/cursor';
import { listAuditEntries, type AuditRowOut } from './audit-log.repository';

const member = (id: string | null, username: string | null) =>
  id && username ? { id, username } : null;

function presentAuditEntry(row: AuditRowOut): AuditPage['items'][number] {
  return {
    id: row.id,
    action: row.action,
    actor: member(row.actor_id, row.actor_username),
    actorRole: row.actor_role,
    itemKind: row.item_kind,
    itemId: row.item_id,
    target: member(row.target_user_id, row.target_username),
    reason: row.reason,
    before: row.before ?? null,
    after: row.after ?? null,
    createdAt: row.created_at,
  };
}

/** The audit log for admins, newest first, filtered. Read-only. @throws 400 bad cursor. */
export async function getAuditLog(db: Executor, query: AuditQuery): Promise<AuditPage> {
  const { cursor, limit, ...filter } = query;
  const rows = await listAuditEntries(db, filter, decodeCursor(cursor), limit + 1);
  return {
    items: rows.slice(0, limit).map(presentAuditEntry),
    nextCursor: nextCursorOf(
      rows.map((row) => ({ createdAt: row.created_at, id: row.id })),
      limit,
    ),
  };
}
