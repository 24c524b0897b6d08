import { z } from 'zod';
import {
  OWN_ROLE_MESSAGE,
  type AdminUser,
  type AdminUserDetail,
  type AdminUserPage,
  type adminUsersQuerySchema,
  type DeleteMemberInput,
  type PasswordResetSent,
  type SetMemberRoleInput,
  type SuspendMemberInput,
  type UnsuspendMemberInput,
} from '../../../common/features/admin/admin-users.contract';
import { MEMBER_DELETION_GRACE_DAYS } from '../../../common/limits';
import { withdrawMemberContent } from '../../content/content-registry';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import {
  cursorIdSchema,
  cursorTimestampSchema,
  decodeValuesCursor,
  encodeValuesCursor,
  isUuid,
} from '../../lib/cursor';
import type { Viewer } from '../../plugins/session.plugin';
import { recordAudit } from '../audit/audit.service';
import type { AuthContext } from '../auth/auth-context';
import {
  closeAccount,
  findAccount,
  prepareRecoveryMail,
  setAccountRole,
} from '../auth/admin/member-account.service';
import { scheduleJob } from '../jobs/jobs.service';
import { holdItemForStaff } from '../moderation/moderation.service';
import { saveStaffRole, requireStaff } from '../auth/staff-roles';
import {
  suspendMember as suspendAccount,
  suspensionEnd,
  unsuspendMember as unsuspendAccount,
} from '../moderation/suspensions.service';
import { getMemberTrusts } from '../trust/trust-levels.service';
import { presentAuditEntry, presentMember } from './admin-users.presenter';
import {
  findMember,
  listAuditAbout,
  listMembers,
  type MemberCursor,
  type MemberRow,
} from './admin-users.repository';

type ListQuery = z.output<typeof adminUsersQuerySchema>;

/** What the staff actions need: the database, the auth side (sessions, mail) and the time. */
export interface StaffDeps {
  db: Database;
  auth: AuthContext;
  now: Date;
}

/** The job that removes a deleted member's uploads and frees their address. */
export const MEMBER_DELETION_JOB = 'member-deletion.cleanup';
/** How many audit entries the member detail shows. */
const DETAIL_AUDIT_LIMIT = 20;
const MEMBER_NOT_FOUND = 'Member not found';

const cursorSchema = z.union([
  z.tuple([z.literal('joined'), cursorTimestampSchema, cursorIdSchema]),
  z.tuple([z.literal('last_sign_in'), cursorTimestampSchema.nullable(), cursorIdSchema]),
]);

function readCursor(cursor: string | undefined, sort: ListQuery['sort']): MemberCursor | null {
  if (!cursor) return null;
  const [kind, at, id] = decodeValuesCursor(cursor, cursorSchema);
  if (kind !== sort) {
    throw new AppError(
      'validation_failed',
      'The cursor is not valid for this list. Start from the first page.',
    );
  }
  return kind === 'joined' ? { sort: kind, at: at!, id } : { sort: kind, at, id };
}

function cursorOf(row: MemberRow, sort: ListQuery['sort']): string {
  return encodeValuesCursor(
    sort === 'joined'
      ? ['joined', row.createdKey, row.id]
      : ['last_sign_in', row.signInKey, row.id],
  );
}

/**
 * `GET /api/admin/users` for staff: search, sort, filters and cursor pages.
 * @throws AppError 401, 403 (not staff), 400 (a cursor of another list).
 */
export async function listMembersForStaff(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  viewer: Viewer | null,
  query: ListQuery,
): Promise<AdminUserPage> {
  await requireStaff(deps.db, viewer, 'moderator');
  const rows = await listMembers(deps.db, {
    q: query.q || null,
    sort: query.sort,
    status: query.status ?? null,
    role: query.role ?? null,
    cursor: readCursor(query.cursor, query.sort),
    limit: query.limit,
    now: deps.now,
  });
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: await presentMembers(deps.db, page, deps.now),
    nextCursor: rows.length > query.limit && last ? cursorOf(last, query.sort) : null,
  };
}

/** Members' rows as staff see them, with their trust levels (one read for the whole page). */
async function presentMembers(db: Executor, rows: MemberRow[], now: Date): Promise<AdminUser[]> {
  const trusts = await getMemberTrusts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentMember(row, now, trusts.get(row.id) ?? { level: 'new', isLocked: false }),
  );
}

/** One member's row as staff see it, with their trust level. */
export async function presentMemberForStaff(
  db: Executor,
  row: MemberRow,
  now: Date,
): Promise<AdminUser> {
  const [member] = await presentMembers(db, [row], now);
  return member!;
}

/** The member with this id, for staff. @throws AppError 404. */
export async function loadMember(db: Executor, id: string): Promise<MemberRow> {
  const row = isUuid(id) ? await findMember(db, id) : null;
  if (!row) throw notFound(MEMBER_NOT_FOUND);
  return row;
}

const roleOf = (row: MemberRow) =>
  row.isAdmin ? 'admin' : row.isModerator ? 'moderator' : 'member';

/**
 * `GET /api/admin/users/{id}`: the member and the most recent audit entries about them.
 * @throws AppError 401, 403, 404.
 */
export async function getMemberForStaff(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  viewer: Viewer | null,
  id: string,
): Promise<AdminUserDetail> {
  await requireStaff(deps.db, viewer, 'moderator');
  const row = await loadMember(deps.db, id);
  const audit = await listAuditAbout(deps.db, row.id, DETAIL_AUDIT_LIMIT);
  return {
    ...(await presentMemberForStaff(deps.db, row, deps.now)),
    audit: audit.map(presentAuditEntry),
  };
}

/** @throws AppError 409 for a deleted account (nothing more to change about it). */
export function refuseDeleted(row: MemberRow): void {
  if (row.deletedAt) throw new AppError('conflict', "This member's account has been deleted.");
}

/**
 * Suspends a member for a step (1 day … permanent) with a reason, through the moderation
 * feature's `suspendMember` (the ban of GoTrue's `ban_duration`: every session ends at once,
 * audit entry), in one transaction. Moderators may not suspend staff; nobody suspends themselves.
 * @throws AppError 401, 403, 404, 409 (a deleted account), 422 (yourself).
 */
export async function suspendMember(
  deps: StaffDeps,
  viewer: Viewer | null,
  id: string,
  input: SuspendMemberInput,
): Promise<AdminUser> {
  const staff = await requireStaff(deps.db, viewer, 'moderator');
  const row = await loadMember(deps.db, id);
  if (row.id !== staff.userId) refuseDeleted(row);
  await deps.db.transaction(async (tx) => {
    await suspendAccount(tx, deps.auth, {
      userId: row.id,
      until: suspensionEnd(input.duration, deps.now),
      reason: input.reason,
      actorId: staff.userId,
      item: { kind: 'profile', id: row.id },
      now: deps.now,
    });
  });
  return presentMemberForStaff(deps.db, await loadMember(deps.db, row.id), deps.now);
}

/**
 * Lifts a member's suspension (and records it). Moderators may not unsuspend staff.
 * @throws AppError 401, 403, 404, 409 (a deleted account), 422 (yourself).
 */
export async function unsuspendMember(
  deps: StaffDeps,
  viewer: Viewer | null,
  id: string,
  input: UnsuspendMemberInput,
): Promise<AdminUser> {
  const staff = await requireStaff(deps.db, viewer, 'moderator');
  const row = await loadMember(deps.db, id);
  if (row.id === staff.userId) {
    throw new AppError('unprocessable', 'You cannot lift your own suspension.');
  }
  if (staff.role === 'moderator' && roleOf(row) !== 'member') throw forbidden();
  refuseDeleted(row);
  await deps.db.transaction(async (tx) => {
    await unsuspendAccount(tx, deps.auth, {
      userId: row.id,
      reason: input?.reason || null,
      actorId: staff.userId,
      now: deps.now,
    });
  });
  return presentMemberForStaff(deps.db, await loadMember(deps.db, row.id), deps.now);
}

/**
 * Sets a member's role (admins only, never their own): the profile flags and the account's
 * `app_metadata.role` change together with the audit entry (before, after and the reason).
 * @throws AppError 401, 403 (not an admin, or one's own role), 404, 409 (a deleted account).
 */
export async function setMemberRole(
  deps: StaffDeps,
  viewer: Viewer | null,
  id: string,
  input: SetMemberRoleInput,
): Promise<AdminUser> {
  const staff = await requireStaff(deps.db, viewer, 'admin');
  const row = await loadMember(deps.db, id);
  if (row.id === staff.userId) throw forbidden(OWN_ROLE_MESSAGE);
  refuseDeleted(row);
  await deps.db.transaction(async (tx) => {
    const before = await saveStaffRole(tx, row.id, input.role);
    await setAccountRole(tx, row, input.role, deps.now);
    if (before === input.role) return;
    await recordAudit(tx, {
      actorId: staff.userId,
      actorRole: staff.role,
      action: 'member.role',
      itemKind: 'profile',
      itemId: row.id,
      targetUserId: row.id,
      reason: input.reason,
      before: { role: before },
      after: { role: input.role },
    });
  });
  return presentMemberForStaff(deps.db, await loadMember(deps.db, row.id), deps.now);
}

/**
 * Mails the member a password reset link (the recovery link of `POST /auth/v1/recover`); the
 * token and the audit entry commit together, the mail goes after.
 * @throws AppError 401, 403, 404, 409 (a deleted account), 422 (no address).
 */
export async function sendMemberPasswordReset(
  deps: StaffDeps,
  viewer: Viewer | null,
  id: string,
): Promise<PasswordResetSent> {
  const staff = await requireStaff(deps.db, viewer, 'moderator');
  const row = await loadMember(deps.db, id);
  refuseDeleted(row);
  const account = await findAccount(deps.db, row.id);
  if (!account?.email) {
    throw new AppError('unprocessable', 'This member has no email address to send a link to.');
  }
  const redirectTo = `${deps.auth.config.siteUrl}/auth/callback?next=/reset-password`;
  const mail = await deps.db.transaction(async (tx) => {
    const prepared = await prepareRecoveryMail(deps.auth, tx, account, redirectTo);
    await recordAudit(tx, {
      actorId: staff.userId,
      actorRole: staff.role,
      action: 'member.password_reset',
      itemKind: 'profile',
      itemId: row.id,
      targetUserId: row.id,
    });
    return prepared;
  });
  await deps.auth.mailer.send(mail);
  return { sentTo: account.email };
}

/**
 * Deletes a member (admins only; not oneself, not another admin): the account is closed
 * (sessions ended, sign-in refused, the address kept from reuse for the grace period), their
 * content soft-deleted (post comments too), their answers and votes taken out of others'
 * figures, a job scheduled to remove their uploads and free the address after
 * {@link MEMBER_DELETION_GRACE_DAYS} days, and the audit entry: one transaction.
 * @throws AppError 401, 403, 404, 409 (already deleted).
 */
export async function deleteMember(
  deps: StaffDeps,
  viewer: Viewer | null,
  id: string,
  input: DeleteMemberInput,
): Promise<AdminUser> {
  const staff = await requireStaff(deps.db, viewer, 'admin');
  const row = await loadMember(deps.db, id);
  if (row.id === staff.userId) throw forbidden("You can't delete your own account here.");
  if (row.isAdmin)
    throw forbidden("Admins can't delete another admin. Remove their admin role first.");
  refuseDeleted(row);
  const purgeAt = new Date(deps.now.getTime() + MEMBER_DELETION_GRACE_DAYS * 86_400_000);
  await deps.db.transaction(async (tx) => {
    await closeAccount(deps.auth, tx, row.id, deps.now);
    const removed = await withdrawMemberContent(tx, row.id, deps.now);
    // The profile leaves every read path for everyone but staff (the hiding hook of moderation).
    await holdItemForStaff(tx, {
      itemKind: 'profile',
      itemId: row.id,
      itemAuthorId: row.id,
      hiddenBy: staff.userId,
      reason: `Account deleted: ${input.reason}`,
      at: deps.now,
    });
    await scheduleJob(tx, {
      kind: MEMBER_DELETION_JOB,
      key: `${MEMBER_DELETION_JOB}:${row.id}`,
      runAt: purgeAt,
      payload: { userId: row.id },
    });
    await recordAudit(tx, {
      actorId: staff.userId,
      actorRole: staff.role,
      action: 'member.delete',
      itemKind: 'profile',
      itemId: row.id,
      targetUserId: row.id,
      reason: input.reason,
      before: { role: roleOf(row), email: row.email },
      after: {
        deletedAt: deps.now.toISOString(),
        removed,
        uploadsRemovedAt: purgeAt.toISOString(),
      },
    });
  });
  return presentMemberForStaff(deps.db, await loadMember(deps.db, row.id), deps.now);
}
