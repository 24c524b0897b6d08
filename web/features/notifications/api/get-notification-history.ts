import { useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../common/features/notifications/notifications.contract';
import { apiRequest } from '../../../lib/api-client';
import { notificationQueryKeys } from './notification-query-keys';

/** `GET /api/notifications/all`: one page of every notification, read and unread. */
export function getNotificationPage(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<NotificationPage>(`/api/notifications/all${query}`, { signal });
}

/** The notifications page's list, page by page. */
export function useNotificationHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.history(userId),
    queryFn: ({ pageParam, signal }) => getNotificationPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
