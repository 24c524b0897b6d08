import type { Notification } from '../../../../common/features/notifications/notifications.contract';
import { Avatar, AvatarFallback, AvatarImage } from '../../../components/ui/avatar';
import { cn } from '../../../lib/cn';
import { actorName, isActorAction, isNotice, notificationText } from '../lib/notification-copy';
import { formatNotificationDate, formatNotificationTime } from '../lib/notification-time';

/**
 * One notification, as the bell and the notifications page show it: the actor's photo (or
 * initial), 'castlekeeper liked your post' (spec §9; 'Someone' without an actor), the text a
 * person wrote for it when there is one (a moderator's warning, a report's outcome), and when.
 */
export function NotificationSummary({
  notification,
  isUnread,
  isCompact = false,
  className,
}: {
  notification: Notification;
  /** The bell's menu: a long text is cut after three lines (the page shows it all). */
  isCompact?: boolean;
  /** Marks it as unread for sight and for screen readers. */
  isUnread?: boolean;
  className?: string;
}) {
  const name = actorName(notification.actor);
  const text = notificationText(notification.type);
  return (
    <span className={cn('flex w-full min-w-0 items-start gap-3 text-left', className)}>
      <Avatar className="size-9">
        {notification.actor?.avatar_url && (
          <AvatarImage src={notification.actor.avatar_url} alt="" />
        )}
        <AvatarFallback>{name.slice(0, 1).toUpperCase()}</AvatarFallback>
      </Avatar>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="break-words text-sm leading-snug">
          {isActorAction(notification.type) ? (
            <>
              <span className="font-semibold">{name}</span> {text}
            </>
          ) : (
            <>
              <span className="font-semibold">{text}</span>
              {notification.actor && !isNotice(notification.type) && (
                <span className="text-muted-foreground"> from {name}</span>
              )}
            </>
          )}
        </span>
        {notification.body && (
          <span
            className={cn(
              'whitespace-pre-line break-words text-sm text-muted-foreground',
              isCompact && 'line-clamp-3',
            )}
          >
            {notification.body}
          </span>
        )}
        <time
          dateTime={notification.created_at}
          title={formatNotificationDate(notification.created_at)}
          className="text-xs text-muted-foreground"
        >
          {formatNotificationTime(notification.created_at)}
        </time>
      </span>
      {isUnread && (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </span>
  );
}
