import { ChevronLeft, ChevronRight, CalendarDays } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { EventSummary } from '../../../../common/features/events/events.contract';
import { parkLocalDate } from '../../../../common/features/events/park-time';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { LoadError } from '../../posts/components/load-error';
import { useEventMonth } from '../api/get-events';
import type { EventFilters } from '../lib/event-filters';
import {
  addDays,
  addMonths,
  eventsByDay,
  longDayText,
  monthGrid,
  monthTitle,
} from '../lib/event-time';
import { EventBadges } from './event-badges';
import { placeText } from './event-card';
import { EventDateBlock, EventTimes } from './event-time';
import { countLabel } from '../../../../common/count-format';

const weekdays = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const countText = (count: number) =>
  count === 0 ? 'no events' : countLabel(count, 'event', 'events');

/** The day the calendar starts on in `month`: today, else the first day with events, else the 1st. */
function defaultDay(month: string, today: string, days: Map<string, unknown[]>): string {
  if (today.startsWith(month)) return today;
  const withEvents = [...days.keys()].filter((day) => day.startsWith(month)).sort()[0];
  return withEvents ?? `${month}-01`;
}

/**
 * The month calendar: a grid of the month's days (park days, whole weeks) with the events on
 * them, previous and next month, and the chosen day's events listed below. Keyboard: the days
 * are one tab stop; arrows move by day and week, Home and End to the week's ends, Page Up and
 * Page Down by month; Enter or Space picks a day.
 */
export function MonthCalendar({
  viewerId,
  filters,
  onMonthChange,
}: {
  viewerId: string | null;
  filters: EventFilters;
  onMonthChange: (month: string) => void;
}) {
  const today = parkLocalDate(new Date());
  const month = filters.month || today.slice(0, 7);
  const grid = monthGrid(month);
  const query = useEventMonth(viewerId, { from: grid.from, to: grid.to }, filters);
  const days = eventsByDay(query.data ?? [], grid.from, grid.to);
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = chosen && chosen >= grid.from && chosen <= grid.to ? chosen : null;
  const focusDay = selected ?? defaultDay(month, today, days);
  const shouldFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay, month]);

  const goTo = (day: string, withFocus = true) => {
    shouldFocus.current = withFocus;
    setChosen(day);
    if (!day.startsWith(month)) onMonthChange(day.slice(0, 7));
  };

  const changeMonth = (offset: number) => {
    const next = addMonths(month, offset);
    setChosen(null);
    onMonthChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const day = (event.target as HTMLElement).dataset.day;
    if (!day) return;
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => addDays(day, -weekday),
      End: () => addDays(day, 6 - weekday),
      PageUp: () => `${addMonths(day.slice(0, 7), -1)}-${day.slice(8)}`,
      PageDown: () => `${addMonths(day.slice(0, 7), 1)}-${day.slice(8)}`,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let target = move();
    // Page Up/Down from the 31st lands on the month's last day.
    while (!isRealDay(target)) {
      target = `${target.slice(0, 8)}${String(Number(target.slice(8)) - 1).padStart(2, '0')}`;
    }
    goTo(target);
  };

  const titleId = 'event-calendar-title';
  const listed = selected ?? focusDay;
  const dayEvents = days.get(listed) ?? [];

  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} aria-live="polite" className="text-xl font-semibold">
          {monthTitle(month)}
        </h3>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Previous month"
            onClick={() => changeMonth(-1)}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              setChosen(today);
              onMonthChange(today.slice(0, 7));
            }}
          >
            Today
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Next month"
            onClick={() => changeMonth(1)}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      {query.isError && !query.data && (
        <LoadError
          title="We could not load this month’s events"
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isRefetching}
        />
      )}
      <div role="status" className="sr-only">
        {query.isFetching ? 'Loading the month’s events…' : ''}
      </div>
      <table
        ref={gridRef}
        aria-labelledby={titleId}
        aria-busy={query.isFetching || undefined}
        onKeyDown={onKeyDown}
        className={cn(
          'w-full table-fixed border-collapse overflow-hidden rounded-xl border bg-card text-card-foreground transition-opacity duration-150 motion-reduce:transition-none',
          query.isPlaceholderData && 'opacity-60',
        )}
      >
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th
                key={short}
                scope="col"
                abbr={long}
                className="border-b py-2 text-xs font-semibold text-muted-foreground"
              >
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.weeks.map((week) => (
            <tr key={week[0]!.date}>
              {week.map((day) => {
                const onDay = days.get(day.date) ?? [];
                const isSelected = day.date === listed;
                const isToday = day.date === today;
                return (
                  <td key={day.date} className="h-16 border p-0 align-top sm:h-24">
                    <button
                      type="button"
                      data-day={day.date}
                      tabIndex={day.date === focusDay ? 0 : -1}
                      aria-pressed={isSelected}
                      aria-current={isToday ? 'date' : undefined}
                      aria-label={`${longDayText(day.date)}, ${countText(onDay.length)}`}
                      onClick={() => goTo(day.date, false)}
                      className={cn(
                        'flex size-full min-h-11 flex-col items-stretch gap-0.5 p-1 text-left text-xs focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                        !day.inMonth && 'bg-muted/50 text-muted-foreground',
                        isSelected && 'bg-primary/10',
                      )}
                    >
                      <span
                        aria-hidden
                        className={cn(
                          'inline-flex size-6 items-center justify-center self-start rounded-full text-sm tabular-nums',
                          isToday && 'bg-primary font-semibold text-primary-foreground',
                        )}
                      >
                        {day.day}
                      </span>
                      {onDay.length > 0 && (
                        <span aria-hidden className="grid min-w-0 gap-0.5">
                          {onDay.slice(0, 2).map((event) => (
                            <span
                              key={event.id}
                              className={cn(
                                'hidden truncate rounded bg-primary/15 px-1 py-0.5 text-[0.7rem] font-medium text-foreground sm:block',
                                event.status === 'cancelled' && 'line-through opacity-70',
                              )}
                            >
                              {event.title}
                            </span>
                          ))}
                          <span className="flex gap-0.5 sm:hidden">
                            {onDay.slice(0, 3).map((event) => (
                              <span key={event.id} className="size-1.5 rounded-full bg-primary" />
                            ))}
                          </span>
                          {onDay.length > 2 && (
                            <span className="hidden text-[0.7rem] text-muted-foreground sm:block">
                              +{onDay.length - 2} more
                            </span>
                          )}
                        </span>
                      )}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <section aria-labelledby="event-calendar-day" className="grid gap-3">
        <h4 id="event-calendar-day" className="font-semibold">
          Events on {longDayText(listed)}
        </h4>
        {dayEvents.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-sm text-muted-foreground">
            <CalendarDays aria-hidden className="size-5" />
            {query.isPending ? 'Loading…' : 'No events on this day.'}
          </p>
        ) : (
          <ul className="grid gap-3">
            {dayEvents.map((event) => (
              <CalendarEventRow key={event.id} event={event} />
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** An event of the chosen day: date block, title (its link), badges, times and place. */
function CalendarEventRow({ event }: { event: EventSummary }) {
  return (
    <li className="relative flex gap-3 rounded-xl border bg-card p-3 text-card-foreground focus-within:ring-2 focus-within:ring-ring">
      <EventDateBlock event={event} />
      <div className="grid min-w-0 gap-1">
        <Link
          to={event.path}
          className={cn(
            'font-semibold outline-none [overflow-wrap:anywhere] after:absolute after:inset-0 hover:underline',
            event.status === 'cancelled' && 'line-through',
          )}
        >
          {event.title}
        </Link>
        <EventBadges event={event} />
        <div className="grid gap-0.5 text-sm text-muted-foreground">
          <EventTimes event={event} />
          {placeText(event) && <p className="[overflow-wrap:anywhere]">{placeText(event)}</p>}
        </div>
      </div>
    </li>
  );
}
