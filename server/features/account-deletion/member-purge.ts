import type { Executor } from '../../db/client';
import { releaseDeletedAccount } from '../auth/admin/member-account.service';
import { clearAvatar } from '../members/members.repository';
import { deleteUploadRowsOf } from '../uploads/uploads.repository';

/**
 * The last step of deleting a member, whoever deleted the account (an admin's deletion after its
 * grace period, or the member's own closure when its 30 days are over), in the caller's
 * transaction, after every content kind withdrew their part (`withdrawMemberContent`, contest
 * entries included): their upload rows and avatar go, and their address is obfuscated, which
 * frees it. Resolves to the upload ids, whose files the caller
 * removes once the rest is done (a file already gone is fine).
 */
export async function purgeDeletedMember(tx: Executor, userId: string): Promise<string[]> {
  const uploadIds = await deleteUploadRowsOf(tx, userId);
  await clearAvatar(tx, userId);
  await releaseDeletedAccount(tx, userId);
  return uploadIds;
}
