import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationsReadAll,
  UnreadCount,
  UnreadNotifications,
} from '../../../../common/features/notifications/notifications.contract';
import { toast } from '../../../components/ui/use-toast';
import { apiRequest } from '../../../lib/api-client';
import { notificationToasts } from '../lib/notification-copy';
import { notificationQueryKeys } from './notification-query-keys';

/** `POST /api/notifications/read-all`. */
export function markAllNotificationsRead(): Promise<NotificationsReadAll> {
  return apiRequest<NotificationsReadAll>('/api/notifications/read-all', { method: 'POST' });
}

/** Marks every notification read: the list empties and the count is 0; the page refetches. */
export function useMarkAllRead(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => {
      queryClient.setQueryData<UnreadNotifications>(notificationQueryKeys.unread(userId), {
        items: [],
      });
      queryClient.setQueryData<UnreadCount>(notificationQueryKeys.count(userId), { count: 0 });
      void queryClient.invalidateQueries({ queryKey: notificationQueryKeys.history(userId) });
    },
    onError: () => toast({ ...notificationToasts.failed, variant: 'destructive' }),
  });
}
