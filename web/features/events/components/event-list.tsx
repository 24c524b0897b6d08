import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { EventPage, EventSummary } from '../../../../common/features/events/events.contract';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { LoadError } from '../../posts/components/load-error';
import { groupUpcoming, type EventSection } from '../lib/event-time';
import { EventCard, EventCardSkeleton, EventGridSkeleton } from './event-card';

function EventGrid({ events, label }: { events: EventSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

/**
 * A paged list of event cards: skeletons first; upcoming events under 'This week' and 'Later',
 * past ones as they come (latest first); 'Load more' with the next cursor; an empty state and
 * retryable errors. `isStale` dims the cards while new filters load.
 */
export function EventList({
  query,
  when,
  empty,
  isStale = false,
}: {
  query: UseInfiniteQueryResult<InfiniteData<EventPage>>;
  when: 'upcoming' | 'past';
  empty: ReactNode;
  isStale?: boolean;
}) {
  const events = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const sections: EventSection<EventSummary>[] = useMemo(
    () => (when === 'upcoming' ? groupUpcoming(events, new Date()) : []),
    [events, when],
  );
  const label = when === 'upcoming' ? 'Upcoming events' : 'Past events';

  if (query.isPending) return <EventGridSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We could not load these events"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  if (events.length === 0) return <>{empty}</>;

  return (
    <div
      aria-busy={isStale || undefined}
      className={cn(
        'grid gap-6 transition-opacity duration-150 motion-reduce:transition-none',
        isStale && 'opacity-60',
      )}
    >
      {when === 'upcoming' ? (
        sections.map((section) => (
          <section
            key={section.key}
            aria-labelledby={`events-${section.key}`}
            className="grid gap-3"
          >
            <h3 id={`events-${section.key}`} className="text-lg font-semibold">
              {section.title}
            </h3>
            <EventGrid events={section.items} label={section.title} />
          </section>
        ))
      ) : (
        <EventGrid events={events} label={label} />
      )}
      {query.isFetchingNextPage && (
        <div role="status" aria-label="Loading more events" className="grid gap-4 sm:grid-cols-2">
          <EventCardSkeleton />
        </div>
      )}
      {query.isFetchNextPageError && (
        <LoadError
          title="We could not load more events"
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
          Load more
        </Button>
      )}
    </div>
  );
}
