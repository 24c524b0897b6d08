import { useEffect, useRef } from 'react';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { useMarkConversationRead } from '../api/mark-conversation-read';
import { needsMarkingRead, type MarkedRead } from '../lib/read-marking';
import { useDocumentVisible } from './use-document-visible';

/**
 * Reads the open conversation: once when it opens, then again whenever it has unread messages
 * (new ones arrived) while the tab is visible. A hidden tab waits until it is shown again.
 */
export function useMarkReadWhileOpen(
  userId: string,
  /** Null when the conversation was opened by its id (its other member's account is gone). */
  memberId: string | null,
  conversation: Conversation | null | undefined,
): void {
  const isVisible = useDocumentVisible();
  const { mutate, isPending } = useMarkConversationRead(userId, memberId);
  const marked = useRef<MarkedRead | null>(null);

  const id = conversation?.id;
  const unreadCount = conversation?.unreadCount ?? 0;
  const lastActivityAt = conversation?.lastActivityAt ?? '';

  useEffect(() => {
    if (!id || !isVisible || isPending) return;
    if (!needsMarkingRead(marked.current, { id, unreadCount, lastActivityAt })) return;
    marked.current = { id, activityAt: lastActivityAt };
    mutate(id);
  }, [id, unreadCount, lastActivityAt, isVisible, isPending, mutate]);
}
