import { and, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authRefreshTokens,
  authUsers,
  clientErrors,
  clientLogs,
  conversationParticipants,
  conversations,
  dataExports,
  groupMembers,
  hiddenItems,
  jobs,
  notifications,
  outbox,
  postLikes,
  profiles,
  rateLimits,
  reservedUsernames,
  supportMessages,
} from '../../db/schema';
import { lowerParentCounts } from '../../content/member-items.sql';

/**
 * The writes of a member's erasure (issue 27 §3) on rows that hold their id, or their address,
 * with no foreign key to cascade from, and on the counts the cascade would leave too high. All in
 * the erasure's transaction, before the profile and account rows go.
 */

/** The member's username and address as they are before the erasure (null: no such account). */
export async function findErasedMemberFacts(
  tx: Executor,
  userId: string,
): Promise<{ username: string | null; email: string | null } | null> {
  const [row] = await tx
    .select({ username: profiles.username, email: authUsers.email })
    .from(authUsers)
    .leftJoin(profiles, eq(profiles.id, authUsers.id))
    .where(eq(authUsers.id, userId));
  return row ?? null;
}

/** Keeps `username` from anyone else for ever, without the member's id (lower-cased). */
export async function reserveUsername(tx: Executor, username: string, at: Date): Promise<void> {
  await tx
    .insert(reservedUsernames)
    .values({ username: username.toLowerCase(), reservedAt: at })
    .onConflictDoNothing();
}

/** The member's data archives (their files are removed once the erasure is done). */
export async function listDataExportIdsOf(tx: Executor, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(eq(dataExports.userId, userId));
  return rows.map((row) => row.id);
}

/**
 * The counts the cascade would not lower: the member's likes leave their posts' `like_count`
 * and their memberships their groups' `member_count` (the rows themselves go with the profile).
 */
export async function lowerCountsOfMember(tx: Executor, userId: string): Promise<void> {
  const likes = await tx
    .select({ postId: postLikes.postId })
    .from(postLikes)
    .where(eq(postLikes.userId, userId));
  await lowerParentCounts(
    tx,
    { table: 'posts', countColumn: 'like_count' },
    likes.map((like) => like.postId),
  );
  const memberships = await tx
    .select({ groupId: groupMembers.groupId })
    .from(groupMembers)
    .where(eq(groupMembers.userId, userId));
  await lowerParentCounts(
    tx,
    { table: 'groups', countColumn: 'member_count' },
    memberships.map((membership) => membership.groupId),
  );
}

/**
 * Rows naming the member with no foreign key to cascade from: their telemetry, support
 * messages, refresh tokens, rate-limit counters, notifications about them, a hold on their
 * profile, the mail sent to their address, the pair key of their two-person conversations (the
 * other member keeps the conversation), and every other job about them. The running job
 * (`currentJobId`) keeps its row, emptied of the id.
 */
export async function deleteRowsNamingMember(
  tx: Executor,
  member: { id: string; email: string | null },
  currentJobId: string,
): Promise<void> {
  const { id } = member;
  await tx.delete(clientErrors).where(eq(clientErrors.userId, id));
  await tx.delete(clientLogs).where(eq(clientLogs.userId, id));
  await tx
    .delete(supportMessages)
    .where(
      member.email
        ? or(eq(supportMessages.userId, id), eq(supportMessages.email, member.email))
        : eq(supportMessages.userId, id),
    );
  await tx.delete(authRefreshTokens).where(eq(authRefreshTokens.userId, id));
  await tx.delete(rateLimits).where(sql`strpos(${rateLimits.key}, ${id}) > 0`);
  await tx
    .delete(notifications)
    .where(or(eq(notifications.entityId, id), eq(notifications.actorId, id)));
  // Holds on the items whose id is the member's own: their profile and their creator listing.
  await tx
    .delete(hiddenItems)
    .where(
      and(
        inArray(hiddenItems.itemKind, ['profile', 'creator_listing']),
        eq(hiddenItems.itemId, id),
      ),
    );
  if (member.email) await tx.delete(outbox).where(eq(outbox.toAddress, member.email));
  const theirs = tx
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, id));
  await tx
    .update(conversations)
    .set({ pairKey: null })
    .where(and(inArray(conversations.id, theirs), isNotNull(conversations.pairKey)));
  await tx
    .delete(jobs)
    .where(
      and(
        ne(jobs.id, currentJobId),
        or(sql`strpos(${jobs.key}, ${id}) > 0`, sql`strpos(${jobs.payload}::text, ${id}) > 0`),
      ),
    );
  await tx
    .update(jobs)
    .set({ key: sql`${jobs.kind} || ':erased:' || ${jobs.id}::text`, payload: {} })
    .where(eq(jobs.id, currentJobId));
}
