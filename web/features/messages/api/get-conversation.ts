import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './message-query-keys';

/** `GET /api/conversations/{id}`: one of the member's conversations (404 for anyone else's). */
export function getConversation(
  conversationId: string,
  signal?: AbortSignal,
): Promise<Conversation> {
  return apiRequest<Conversation>(`/api/conversations/${encodeURIComponent(conversationId)}`, {
    signal,
  });
}

/**
 * The conversation `/messages?conversation={id}` opens: one whose other member's account was
 * erased, which has no member id left to open it by.
 */
export function useConversation(userId: string, conversationId: string) {
  return useQuery({
    queryKey: messageQueryKeys.byId(userId, conversationId),
    queryFn: ({ signal }) => getConversation(conversationId, signal),
  });
}
