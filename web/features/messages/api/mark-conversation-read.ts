import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationRead,
  UnreadMessageCount,
} from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationQueryKeys } from '../../notifications/api/notification-query-keys';
import { clearConversationUnread, type ConversationPages } from '../lib/message-pages';
import { messageQueryKeys } from './message-query-keys';

/** `POST /api/conversations/{id}/read`: read up to now; answers the member's new unread total. */
export function markConversationRead(conversationId: string): Promise<ConversationRead> {
  return apiRequest<ConversationRead>(
    `/api/conversations/${encodeURIComponent(conversationId)}/read`,
    { method: 'POST' },
  );
}

/**
 * Marks the open conversation read: its unread badge in the list clears, the header's total
 * takes the server's figure, and the bell refetches (the server cleared the conversation's
 * 'message' notification). `memberId` null: the conversation was opened by its id (its other
 * member's account is gone). A failure is quiet: the next message or visit tries again.
 */
export function useMarkConversationRead(userId: string, memberId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (read, conversationId) => {
      queryClient.setQueryData<UnreadMessageCount>(messageQueryKeys.unreadCount(userId), {
        count: read.unreadCount,
      });
      queryClient.setQueryData<ConversationPages>(messageQueryKeys.conversations(userId), (data) =>
        clearConversationUnread(data, conversationId),
      );
      if (memberId) {
        queryClient.setQueryData<Conversation | null>(
          messageQueryKeys.withMember(userId, memberId),
          (current) => current && { ...current, unreadCount: 0 },
        );
      }
      queryClient.setQueryData<Conversation>(
        messageQueryKeys.byId(userId, conversationId),
        (current) => current && { ...current, unreadCount: 0 },
      );
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.all(userId) });
    },
  });
}
