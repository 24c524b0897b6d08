import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  Message,
  StartConversationResult,
} from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { addNewestMessage, type MessagePages } from '../lib/message-pages';
import { messageQueryKeys } from './message-query-keys';

/** `POST /api/conversations/{id}/messages`: a message (text, photos) in an existing conversation. */
export function sendMessage(
  conversationId: string,
  body: string,
  imageIds: string[] = [],
): Promise<Message> {
  return apiRequest<Message>(`/api/conversations/${encodeURIComponent(conversationId)}/messages`, {
    method: 'POST',
    body: { body, imageIds },
  });
}

/** `POST /api/conversations`: the first message to a member, starting the conversation. */
export function startConversation(
  memberId: string,
  body: string,
  imageIds: string[] = [],
): Promise<StartConversationResult> {
  return apiRequest<StartConversationResult>('/api/conversations', {
    method: 'POST',
    body: { userId: memberId, body, imageIds },
  });
}

/**
 * Sends the composer's text to `memberId`: into the conversation when there is one, else the
 * first message starts it. The message joins the thread when the server has it (the composer
 * is busy meanwhile, and keeps its text if the server refuses); the list moves it to the top.
 */
export function useSendMessage(userId: string, memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      conversation,
      body,
      imageIds = [],
    }: {
      conversation: Conversation | null;
      body: string;
      /** Uploaded photos to send with it (at most 4). */
      imageIds?: string[];
    }): Promise<StartConversationResult> => {
      if (conversation) {
        return { conversation, message: await sendMessage(conversation.id, body, imageIds) };
      }
      return startConversation(memberId, body, imageIds);
    },
    onSuccess: ({ conversation, message }) => {
      queryClient.setQueryData<MessagePages>(
        messageQueryKeys.thread(userId, conversation.id),
        (data) => addNewestMessage(data, message),
      );
      queryClient.setQueryData<Conversation | null>(
        messageQueryKeys.withMember(userId, memberId),
        (current) => ({
          ...(current ?? conversation),
          lastMessage: message,
          lastActivityAt: message.createdAt,
        }),
      );
      void queryClient.invalidateQueries({ queryKey: messageQueryKeys.conversations(userId) });
    },
  });
}
