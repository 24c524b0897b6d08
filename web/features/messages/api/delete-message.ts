import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Message } from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { markMessageDeleted, type MessagePages } from '../lib/message-pages';
import { messageQueryKeys } from './message-query-keys';

/** `DELETE /api/messages/{id}`: only its sender may; it stays in place as 'Message deleted'. */
export function deleteMessage(messageId: string): Promise<void> {
  return apiRequest<null>(`/api/messages/${encodeURIComponent(messageId)}`, {
    method: 'DELETE',
  }).then(() => undefined);
}

/** Deletes one of the member's messages; the thread shows it deleted, the list refetches. */
export function useDeleteMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: Message) => deleteMessage(message.id),
    onSuccess: (_result, message) => {
      queryClient.setQueryData<MessagePages>(
        messageQueryKeys.thread(userId, message.conversationId),
        (data) => markMessageDeleted(data, message.id, new Date().toISOString()),
      );
      void queryClient.invalidateQueries({ queryKey: messageQueryKeys.conversations(userId) });
    },
  });
}
