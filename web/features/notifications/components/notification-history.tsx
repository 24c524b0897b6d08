import { BellOff, CheckCheck } from 'lucide-react';
import type { Notification } from '../../../../common/features/notifications/notifications.contract';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useNotificationHistory } from '../api/get-notification-history';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllRead } from '../api/mark-all-read';
import { useOpenNotification } from '../api/mark-notification-read';
import { EMPTY_NOTIFICATIONS_TEXT } from '../lib/notification-copy';
import { NotificationSummary } from './notification-summary';

function HistorySkeleton() {
  return (
    <ul aria-label="Loading notifications" className="divide-y rounded-xl border">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="flex items-center gap-3 p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex-1 space-y-1.5">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-1/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function HistoryItem({
  notification,
  isBusy,
  onOpen,
}: {
  notification: Notification;
  isBusy: boolean;
  onOpen: (notification: Notification) => void;
}) {
  const isUnread = notification.read_at === null;
  return (
    <li>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex w-full p-4 transition-colors duration-150 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring disabled:opacity-70',
          isUnread && 'bg-secondary/40',
        )}
      >
        <NotificationSummary notification={notification} isUnread={isUnread} />
      </button>
    </li>
  );
}

/**
 * Every notification of the member, read and unread, newest first, page by page ('Load more').
 * Opening one works as in the bell (read, count down, navigate); 'Mark all as read' clears
 * the badge.
 */
export function NotificationHistory({ userId }: { userId: string }) {
  const history = useNotificationHistory(userId);
  const unread = useUnreadCount(userId).data ?? 0;
  const openNotification = useOpenNotification(userId);
  const markAllRead = useMarkAllRead(userId);

  if (history.isPending) return <HistorySkeleton />;
  if (history.isError) {
    return (
      <EmptyState
        icon={BellOff}
        title="We couldn’t load your notifications"
        description={history.error.message}
        action={<Button onClick={() => void history.refetch()}>Try again</Button>}
      />
    );
  }
  const items = history.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title={EMPTY_NOTIFICATIONS_TEXT}
        description="When members like or comment on your posts, follow you or send you a message, you will hear about it here."
      />
    );
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {unread === 0 ? 'All caught up' : `${unread} unread`}
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          <CheckCheck aria-hidden />
          Mark all as read
        </Button>
      </div>
      <ul className="divide-y overflow-hidden rounded-xl border bg-card">
        {items.map((notification) => (
          <HistoryItem
            key={notification.id}
            notification={notification}
            isBusy={openNotification.isPending}
            onOpen={(n) => openNotification.mutate(n)}
          />
        ))}
      </ul>
      {history.hasNextPage && (
        <div className="flex justify-center">
          <Button
            variant="outline"
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
