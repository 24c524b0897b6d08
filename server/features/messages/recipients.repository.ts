import { and, eq, sql } from 'drizzle-orm';
import type { MessagePrivacy } from '../../../common/features/messages/message-limits';
import type { Executor } from '../../db/client';
import { authUsers, follows, profiles } from '../../db/schema';

/** What decides whether `senderId` may start a conversation with a member. */
export interface RecipientFacts {
  privacy: MessagePrivacy;
  /** The recipient follows the sender (the 'following' setting admits them). */
  followsSender: boolean;
  /** The recipient's account is neither suspended nor deleted. */
  isActive: boolean;
}

/** The facts about `recipientId` as a recipient of `senderId`; null when there is no profile. */
export async function findRecipientFacts(
  db: Executor,
  senderId: string,
  recipientId: string,
  now: Date,
): Promise<RecipientFacts | null> {
  const [row] = await db
    .select({
      privacy: profiles.messagePrivacy,
      followsSender: sql<boolean>`exists (select 1 from ${follows} as recipient_follows
        where recipient_follows.follower_id = ${recipientId}
          and recipient_follows.followee_id = ${senderId})`,
      isActive: sql<boolean>`(${authUsers.deletedAt} is null and (${authUsers.bannedUntil} is null or ${authUsers.bannedUntil} <= ${now.toISOString()}::timestamptz))`,
    })
    .from(profiles)
    .leftJoin(authUsers, eq(authUsers.id, profiles.id))
    .where(and(eq(profiles.id, recipientId)));
  if (!row) return null;
  return {
    privacy: row.privacy,
    followsSender: Boolean(row.followsSender),
    isActive: Boolean(row.isActive),
  };
}
