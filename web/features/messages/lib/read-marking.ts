import type { Conversation } from '../../../../common/features/messages/messages.contract';

/** The conversation last marked read, and its last activity at that moment. */
export interface MarkedRead {
  id: string;
  activityAt: string;
}

/**
 * Whether the open conversation should be marked read now: always when it has just been opened
 * (another one, or none, was marked before), and again when it has unread messages from
 * activity newer than the last marking (messages arrived while it was open).
 */
export function needsMarkingRead(
  marked: MarkedRead | null,
  conversation: Pick<Conversation, 'id' | 'unreadCount' | 'lastActivityAt'>,
): boolean {
  if (marked?.id !== conversation.id) return true;
  return conversation.unreadCount > 0 && marked.activityAt !== conversation.lastActivityAt;
}
