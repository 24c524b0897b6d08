import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminUserSort,
  AdminUserStatus,
} from '../../../common/features/admin/admin-users.contract';
import type { StaffRole } from '../../../common/features/moderation/staff-role.contract';
import type { Executor } from '../../db/client';
import { auditLog, authUsers, profiles, profileSearchText } from '../../db/schema';
import { cursorTimestamp } from '../../lib/cursor';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A member's row for the staff list: profile, account and counts. */
export interface MemberRow {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  isAdmin: boolean;
  isModerator: boolean;
  createdAt: Date;
  email: string | null;
  bannedUntil: Date | null;
  deletedAt: Date | null;
  lastSignInAt: Date | null;
  appMetadata: Record<string, unknown>;
  postCount: number;
  openReports: number;
  totalReports: number;
  /** The sort values in Postgres's microseconds, for the cursor. */
  createdKey: string;
  signInKey: string | null;
}

const memberColumns = {
  id: profiles.id,
  username: profiles.username,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  avatarUrl: profiles.avatarUrl,
  isAdmin: profiles.isAdmin,
  isModerator: profiles.isModerator,
  createdAt: profiles.createdAt,
  email: authUsers.email,
  bannedUntil: authUsers.bannedUntil,
  deletedAt: authUsers.deletedAt,
  lastSignInAt: authUsers.lastSignInAt,
  appMetadata: authUsers.appMetadata,
  postCount: sql<number>`(select count(*)::int from posts p
    where p.author_id = ${profiles.id} and p.deleted_at is null)`.mapWith(Number),
  openReports: sql<number>`(select count(*)::int from reports r
    where r.item_author_id = ${profiles.id} and r.status = 'open')`.mapWith(Number),
  totalReports: sql<number>`(select count(*)::int from reports r
    where r.item_author_id = ${profiles.id})`.mapWith(Number),
  createdKey: cursorTimestamp(profiles.createdAt),
  signInKey: sql<
    string | null
  >`to_char(${authUsers.lastSignInAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/** Where the staff list is after a page: the last row's sort value and id. */
export type MemberCursor =
  | { sort: 'joined'; at: string; id: string }
  | { sort: 'last_sign_in'; at: string | null; id: string };

function statusCondition(status: AdminUserStatus, now: Date): SQL {
  if (status === 'deleted') return isNotNull(authUsers.deletedAt);
  if (status === 'suspended') {
    return and(isNull(authUsers.deletedAt), sql`${authUsers.bannedUntil} > ${now}`)!;
  }
  return and(
    isNull(authUsers.deletedAt),
    or(isNull(authUsers.bannedUntil), sql`${authUsers.bannedUntil} <= ${now}`),
  )!;
}

function roleCondition(role: StaffRole): SQL {
  if (role === 'admin') return eq(profiles.isAdmin, true);
  if (role === 'moderator')
    return and(eq(profiles.isModerator, true), eq(profiles.isAdmin, false))!;
  return and(eq(profiles.isAdmin, false), eq(profiles.isModerator, false))!;
}

function afterCursor(cursor: MemberCursor): SQL {
  if (cursor.sort === 'joined') {
    return sql`(${profiles.createdAt}, ${profiles.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
  }
  if (cursor.at === null) {
    return sql`(${authUsers.lastSignInAt} is null and ${profiles.id} < ${cursor.id}::uuid)`;
  }
  return sql`(${authUsers.lastSignInAt} is null
    or (${authUsers.lastSignInAt}, ${profiles.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid))`;
}

/**
 * One page (`limit + 1` rows, to tell whether more follow) of members for staff: `q` matches
 * part of the username or name (the expression of `profiles_search_trgm_idx`, which serves
 * ILIKE) or of the email, any case; newest first or most recent sign-in first (never signed in
 * last).
 */
export async function listMembers(
  db: Executor,
  options: {
    q: string | null;
    sort: AdminUserSort;
    status: AdminUserStatus | null;
    role: StaffRole | null;
    cursor: MemberCursor | null;
    limit: number;
    now: Date;
  },
): Promise<MemberRow[]> {
  const conditions: SQL[] = [];
  if (options.q) {
    const pattern = `%${likeLiteral(options.q)}%`;
    conditions.push(
      or(sql`${profileSearchText} ilike ${pattern}`, sql`${authUsers.email} ilike ${pattern}`)!,
    );
  }
  if (options.status) conditions.push(statusCondition(options.status, options.now));
  if (options.role) conditions.push(roleCondition(options.role));
  if (options.cursor) conditions.push(afterCursor(options.cursor));
  const order =
    options.sort === 'joined'
      ? [desc(profiles.createdAt), desc(profiles.id)]
      : [sql`${authUsers.lastSignInAt} desc nulls last`, desc(profiles.id)];
  return db
    .select(memberColumns)
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(options.limit + 1);
}

/** One member for staff, or null. */
export async function findMember(db: Executor, id: string): Promise<MemberRow | null> {
  const rows = await db
    .select(memberColumns)
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(eq(profiles.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The most recent audit entries about a member, with the acting staff member's username. */
export async function listAuditAbout(db: Executor, userId: string, limit: number) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorId: auditLog.actorId,
      actorUsername: profiles.username,
      actorRole: auditLog.actorRole,
      reason: auditLog.reason,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The id of the member whose account has this address (any case), or null. */
export async function findMemberIdByEmail(db: Executor, email: string): Promise<string | null> {
  const rows = await db
    .select({ id: profiles.id })
    .from(authUsers)
    .innerJoin(profiles, eq(profiles.id, authUsers.id))
    .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0]?.id ?? null;
}
