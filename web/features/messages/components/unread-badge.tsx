import { cn } from '../../../lib/cn';
import { badgeText } from '../../notifications/lib/notification-rules';

/**
 * A pixie-gold count of unread messages ('99+' beyond 99). Decorative: whatever it sits in
 * says the count in words for screen readers.
 */
export function UnreadBadge({
  count,
  className,
  testId,
}: {
  count: number;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      aria-hidden
      data-testid={testId}
      className={cn(
        'flex h-5 min-w-5 items-center justify-center rounded-full bg-accent px-1 text-[11px] font-bold leading-none text-accent-foreground',
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}
