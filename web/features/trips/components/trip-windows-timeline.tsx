import { CalendarPlus, Check, Clock, Info } from 'lucide-react';
import type { MouseEvent } from 'react';
import type { TripWindow } from '../../../../common/features/trips/trips.contract';
import {
  describeWindowOpening,
  windowStatus,
} from '../../../../common/features/trips/window-time-text';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { downloadWithToken } from '../../../lib/download-with-token';
import { cn } from '../../../lib/cn';
import { useSession } from '../../auth/hooks/use-session';
import { notifyError } from '../../posts/lib/notify';
import { tripCalendarPath, useTripWindows } from '../api/trip-windows.api';
import { calendarDayText } from '../lib/trip-display-text';
import { useMinuteClock } from '../lib/use-minute-clock';

type Status = ReturnType<typeof windowStatus>;

/** The chip beside a window: where it stands now, in words (never colour alone). */
function statusLabel(status: Status, kind: TripWindow['kind']): string {
  if (status === 'today') return kind === 'deadline' ? 'Closes today' : 'Opens today';
  if (status === 'open') return kind === 'deadline' ? 'Passed' : 'Open';
  return 'Upcoming';
}

const statusVariant = {
  upcoming: 'outline',
  today: 'accent',
  open: 'secondary',
} as const;

/** The viewer's own zone, as the browser knows it (park time when it does not). */
function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';
}

function CalendarLink({ tripId }: { tripId: string }) {
  const path = tripCalendarPath(tripId);
  // A trip is private by default: the file is fetched with the member's token.
  const download = (click: MouseEvent<HTMLAnchorElement>) => {
    click.preventDefault();
    downloadWithToken(path, 'trip-calendar.ics').catch(notifyError);
  };
  return (
    <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
      <a href={path} download onClick={download}>
        <CalendarPlus aria-hidden />
        Add to calendar
      </a>
    </Button>
  );
}

function WindowRow({
  entry: item,
  now,
  timeZone,
  isNext,
}: {
  entry: TripWindow;
  now: Date;
  timeZone: string;
  isNext: boolean;
}) {
  const opensAt = new Date(item.opensAt);
  const status = windowStatus(opensAt, now);
  const isPast = status === 'open';
  const when = describeWindowOpening(opensAt, now, timeZone, {
    kind: item.kind,
    allDay: item.allDay,
  });
  return (
    <li className="relative grid grid-cols-[1.75rem_minmax(0,1fr)] gap-3 pb-6 last:pb-0">
      <span
        aria-hidden
        className={cn(
          'z-10 mt-0.5 flex size-7 items-center justify-center rounded-full border-2 bg-background',
          isPast && 'border-muted-foreground text-muted-foreground',
          isNext && 'border-primary bg-primary text-primary-foreground',
          !isPast && !isNext && 'border-primary text-primary',
        )}
      >
        {isPast ? <Check className="size-4" /> : <Clock className="size-4" />}
      </span>
      <div
        className={cn(
          'grid gap-1.5 rounded-lg',
          isNext && 'border border-primary/40 bg-primary/5 p-3',
        )}
      >
        <div className="flex flex-wrap items-center gap-2">
          <h3
            className={cn(
              'font-semibold leading-tight [overflow-wrap:anywhere]',
              isPast && 'text-muted-foreground',
            )}
          >
            {item.title}
          </h3>
          <Badge variant={statusVariant[status]}>{statusLabel(status, item.kind)}</Badge>
          {isNext && <Badge variant="default">Next</Badge>}
          {!item.official && (
            <Badge variant="outline" title="Our suggestion, not one of Disney's rules">
              Suggestion
            </Badge>
          )}
        </div>
        <p
          className={cn(
            'text-sm font-medium',
            isPast ? 'text-muted-foreground' : 'text-foreground',
          )}
        >
          {when}
        </p>
        <p className="text-sm text-muted-foreground">{item.explanation}</p>
      </div>
    </li>
  );
}

function TimelineSkeleton() {
  return (
    <div aria-hidden className="grid gap-5">
      {[0, 1, 2].map((row) => (
        <div key={row} className="grid grid-cols-[1.75rem_minmax(0,1fr)] gap-3">
          <Skeleton className="size-7 rounded-full" />
          <div className="grid gap-2">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * A trip's booking windows as a vertical timeline (issue 29): each window with when it opens in
 * park time and the viewer's own, where it stands now (past ones muted with a check, the next
 * one highlighted), and whether it is Disney's rule or our suggestion. The relative texts are
 * renewed every minute.
 */
export function TripWindowsTimeline({ tripId }: { tripId: string }) {
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const windows = useTripWindows(tripId, viewerId);
  const now = useMinuteClock();
  const timeZone = viewerTimeZone();
  const items = windows.data?.windows ?? [];
  const nextKey = items.find((item) => new Date(item.opensAt).getTime() > now.getTime())?.key;

  return (
    <section aria-labelledby="trip-windows-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="trip-windows-heading" className="text-xl font-semibold tracking-tight">
            Booking windows
          </h2>
          {windows.data && (
            <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-medium text-foreground">
                  Rules as of {calendarDayText(windows.data.rulesCheckedOn)}
                </span>
                . Our reading of Disney&apos;s published rules, not official: check the dates with
                Disney before you book.
              </span>
            </p>
          )}
        </div>
        <CalendarLink tripId={tripId} />
      </div>

      {windows.data ? (
        items.length === 0 ? (
          <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
            No booking windows for this trip yet. Choose parks for its days to see when dining and
            Lightning Lane bookings open.
          </p>
        ) : (
          <ol aria-label="Booking windows, soonest first" className="relative grid">
            <span
              aria-hidden
              className="absolute bottom-2 left-[0.8125rem] top-2 w-0.5 bg-border"
            />
            {items.map((item) => (
              <WindowRow
                key={item.key}
                entry={item}
                now={now}
                timeZone={timeZone}
                isNext={item.key === nextKey}
              />
            ))}
          </ol>
        )
      ) : windows.isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed p-4">
          <p role="alert" className="text-sm text-muted-foreground">
            The booking windows could not be loaded. {windows.error.message}
          </p>
          <Button variant="outline" size="sm" onClick={() => void windows.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div aria-busy="true">
          <span className="sr-only">Loading the booking windows…</span>
          <TimelineSkeleton />
        </div>
      )}
    </section>
  );
}
