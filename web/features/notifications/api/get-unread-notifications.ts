import { useQuery } from '@tanstack/react-query';
import type { UnreadNotifications } from '../../../../common/features/notifications/notifications.contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** `GET /api/notifications`: the member's unread notifications, newest first, at most 10. */
export function getUnreadNotifications(signal?: AbortSignal): Promise<UnreadNotifications> {
  return apiRequest<UnreadNotifications>('/api/notifications', { signal });
}

/** The bell's list (spec §7). */
export function useUnreadNotifications(userId: string) {
  return useQuery({
    queryKey: notificationQueryKeys.unread(userId),
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    select: (data) => data.items,
  });
}
