import type { Executor } from '../../db/client';
import { groupDepartureHooks } from './group-departure-hooks';
import { revokeInvitesCreatedBy } from './group-invites.repository';
import { insertRemoval } from './group-members.repository';

/**
 * What removing a member from a group does besides deleting their membership (issue 26), in the
 * removal's transaction (the group locked):
 * - the removal is recorded, so joining (a public group too) and every invite link only ask to
 *   join until a moderator approves (which forgets the removal, `addGroupMember`);
 * - the links they made themselves (a former owner's) are revoked, so they cannot hand one to
 *   a second account;
 * - their answers to the group's events go: they no longer show as going there.
 */
export async function recordRemoval(
  tx: Executor,
  removal: { groupId: string; userId: string; removedBy: string; now: Date },
): Promise<void> {
  const { groupId, userId, removedBy, now } = removal;
  await insertRemoval(tx, { groupId, userId, removedBy, removedAt: now });
  await revokeInvitesCreatedBy(tx, groupId, userId, now);
  await groupDepartureHooks.run(tx, { groupId, userId, now });
}
