import { useEffect, useRef } from 'react';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { useDocumentVisible } from './use-document-visible';

/**
 * Reads the open conversation: once when it opens, then again whenever it has unread messages
 * (new ones arrived) while the tab is visible. A hidden tab waits until it is shown again.
 */
export function useMarkReadWhileOpen(
  userId: string,
  memberId: string,
  conversation: Conversation | null | undefined,
): void {
  const isVisible = useDocumentVisible();
  const markRead = useMarkConversationRead(userId, memberId);
  const { mutate, isPending } = markRead;
  /** The conversation last marked, and its last activity at that moment. */
  const marked = useRef<{ id: string; activityAt: string } | null>(null);

  const id = conversation?.id;
  const unreadCount = conversation?.unreadCount ?? 0;
  const activityAt = conversation?.lastActivityAt ?? '';

  useEffect(() => {
    if (!id || !isVisible || isPending) return;
    const isNewlyOpened = marked.current?.id !== id;
    const hasNewUnread = unreadCount > 0 && marked.current?.activityAt !== activityAt;
    if (!isNewlyOpened && !hasNewUnread) return;
    marked.current = { id, activityAt };
    mutate(id);
  }, [id, unreadCount, activityAt, isVisible, isPending, mutate]);
}
