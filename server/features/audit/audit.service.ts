import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

/** The staff actions the audit log records. */
export type AuditAction =
  | 'report.dismiss'
  | 'item.hide'
  | 'item.unhide'
  | 'item.delete'
  | 'member.warn'
  | 'member.suspend'
  | 'member.unsuspend'
  | 'member.role'
  | 'member.trust_level'
  | 'member.password_reset'
  | 'member.delete'
  | 'bulk.delete'
  | 'bulk.undo'
  | 'auth_admin.create_user'
  | 'auth_admin.update_user'
  | 'auth_admin.delete_user'
  | 'auth_admin.generate_link'
  | 'auth_admin.invite'
  | 'auth_admin.delete_factor'
  | 'auth_admin.delete_passkey'
  | 'auth_admin.oauth_client_create'
  | 'auth_admin.oauth_client_update'
  | 'auth_admin.oauth_client_delete'
  | 'auth_admin.oauth_client_secret'
  | 'settings.update'
  | 'event.official_create'
  | 'event.official_update'
  | 'event.official_cancel'
  | 'event.official_delete';

/** One audit entry; `actorId` null with `actorRole` for a token role such as `service_role`. */
export interface AuditEntry {
  actorId: string | null;
  actorRole?: string | null;
  action: AuditAction;
  itemKind?: string | null;
  itemId?: string | null;
  targetUserId?: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends an entry to the audit log, in the caller's transaction so that the entry exists
 * exactly when the action does. The log is append-only: nothing updates or deletes its rows.
 */
export async function recordAudit(db: Executor, entry: AuditEntry, at?: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorRole: entry.actorRole ?? null,
    action: entry.action,
    itemKind: entry.itemKind ?? null,
    itemId: entry.itemId ?? null,
    targetUserId: entry.targetUserId ?? null,
    reason: entry.reason ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}

/** The newest entry of `action` about the member `targetUserId`, or null when there is none. */
export async function findLatestAuditEntry(
  db: Executor,
  action: AuditAction,
  targetUserId: string,
): Promise<{ reason: string | null; after: unknown; createdAt: Date } | null> {
  const [row] = await db
    .select({ reason: auditLog.reason, after: auditLog.after, createdAt: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetUserId, targetUserId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row ?? null;
}
