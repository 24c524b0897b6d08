import { useQuery } from '@tanstack/react-query';
import type { UnreadMessageCount } from '../../../../common/features/messages/messages.contract';
import { apiRequest } from '../../../lib/api-client';
import { messageQueryKeys } from './message-query-keys';

/** `GET /api/conversations/unread-count`: unread messages over all the member's conversations. */
export function getUnreadMessageCount(signal?: AbortSignal): Promise<UnreadMessageCount> {
  return apiRequest<UnreadMessageCount>('/api/conversations/unread-count', { signal });
}

/**
 * The header's unread-messages badge; idle for visitors. Kept current by the realtime channel,
 * which invalidates everything under the member's message keys.
 */
export function useUnreadMessageCount(userId: string | undefined) {
  return useQuery({
    queryKey: messageQueryKeys.unreadCount(userId ?? ''),
    queryFn: ({ signal }) => getUnreadMessageCount(signal),
    enabled: !!userId,
    select: (data) => data.count,
  });
}
