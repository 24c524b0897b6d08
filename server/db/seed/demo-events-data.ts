import type { EventType } from '../../../common/features/events/event-limits';
import type { Park } from '../../../common/features/parks';

/** A discussion comment of a demo event, `hoursAgo` before the seed (after the event's creation). */
export interface DemoEventComment {
  key: string;
  author: string;
  body: string;
  hoursAgo: number;
}

/**
 * A member's event of the demo community. Its day is `daysFromNow` days from the seed date
 * (negative: past), at `startTime` park time (America/New_York), lasting `durationMinutes`.
 * The organizer is going; `going` follow in that order, then `waitlisted` (only on a full
 * event), and `interested`. A group event's attendees are all members of that demo group.
 */
export interface DemoEvent {
  key: string;
  title: string;
  description: string;
  type: EventType;
  park: Park | null;
  location: string;
  daysFromNow: number;
  startTime: string;
  durationMinutes: number;
  createdDaysAgo: number;
  organizer: string;
  capacity?: number;
  ticketRequired?: boolean;
  ticketNotes?: string;
  /** The key of a demo group (`demo-groups-data.ts`). */
  group?: string;
  going: string[];
  waitlisted?: string[];
  interested: string[];
  comments: DemoEventComment[];
}

export const demoEvents: DemoEvent[] = [
  {
    key: 'rope-drop-tron',
    title: 'Rope drop TRON Lightcycle Run together',
    description:
      'We meet outside the Magic Kingdom turnstiles 45 minutes before early entry, walk to Tomorrowland as one group and ride TRON before the standby line builds. Afterwards: coffee at the Main Street Bakery and a quick debrief of who reached the gate first.',
    type: 'meetup',
    park: 'Magic Kingdom',
    location: 'Outside the turnstiles, left of the train station',
    daysFromNow: 4,
    startTime: '07:15',
    durationMinutes: 150,
    createdDaysAgo: 6,
    organizer: 'ropedrop_rita',
    capacity: 8,
    ticketRequired: true,
    ticketNotes: 'A Magic Kingdom ticket with early entry (resort guests).',
    group: 'rope-drop-crew',
    going: ['lightning_lou', 'batuu_gabe', 'tower_hank', 'safari_ana'],
    interested: ['vlog_with_vince', 'pixie_dust_paula'],
    comments: [
      {
        key: 'c1',
        author: 'lightning_lou',
        body: 'I will bring the walkie-talkies again so nobody gets lost at the hub.',
        hoursAgo: 100,
      },
      {
        key: 'c2',
        author: 'tower_hank',
        body: 'Last time the cast members held us at the Partners statue until 7:45. Worth knowing.',
        hoursAgo: 60,
      },
    ],
  },
  {
    key: 'food-wine-crawl',
    title: 'World Showcase snack crawl, counter-clockwise',
    description:
      'A relaxed afternoon around World Showcase starting in Mexico and ending in Canada. We share plates so everyone can taste more booths, and we stop for the Voices of Liberty in the American Adventure if the timing works. Bring a small cooler bag and good shoes.',
    type: 'meetup',
    park: 'EPCOT',
    location: 'Mexico pavilion, by the pyramid entrance',
    daysFromNow: 9,
    startTime: '13:00',
    durationMinutes: 300,
    createdDaysAgo: 12,
    organizer: 'epcot_explorer',
    capacity: 4,
    ticketRequired: true,
    ticketNotes: 'EPCOT admission; each of us pays for our own plates.',
    going: ['dole_whip_dan', 'figment_fan', 'snackquest_sam'],
    waitlisted: ['budget_bella', 'grandma_joy'],
    interested: ['monorail_mike'],
    comments: [
      {
        key: 'c1',
        author: 'snackquest_sam',
        body: 'Voting for the cheese fondue in Canada as the grand finale.',
        hoursAgo: 200,
      },
      {
        key: 'c2',
        author: 'budget_bella',
        body: 'On the waitlist! If anyone drops out, I can bring a budget spreadsheet of every booth.',
        hoursAgo: 90,
      },
      {
        key: 'c3',
        author: 'epcot_explorer',
        body: 'We are full at four so we fit at one table. I will open a second crawl if the waitlist grows.',
        hoursAgo: 80,
      },
    ],
  },
  {
    key: 'hollywood-studios-night',
    title: 'Fantasmic! and a late Tower of Terror',
    description:
      'Dinner at the ABC Commissary, seats in the Hollywood Hills Amphitheater 40 minutes before Fantasmic!, then a late ride on the Tower of Terror when the lines are short. Families welcome.',
    type: 'meetup',
    park: 'Hollywood Studios',
    location: 'ABC Commissary, Commissary Lane',
    daysFromNow: 12,
    startTime: '18:00',
    durationMinutes: 240,
    createdDaysAgo: 5,
    organizer: 'tower_hank',
    going: ['haunted_hannah', 'lightcycle_tara', 'pirate_pete'],
    interested: ['vlog_with_vince', 'princess_pia'],
    comments: [
      {
        key: 'c1',
        author: 'haunted_hannah',
        body: 'The left side of the amphitheater gets the best view of the dragon.',
        hoursAgo: 30,
      },
    ],
  },
  {
    key: 'safari-sunrise',
    title: 'First safari of the day at Animal Kingdom',
    description:
      'The animals are most active in the cool morning. We ride Kilimanjaro Safaris first, then walk the Gorilla Falls trail together before the heat. Cameras with long lenses encouraged.',
    type: 'meetup',
    park: 'Animal Kingdom',
    location: 'Tree of Life, the side facing Discovery Island bridge',
    daysFromNow: 16,
    startTime: '07:45',
    durationMinutes: 180,
    createdDaysAgo: 8,
    organizer: 'safari_ana',
    capacity: 12,
    going: ['fireworks_felix', 'grandma_joy'],
    interested: ['spaceship_sue'],
    comments: [],
  },
  {
    key: 'fireworks-photo-walk',
    title: 'Happily Ever After photo walk',
    description:
      'A practice evening for fireworks photography from the Main Street hub. We set up tripods early, compare settings for long exposures and move to the Tomorrowland bridge for a second angle.',
    type: 'meetup',
    park: 'Magic Kingdom',
    location: 'Main Street hub, in front of the Partners statue',
    daysFromNow: 20,
    startTime: '19:30',
    durationMinutes: 120,
    createdDaysAgo: 10,
    organizer: 'fireworks_felix',
    capacity: 10,
    going: ['vlog_with_vince', 'figment_fan', 'haunted_hannah'],
    interested: ['castlekeeper'],
    comments: [
      {
        key: 'c1',
        author: 'figment_fan',
        body: 'Small tripods only, please: the cast members ask us to keep the walkway clear.',
        hoursAgo: 40,
      },
    ],
  },
  {
    key: 'dvc-villa-tour',
    title: 'Owners’ coffee and a villa swap chat',
    description:
      'A small get-together for the lounge: coffee at the Beach Club, then a walk over to the BoardWalk to look at the new studios. Bring the point charts you are weighing for next year.',
    type: 'meetup',
    park: 'Resort',
    location: 'Beaches & Cream, Beach Club Resort',
    daysFromNow: 24,
    startTime: '10:00',
    durationMinutes: 120,
    createdDaysAgo: 9,
    organizer: 'resort_rachel',
    group: 'dvc-owners-lounge',
    going: ['pixie_dust_paula', 'monorail_mike'],
    interested: ['princess_pia'],
    comments: [
      {
        key: 'c1',
        author: 'pixie_dust_paula',
        body: 'I will bring the 2027 charts printed out, with the Riviera weeks marked.',
        hoursAgo: 50,
      },
    ],
  },
  {
    key: 'springs-evening',
    title: 'Disney Springs evening stroll and dinner',
    description:
      'An easy evening for members who are new to the community: a walk along the water, a look in the World of Disney store and dinner at a table for whoever comes. No park ticket needed.',
    type: 'meetup',
    park: 'Disney Springs',
    location: 'Marketplace, by the Lego store dragon',
    daysFromNow: 30,
    startTime: '17:30',
    durationMinutes: 180,
    createdDaysAgo: 3,
    organizer: 'castlekeeper',
    going: ['grandma_joy', 'budget_bella'],
    interested: ['spaceship_sue', 'lightning_lou', 'bayou_keisha'],
    comments: [],
  },
  {
    key: 'rundisney-shakeout',
    title: 'Shake-out run along the BoardWalk',
    description:
      'An easy three-mile loop from the BoardWalk to the Skyliner station and back, the morning before race weekend. Every pace welcome: we wait for each other at the turns.',
    type: 'rundisney',
    park: 'Resort',
    location: 'BoardWalk Inn lobby doors',
    daysFromNow: 38,
    startTime: '06:30',
    durationMinutes: 60,
    createdDaysAgo: 7,
    organizer: 'runDisney_rob',
    group: 'rundisney-training',
    going: ['ropedrop_rita'],
    interested: ['safari_ana'],
    comments: [
      {
        key: 'c1',
        author: 'ropedrop_rita',
        body: 'Count me in. I will be slow on purpose: the half is two days later.',
        hoursAgo: 20,
      },
    ],
  },
  {
    key: 'halloween-party-past',
    title: 'Costume meet-up before the Halloween party',
    description:
      'We met at the train station in our group costume (the Haunted Mansion stretching portraits) and walked into the party together. Photos of the evening are in the discussion.',
    type: 'meetup',
    park: 'Magic Kingdom',
    location: 'Main Street train station',
    daysFromNow: -26,
    startTime: '18:30',
    durationMinutes: 240,
    createdDaysAgo: 50,
    organizer: 'haunted_hannah',
    ticketRequired: true,
    ticketNotes: "A ticket for that night of Mickey's Not-So-Scary Halloween Party.",
    going: ['pirate_pete', 'princess_pia', 'tower_hank'],
    interested: ['vlog_with_vince'],
    comments: [
      {
        key: 'c1',
        author: 'pirate_pete',
        body: 'Best party night yet. The headless horseman ride-by was right in front of us.',
        hoursAgo: 25 * 24,
      },
      {
        key: 'c2',
        author: 'princess_pia',
        body: 'Thank you for organizing! Same costume theme next year?',
        hoursAgo: 24 * 24,
      },
    ],
  },
  {
    key: 'epcot-figment-past',
    title: 'Journey Into Imagination with Figment, then lunch',
    description:
      'A gentle morning for fans of Figment: two rides on Journey Into Imagination, the ImageWorks play area and lunch at Sunshine Seasons.',
    type: 'meetup',
    park: 'EPCOT',
    location: 'Imagination! pavilion, by the jumping fountains',
    daysFromNow: -12,
    startTime: '10:00',
    durationMinutes: 180,
    createdDaysAgo: 30,
    organizer: 'figment_fan',
    going: ['spaceship_sue', 'epcot_explorer'],
    interested: ['grandma_joy'],
    comments: [
      {
        key: 'c1',
        author: 'spaceship_sue',
        body: 'We rode it three times in the end. One little spark!',
        hoursAgo: 11 * 24,
      },
    ],
  },
  {
    key: 'typhoon-lagoon-past',
    title: 'Typhoon Lagoon wave pool morning',
    description:
      'Surf pool waves, a float down Castaway Creek and lunch at Leaning Palms. We claimed chairs near the Crush ’n’ Gusher entrance.',
    type: 'meetup',
    park: 'Typhoon Lagoon',
    location: 'Leaning Palms, by the shaded tables',
    daysFromNow: -5,
    startTime: '10:00',
    durationMinutes: 300,
    createdDaysAgo: 20,
    organizer: 'dole_whip_dan',
    capacity: 6,
    going: ['lightcycle_tara', 'budget_bella', 'bayou_keisha'],
    interested: [],
    comments: [],
  },
];
