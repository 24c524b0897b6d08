import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupMembers, groups } from '../../db/schema';
import { setMemberRole } from './group-members.repository';
import { deleteGroupRow } from './groups.repository';

/**
 * A member leaves for good (their account deleted): every group they own gets a new owner in
 * the caller's transaction, as every group must have one: its longest-standing moderator, else
 * its longest-standing member; a group with no one else in it goes. Groups are locked in id
 * order. Resolves to how many groups changed hands or went.
 */
export async function handOverOwnedGroups(tx: Executor, memberId: string): Promise<number> {
  const owned = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(and(eq(groupMembers.userId, memberId), eq(groupMembers.role, 'owner')))
    .orderBy(asc(groupMembers.groupId));
  for (const { groupId } of owned) {
    await tx.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId)).for('update');
    const [successor] = await tx
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), ne(groupMembers.userId, memberId)))
      .orderBy(desc(sql`${groupMembers.role} = 'moderator'`), asc(groupMembers.joinedAt))
      .limit(1);
    if (!successor) {
      await deleteGroupRow(tx, groupId);
      continue;
    }
    // One owner at a time: the leaving owner steps down before the successor steps up.
    await setMemberRole(tx, groupId, memberId, 'moderator');
    await setMemberRole(tx, groupId, successor.userId, 'owner');
  }
  return owned.length;
}
