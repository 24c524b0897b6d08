import type { StaffRole } from '../../../common/features/moderation/staff-role.contract';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { findAccount, setAccountRole } from '../auth/admin/member-account.service';
import { saveStaffRole } from '../auth/staff-roles';
import { findMember, findMemberIdByEmail } from './admin-users.repository';

/** Why `npm run admin:grant` could not make the member an admin (a sentence for the operator). */
export class GrantAdminError extends Error {
  override name = 'GrantAdminError';
}

/**
 * `npm run admin:grant -- EMAIL`: makes the member whose account has this address (any case)
 * an admin: the profile flag and `app_metadata.role`, with an audit entry (`member.role`, actor
 * role `cli`), in one transaction. Resolves to the member and the role they had.
 * @throws GrantAdminError for an empty or unknown address, or a deleted account.
 */
export async function grantAdmin(
  db: Database,
  email: string,
  now: Date = new Date(),
): Promise<{ id: string; username: string; before: StaffRole }> {
  const address = email.trim();
  if (!address)
    throw new GrantAdminError('Give the email address of a member: npm run admin:grant -- EMAIL');
  const id = await findMemberIdByEmail(db, address);
  const member = id ? await findMember(db, id) : null;
  const account = id ? await findAccount(db, id) : null;
  if (!member || !account) {
    throw new GrantAdminError(
      `No member has the email address ${address}. They need to sign up first.`,
    );
  }
  if (account.deletedAt) {
    throw new GrantAdminError(`The account of ${address} has been deleted.`);
  }
  const before = await db.transaction(async (tx) => {
    const previous = (await saveStaffRole(tx, member.id, 'admin')) ?? 'member';
    await setAccountRole(tx, account, 'admin', now);
    if (previous !== 'admin') {
      await recordAudit(tx, {
        actorId: null,
        actorRole: 'cli',
        action: 'member.role',
        itemKind: 'profile',
        itemId: member.id,
        targetUserId: member.id,
        reason: 'npm run admin:grant',
        before: { role: previous },
        after: { role: 'admin' },
      });
    }
    return previous;
  });
  return { id: member.id, username: member.username, before };
}
