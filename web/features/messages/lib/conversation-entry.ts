import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { DELETED_MEMBER_NAME } from '../../../../common/features/messages/message-limits';
import type { Author } from '../../../../common/features/posts/posts.contract';
import {
  conversationByIdPath,
  conversationPath,
  type MessagesSelection,
} from './conversation-path';

/** What stands in place of the composer when the other member's account was erased. */
export const DELETED_MEMBER_THREAD_NOTE =
  'This member’s account was deleted. You can read the conversation but not reply.';

/** How the list shows and opens one conversation. */
export interface ConversationEntry {
  /** The other member, or null when their account was erased. */
  member: Author | null;
  /** Their username, or 'Deleted member'. */
  name: string;
  /** Where the entry leads: by member id, or by conversation id once the member is gone. */
  path: string;
}

/** Whether the conversation's other member's account was erased (no one left beside the viewer). */
export function isWithDeletedMember(conversation: Pick<Conversation, 'participants'>): boolean {
  return conversation.participants.length === 0;
}

/** The list's entry for a conversation: the other member, or 'Deleted member' opened by id. */
export function conversationEntry(conversation: Conversation): ConversationEntry {
  const member = conversation.participants[0] ?? null;
  if (!member) {
    return { member: null, name: DELETED_MEMBER_NAME, path: conversationByIdPath(conversation.id) };
  }
  return { member, name: member.username, path: conversationPath(member.id) };
}

/** Whether the list's entry for `conversation` is the one open (`?user=` or `?conversation=`). */
export function isSelectedConversation(
  conversation: Conversation,
  selection: MessagesSelection,
): boolean {
  if (!selection) return false;
  if (selection.kind === 'conversation') return conversation.id === selection.conversationId;
  return conversation.participants[0]?.id === selection.memberId;
}
