import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { DeferredPopup } from '../../../components/ui/deferred-popup';
import { useUnreadCount } from '../api/get-unread-count';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import { useNotificationsRealtime } from '../hooks/use-notifications-realtime';
import { badgeText } from '../lib/notification-rules';

const loadBellMenu = () => import('./notification-bell-menu');

/**
 * The header's notification bell for members (spec §2): the unread badge, the list of unread
 * notifications, and the realtime channel that keeps both current. Loaded lazily, and only for
 * signed-in members, so public pages never download it.
 */
export default function NotificationBell({
  userId,
  accessToken,
}: {
  userId: string;
  accessToken: string;
}) {
  useNotificationsRealtime(userId, accessToken);
  const count = useUnreadCount(userId);
  const list = useUnreadNotifications(userId);
  const unread = count.data ?? 0;

  return (
    <DeferredPopup
      load={loadBellMenu}
      popupProps={{
        userId,
        items: list.data,
        isPending: list.isPending,
        isError: list.isError,
        onRetry: () => void list.refetch(),
        unreadCount: unread,
      }}
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Bell aria-hidden />
          {unread > 0 && (
            <span
              aria-hidden
              data-testid="notification-count"
              className="absolute right-1 top-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-foreground"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      }
    />
  );
}
