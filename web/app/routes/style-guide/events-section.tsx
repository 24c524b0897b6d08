import type { Event, EventSummary } from '../../../../common/features/events/events.contract';
import { EventBadges } from '../../../features/events/components/event-badges';
import { EventCard } from '../../../features/events/components/event-card';
import { EventDateBlock, EventTimes } from '../../../features/events/components/event-time';
import { RsvpControl } from '../../../features/events/components/rsvp-control';
import { Specimen, StyleSection } from './section';

const organizer = {
  id: '00000000-0000-4000-8000-000000000501',
  username: 'castlekeeper',
  avatar_url: null,
};

const base = {
  type: 'meetup',
  park: 'Magic Kingdom',
  location: 'By the train station',
  timeZone: 'America/New_York',
  cover: null,
  ticketRequired: false,
  official: false,
  status: 'scheduled',
  organizer,
  group: null,
  capacity: 12,
  goingCount: 9,
  interestedCount: 4,
  waitlistCount: 0,
  viewerRsvp: null,
} as const;

const samples: EventSummary[] = [
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000511',
    title: 'Rope drop and Seven Dwarfs first',
    startsAt: '2026-12-24T13:30:00.000Z',
    endsAt: '2026-12-24T16:00:00.000Z',
    startsAtLocal: '2026-12-24T08:30',
    endsAtLocal: '2026-12-24T11:00',
    viewerRsvp: 'going',
    path: '/event/00000000-0000-4000-8000-000000000511',
  },
  {
    ...base,
    id: '00000000-0000-4000-8000-000000000512',
    title: "Mickey's Very Merry Christmas Party",
    type: 'holiday_party',
    location: 'Select nights from 7 pm',
    startsAt: '2026-12-12T00:00:00.000Z',
    endsAt: '2026-12-12T04:59:00.000Z',
    startsAtLocal: '2026-12-11T19:00',
    endsAtLocal: '2026-12-11T23:59',
    ticketRequired: true,
    official: true,
    capacity: null,
    goingCount: 41,
    path: '/event/00000000-0000-4000-8000-000000000512',
  },
];

const cancelled: EventSummary = {
  ...samples[0]!,
  id: '00000000-0000-4000-8000-000000000513',
  title: 'Sunset walk around World Showcase',
  park: 'EPCOT',
  status: 'cancelled',
  capacity: 10,
  goingCount: 10,
  path: '/event/00000000-0000-4000-8000-000000000513',
};

const detail = (summary: EventSummary, extra: Partial<Event>): Event => ({
  ...summary,
  description: '',
  ticketNotes: '',
  cancelReason: '',
  commentCount: 0,
  waitlistPosition: null,
  canManage: false,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  ...extra,
});

/** Events: cards with the date block, badges, times in both zones and the answer control. */
export function EventsSection() {
  return (
    <StyleSection
      id="events"
      title="Events"
      description="A date block (month over day) leads each event card; times are the park’s, with the zone, and the viewer’s own when it differs; Going and Interested form a segmented control of toggles."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Event cards">
          <ul className="grid gap-4">
            {[...samples, cancelled].map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen title="Date block, badges, times and answers" className="grid gap-4">
          <div className="flex items-center gap-3">
            <EventDateBlock event={samples[0]!} />
            <EventBadges event={{ ...samples[1]!, status: 'cancelled' }} />
          </div>
          <EventTimes event={samples[0]!} className="text-sm" />
          <RsvpControl event={detail(samples[0]!, {})} viewerId={null} isClosed={false} />
        </Specimen>
      </div>
    </StyleSection>
  );
}
