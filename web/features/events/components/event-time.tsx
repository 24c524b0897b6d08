import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { dateBlock, eventTimeText, viewerTimeZone } from '../lib/event-time';

interface Timed {
  startsAt: string;
  endsAt: string;
  startsAtLocal: string;
  endsAtLocal: string;
}

/** The date block leading an event card: the month over the day, at the park. */
export function EventDateBlock({ event, className }: { event: Timed; className?: string }) {
  const { month, day } = dateBlock(event.startsAtLocal);
  return (
    <div
      aria-hidden
      className={cn(
        'flex w-14 shrink-0 flex-col items-center justify-center rounded-lg border bg-background py-1.5 leading-none shadow-sm',
        className,
      )}
    >
      <span className="text-xs font-semibold tracking-wide text-primary">{month}</span>
      <span className="text-2xl font-bold tabular-nums">{day}</span>
    </div>
  );
}

/**
 * An event's times at the park ('Thu, Dec 24, 2026 · 7:00 PM – 10:00 PM ET') and, when the
 * viewer's clock differs, theirs ('4:00 PM your time').
 */
export function EventTimes({
  event,
  className,
  showIcon = true,
}: {
  event: Timed;
  className?: string;
  showIcon?: boolean;
}) {
  const text = useMemo(() => eventTimeText(event, viewerTimeZone()), [event]);
  return (
    <p className={cn('flex items-start gap-1.5', className)}>
      {showIcon && <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />}
      <span>
        <time dateTime={event.startsAt}>{text.park}</time>
        {text.viewer && (
          <>
            <span aria-hidden> · </span>
            <span className="sr-only">, </span>
            <span className="whitespace-nowrap">{text.viewer}</span>
          </>
        )}
      </span>
    </p>
  );
}
