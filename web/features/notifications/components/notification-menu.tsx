import { BellOff, CheckCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { Notification } from '../../../../common/features/notifications/notifications.contract';
import { DropdownMenuItem, DropdownMenuLabel } from '../../../components/ui/dropdown-menu';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMarkAllRead } from '../api/mark-all-read';
import { useOpenNotification } from '../api/mark-notification-read';
import { EMPTY_NOTIFICATIONS_TEXT } from '../lib/notification-copy';
import { groupByType } from '../lib/notification-rules';
import { NotificationSummary } from './notification-summary';

function MenuSkeleton() {
  return (
    <div className="space-y-3 p-3" aria-label="Loading notifications" role="status">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The bell's open list (spec §9): at most 10 unread, grouped by type under plural headings;
 * 'No notifications' when empty. Choosing one opens it (read, removed, count down, navigate).
 */
export function NotificationMenu({
  userId,
  items,
  isPending,
  isError,
  onRetry,
  unreadCount,
}: {
  userId: string;
  items: Notification[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  unreadCount: number;
}) {
  const openNotification = useOpenNotification(userId);
  const markAllRead = useMarkAllRead(userId);

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <DropdownMenuLabel className="px-0 text-sm text-foreground">
          Notifications
        </DropdownMenuLabel>
        {unreadCount > 0 && (
          <DropdownMenuItem
            className="min-h-9 text-primary"
            disabled={markAllRead.isPending}
            onSelect={(event) => {
              // The list stays open and empties.
              event.preventDefault();
              markAllRead.mutate();
            }}
          >
            <CheckCheck aria-hidden />
            Mark all as read
          </DropdownMenuItem>
        )}
      </div>
      <div className="max-h-[min(28rem,70dvh)] overflow-y-auto p-1">
        {isPending ? (
          <MenuSkeleton />
        ) : isError ? (
          <div className="flex flex-col items-center gap-2 p-4 text-center text-sm">
            <p>We couldn’t load your notifications.</p>
            <DropdownMenuItem
              className="border"
              onSelect={(event) => {
                event.preventDefault();
                onRetry();
              }}
            >
              Try again
            </DropdownMenuItem>
          </div>
        ) : !items || items.length === 0 ? (
          <p className="flex flex-col items-center gap-2 px-4 py-8 text-sm text-muted-foreground">
            <BellOff aria-hidden className="size-6" />
            {EMPTY_NOTIFICATIONS_TEXT}
          </p>
        ) : (
          groupByType(items).map((group) => (
            <div key={group.type} role="group" aria-label={group.heading}>
              <DropdownMenuLabel>{group.heading}</DropdownMenuLabel>
              {group.items.map((notification) => (
                <DropdownMenuItem
                  key={notification.id}
                  disabled={openNotification.isPending}
                  onSelect={() => openNotification.mutate(notification)}
                >
                  <NotificationSummary notification={notification} isCompact />
                </DropdownMenuItem>
              ))}
            </div>
          ))
        )}
      </div>
      <div className="border-t p-1">
        <DropdownMenuItem asChild className="justify-center font-medium text-primary">
          <Link to="/notifications">View all notifications</Link>
        </DropdownMenuItem>
      </div>
    </>
  );
}
