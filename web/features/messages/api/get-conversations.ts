import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationPage } from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './message-query-keys';

/** `GET /api/conversations`: one page of the member's conversations, newest activity first. */
export function getConversationPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<ConversationPage>(`/api/conversations${query}`, { signal });
}

/** The conversation list, page by page ('Load more'). */
export function useConversations(userId: string) {
  return useInfiniteQuery({
    queryKey: messageQueryKeys.conversations(userId),
    queryFn: ({ pageParam, signal }) => getConversationPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
