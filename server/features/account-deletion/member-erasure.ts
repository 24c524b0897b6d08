import type { Executor } from '../../db/client';
import { deleteAuthUser } from '../auth/admin/admin.repository';
import { deleteMemberProfile } from '../members/members.service';
import {
  deleteRowsNamingMember,
  listDataExportIdsOf,
  lowerCountsOfMember,
  reserveUsername,
} from './member-erasure.repository';

/** Who is erased, as the account was before the erasure began (its address not yet freed). */
export interface ErasedMember {
  id: string;
  username: string | null;
  email: string | null;
}

/**
 * The last step of a member's own deletion (issue 27 §3), after their content left every kind
 * and `purgeDeletedMember` ran, in the job's transaction: their username is reserved without
 * their id (`reserved_usernames`), the rows naming them with no foreign key are deleted (and the
 * running job's own row emptied of their id), the counts the cascade would leave too high are
 * lowered, then their profile and account rows go, and with them, by the database's cascades,
 * every row that references them — but for messages they sent (kept for the other participant,
 * sender null: 'Deleted member'), reports they filed (kept, reporter null) and audit entries
 * (no foreign key: kept with the plain id). Resolves to the ids of their data archives, whose
 * files the caller removes.
 */
export async function eraseMemberRows(
  tx: Executor,
  member: ErasedMember,
  context: { jobId: string; now: Date },
): Promise<{ exportIds: string[] }> {
  if (member.username) await reserveUsername(tx, member.username, context.now);
  const exportIds = await listDataExportIdsOf(tx, member.id);
  await lowerCountsOfMember(tx, member.id);
  await deleteRowsNamingMember(tx, member, context.jobId);
  await deleteMemberProfile(tx, member.id);
  await deleteAuthUser(tx, member.id);
  return { exportIds };
}
