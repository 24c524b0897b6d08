import { useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './message-query-keys';

/** `GET /api/conversations/{id}/messages`: one page of messages, newest first. */
export function getMessagePage(
  conversationId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<MessagePage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<MessagePage>(
    `/api/conversations/${encodeURIComponent(conversationId)}/messages${query}`,
    { signal },
  );
}

/** A conversation's messages: the first page is the newest; older pages load on scrolling up. */
export function useMessages(userId: string, conversationId: string) {
  return useInfiniteQuery({
    queryKey: messageQueryKeys.thread(userId, conversationId),
    queryFn: ({ pageParam, signal }) => getMessagePage(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
