import { useQuery } from '@tanstack/react-query';
import type { UnreadCount } from '../../../../common/features/notifications/notifications.contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** `GET /api/notifications/unread-count`. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>('/api/notifications/unread-count', { signal });
}

/** The bell's badge (spec §7: the count of unread notifications). */
export function useUnreadCount(userId: string) {
  return useQuery({
    queryKey: notificationQueryKeys.count(userId),
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (data) => data.count,
  });
}
