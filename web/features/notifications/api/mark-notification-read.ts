import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  Notification,
  NotificationPage,
  NotificationRead,
  UnreadCount,
  UnreadNotifications,
} from '../../../../common/features/notifications/notifications.contract';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { eventKeys } from '../../events/api/event-query-keys';
import { notificationToasts } from '../lib/notification-copy';
import { decrementUnread, notificationTarget } from '../lib/notification-rules';
import { notificationQueryKeys } from './notification-query-keys';

/** `POST /api/notifications/{id}/read`. */
export function markNotificationRead(id: string): Promise<NotificationRead> {
  return apiRequest<NotificationRead>(`/api/notifications/${encodeURIComponent(id)}/read`, {
    method: 'POST',
  });
}

/**
 * Opening a notification (spec §4): it is marked read now, removed from the list, the unread
 * count falls by one (never below 0), then the app goes to the message thread (messages) or
 * the actor's profile (others, when there is an actor). A failure shows the destructive
 * 'Error' / 'Failed to process notification' toast (spec §8).
 */
export function useOpenNotification(userId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (read, notification) => {
      queryClient.setQueryData<UnreadNotifications>(
        notificationQueryKeys.unread(userId),
        (data) => data && { items: data.items.filter((item) => item.id !== notification.id) },
      );
      if (notification.read_at === null) {
        queryClient.setQueryData<UnreadCount>(
          notificationQueryKeys.count(userId),
          (data) => data && { count: decrementUnread(data.count) },
        );
      }
      queryClient.setQueryData<InfiniteData<NotificationPage>>(
        notificationQueryKeys.history(userId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((item) =>
                item.id === read.id ? { ...item, read_at: item.read_at ?? read.read_at } : item,
              ),
            })),
          },
      );
      const target = notificationTarget(notification);
      // An event's notice says it changed: its page is read again, not shown from the cache.
      if (notification.entity_id && notification.type.startsWith('event_')) {
        void queryClient.invalidateQueries({
          queryKey: eventKeys.detailsOf(notification.entity_id),
        });
      }
      if (target) void navigate(target);
    },
    onError: () => toast({ ...notificationToasts.failed, variant: 'destructive' }),
  });
}
