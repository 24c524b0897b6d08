import type {
  TripAgeBand,
  TripHeightUnit,
  TripPark,
  TripPlannerRole,
  TripVisibility,
} from '../../../common/features/trips/trip-limits';

/** One demo trip: its owner, dates (days from today), party, co-planners and park days. */
export interface DemoTrip {
  /** Stable key (the trip's fixed id is derived from it). */
  key: string;
  owner: string;
  name: string;
  /** The arrival, in days from the seeding day (negative: in the past). */
  arrivesInDays: number;
  nights: number;
  resort: string | null;
  hasParkTickets: boolean;
  visibility: TripVisibility;
  countdownOnProfile: boolean;
  notes: string;
  party: {
    name: string;
    ageBand: TripAgeBand;
    heightCm: number | null;
    unit: TripHeightUnit;
    member?: string;
  }[];
  coPlanners: { username: string; role: TripPlannerRole }[];
  /** Park per day (day 1 first; null: a rest day), and the plans of those days, by catalogue slug. */
  days: { park: TripPark | null; plans?: { kind: 'attraction' | 'dining'; slug: string }[] }[];
}

export const demoTrips: readonly DemoTrip[] = [
  {
    key: 'dan-grandkids-report',
    owner: 'dole_whip_dan',
    name: 'Four parks with the grandkids',
    arrivesInDays: -24,
    nights: 5,
    resort: 'disneys-art-of-animation-resort',
    hasParkTickets: true,
    visibility: 'public',
    countdownOnProfile: false,
    notes:
      'Our first trip with both grandkids. We did one park a day with a pool break after lunch, ' +
      'booked dining at 6 AM sixty days out, and let the kids pick one ride each evening. ' +
      'The Skyliner from Art of Animation made EPCOT and Hollywood Studios mornings easy.',
    party: [
      { name: 'Dan', ageBand: 'adult', heightCm: 178, unit: 'in', member: 'dole_whip_dan' },
      { name: 'Linda', ageBand: 'adult', heightCm: 165, unit: 'in' },
      { name: 'Mateo', ageBand: 'child', heightCm: 121, unit: 'in' },
      { name: 'Isla', ageBand: 'child', heightCm: 99, unit: 'in' },
    ],
    coPlanners: [],
    days: [
      { park: null },
      {
        park: 'Magic Kingdom',
        plans: [
          { kind: 'attraction', slug: 'peter-pans-flight' },
          { kind: 'attraction', slug: 'seven-dwarfs-mine-train' },
          { kind: 'dining', slug: 'be-our-guest-restaurant' },
          { kind: 'attraction', slug: 'jungle-cruise' },
        ],
      },
      {
        park: 'EPCOT',
        plans: [
          { kind: 'attraction', slug: 'frozen-ever-after' },
          { kind: 'attraction', slug: 'remys-ratatouille-adventure' },
        ],
      },
      {
        park: "Disney's Hollywood Studios",
        plans: [{ kind: 'attraction', slug: 'toy-story-mania' }],
      },
      {
        park: "Disney's Animal Kingdom",
        plans: [{ kind: 'attraction', slug: 'kilimanjaro-safaris' }],
      },
      { park: null },
    ],
  },
  {
    key: 'rita-spring-plan',
    owner: 'ropedrop_rita',
    name: 'Spring rope-drop week',
    arrivesInDays: 75,
    nights: 6,
    resort: 'disneys-contemporary-resort',
    hasParkTickets: false,
    visibility: 'private',
    countdownOnProfile: true,
    notes:
      'Rope drop every morning, then a long lunch. Ask Hannah about the Haunted Mansion queue.',
    party: [
      { name: 'Rita', ageBand: 'adult', heightCm: 168, unit: 'cm', member: 'ropedrop_rita' },
      { name: 'Hannah', ageBand: 'adult', heightCm: 160, unit: 'cm', member: 'haunted_hannah' },
      { name: 'Noah', ageBand: 'teen', heightCm: 150, unit: 'cm' },
      { name: 'Ella', ageBand: 'child', heightCm: 104, unit: 'cm' },
    ],
    coPlanners: [{ username: 'haunted_hannah', role: 'planner' }],
    days: [
      { park: 'Magic Kingdom', plans: [{ kind: 'attraction', slug: 'haunted-mansion' }] },
      {
        park: "Disney's Hollywood Studios",
        plans: [
          { kind: 'attraction', slug: 'star-wars-rise-of-the-resistance' },
          { kind: 'attraction', slug: 'slinky-dog-dash' },
        ],
      },
      { park: null },
      {
        park: 'EPCOT',
        plans: [{ kind: 'attraction', slug: 'guardians-of-the-galaxy-cosmic-rewind' }],
      },
    ],
  },
];
