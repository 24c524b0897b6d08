import type { ReactNode } from 'react';
import { CalendarDays, SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useSession } from '../../features/auth/hooks/use-session';
import { useEventList } from '../../features/events/api/get-events';
import { CalendarFeedPanel } from '../../features/events/components/calendar-feed-panel';
import { CreateEventButton } from '../../features/events/components/create-event-button';
import { EventFiltersBar } from '../../features/events/components/event-filters-bar';
import { EventList } from '../../features/events/components/event-list';
import { MonthCalendar } from '../../features/events/components/month-calendar';
import {
  eventFiltersQuery,
  eventViews,
  hasEventFilters,
  readEventFilters,
  type EventFilters,
  type EventView,
} from '../../features/events/lib/event-filters';
import { SignInLink } from '../../features/groups/components/sign-in-link';
import { usePageMeta } from '../../lib/page-meta';

const description =
  'Meet-ups, festivals, parties and races at Walt Disney World: see who is going and join in.';

const viewLabels: Record<EventView, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  calendar: 'Calendar',
};

/** An upcoming or past list with its empty states. */
function EventsOfWhen({
  when,
  viewerId,
  filters,
  onClear,
  createAction,
}: {
  when: 'upcoming' | 'past';
  viewerId: string | null;
  filters: EventFilters;
  onClear: () => void;
  createAction: ReactNode;
}) {
  const list = useEventList(viewerId, when, { park: filters.park, type: filters.type });
  return (
    <EventList
      query={list}
      when={when}
      isStale={list.isPlaceholderData}
      empty={
        hasEventFilters(filters) ? (
          <EmptyState
            icon={SearchX}
            title="No events match"
            description="Try another park or type, or fewer filters. Or organize the event you were looking for."
            action={
              <Button variant="outline" onClick={onClear}>
                Clear the filters
              </Button>
            }
          />
        ) : when === 'upcoming' ? (
          <EmptyState
            icon={CalendarDays}
            title="No upcoming events"
            description="Plan the first one: a rope drop, a festival tasting walk or a meet-up at your resort."
            action={createAction}
          />
        ) : (
          <EmptyState
            icon={CalendarDays}
            title="No past events yet"
            description="Events that have ended are kept here, with their discussions."
          />
        )
      }
    />
  );
}

/**
 * `/events` (issue 13): upcoming events (this week, later), past ones and a month calendar in
 * tabs, filtered by park and type (all kept in the address: `?view=&park=&type=&month=`); 'Create
 * event' and the private calendar link for members, an invitation to sign in for visitors.
 */
export default function EventsPage() {
  usePageMeta({ title: 'Events', description });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readEventFilters(params);
  const setFilters = (next: EventFilters, replace = false) =>
    setParams(eventFiltersQuery(next), { replace });
  const clear = () => setFilters({ ...filters, park: '', type: '' });
  const createAction = session ? (
    <CreateEventButton viewerId={session.user.id} />
  ) : session === null ? (
    <SignInLink next="/events">Sign In to create an event</SignInLink>
  ) : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageHeader title="Events" description={description} actions={createAction} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <EventFiltersBar filters={filters} onChange={(next) => setFilters(next, true)} />
        <Tabs
          value={filters.view}
          onValueChange={(value) =>
            setFilters({
              ...filters,
              view: eventViews.find((view) => view === value) ?? 'upcoming',
            })
          }
        >
          <TabsList aria-label="Which events">
            {eventViews.map((view) => (
              <TabsTrigger key={view} value={view}>
                {viewLabels[view]}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="upcoming">
            <h2 className="sr-only">Upcoming events</h2>
            <EventsOfWhen
              when="upcoming"
              viewerId={viewerId}
              filters={filters}
              onClear={clear}
              createAction={createAction}
            />
          </TabsContent>
          <TabsContent value="past">
            <h2 className="sr-only">Past events</h2>
            <EventsOfWhen
              when="past"
              viewerId={viewerId}
              filters={filters}
              onClear={clear}
              createAction={createAction}
            />
          </TabsContent>
          <TabsContent value="calendar">
            <h2 className="sr-only">Calendar</h2>
            <MonthCalendar
              viewerId={viewerId}
              filters={filters}
              onMonthChange={(month) => setFilters({ ...filters, month }, true)}
            />
          </TabsContent>
        </Tabs>
        {session && <CalendarFeedPanel viewerId={session.user.id} />}
      </div>
    </div>
  );
}
