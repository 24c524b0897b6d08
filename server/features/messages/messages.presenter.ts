import type { Conversation, Message } from '../../../common/features/messages/messages.contract';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import type { MessageRow } from '../../db/schema';
import type { ConversationEntryRow, OtherParticipantRow } from './conversations.repository';
import { canSendIn } from './messages.policy';

/** A message row and its photos → the contract's message (a deleted one without either). */
export function presentMessage(row: MessageRow, images: PostImage[] = []): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.deletedAt ? null : row.body,
    images: row.deletedAt ? [] : images,
    createdAt: row.createdAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/**
 * The moment every other participant had read up to ('Seen'): the earliest of their read marks,
 * null while any of them has read nothing (or there is nobody else).
 */
function othersReadAtOf(others: OtherParticipantRow[]): string | null {
  if (others.length === 0 || others.some((other) => other.lastReadAt === null)) return null;
  const earliest = Math.min(...others.map((other) => other.lastReadAt!.getTime()));
  return new Date(earliest).toISOString();
}

/** A conversation as the viewer sees it: the others as authors, the last message, their counts. */
export function presentConversation(
  entry: ConversationEntryRow,
  others: OtherParticipantRow[],
  lastMessage: MessageRow | null,
  lastMessageImages: PostImage[] = [],
): Conversation {
  return {
    id: entry.conversationId,
    participants: others.map((other) => ({
      id: other.id,
      username: other.username,
      avatar_url: other.avatarUrl,
    })),
    lastMessage: lastMessage ? presentMessage(lastMessage, lastMessageImages) : null,
    unreadCount: entry.unreadCount,
    lastActivityAt: entry.lastMessageAt.toISOString(),
    othersReadAt: othersReadAtOf(others),
    canSend: canSendIn(others),
  };
}
