import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MessagePrivacy } from '../../../common/features/messages/message-limits';
import { conversationParticipants } from '../../db/schema';

/**
 * Who may see and do what with conversations and messages. The privacy rule is one SQL
 * condition, {@link conversationVisibleTo}, that every read of a conversation or a message
 * composes: only participants see them; anyone else, staff included, finds nothing (404).
 */

/** `"table"."column"`, written out: Drizzle leaves columns unqualified in some positions. */
function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/**
 * The privacy rule: the conversation whose id is in `conversationId` (a column of the query's
 * table) is visible to `viewerId` only when they are one of its participants.
 */
export function conversationVisibleTo(viewerId: string, conversationId: AnyPgColumn): SQL {
  return sql`exists (select 1 from ${conversationParticipants} as visible_to
    where visible_to.conversation_id = ${qualified(conversationId)}
      and visible_to.user_id = ${viewerId})`;
}

/** What decides whether a participant's account can still receive messages. */
export interface ParticipantStanding {
  /** False once the account is suspended or deleted. */
  isActive: boolean;
  /** A block stands between them and the viewer, either way (the conversation is read-only). */
  isBlocked?: boolean;
}

/**
 * A conversation takes new messages while it has others in it, all their accounts stand and
 * no block stands between the viewer and any of them.
 */
export function canSendIn(others: readonly ParticipantStanding[]): boolean {
  return others.length > 0 && others.every((other) => other.isActive && !other.isBlocked);
}

/**
 * Whether a member's message setting lets someone start a conversation with them: everyone,
 * only members they follow, or nobody. (An existing conversation is always open.)
 */
export function admitsNewConversation(
  privacy: MessagePrivacy,
  recipientFollowsSender: boolean,
): boolean {
  if (privacy === 'everyone') return true;
  return privacy === 'following' && recipientFollowsSender;
}

/** Only the sender deletes a message (staff included: they cannot see it at all). */
export function canDeleteMessage(viewerId: string, message: { senderId: string | null }): boolean {
  return message.senderId === viewerId;
}
