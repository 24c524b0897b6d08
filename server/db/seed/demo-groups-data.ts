/**
 * The demo community's groups (issue 12), written for this project: who owns and moderates
 * each, who is in it, and a few posts. Fixed keys, so a second seeding run adds nothing.
 */
import type { GroupTopic } from '../../../common/features/groups/group-limits';
import type { Park } from '../../../common/features/parks';

export interface DemoGroup {
  key: string;
  name: string;
  description: string;
  about: string;
  park: Park | null;
  topic: GroupTopic;
  visibility: 'public' | 'private';
  owner: string;
  moderators: string[];
  members: string[];
  /** Members waiting for approval (private groups). */
  requests?: string[];
  createdDaysAgo: number;
  posts: { key: string; author: string; body: string; hoursAgo: number; tags?: string[] }[];
}

export const demoGroups: DemoGroup[] = [
  {
    key: 'rope-drop-crew',
    name: 'Rope Drop Crew',
    description: 'First through the gates, every park, every morning. Plans, times and routes.',
    about:
      'We compare rope drop routes for all four parks and post what worked this morning. ' +
      'Share the time you reached the gate, the ride you aimed for and how long the walk took. ' +
      'No spoilers for early-entry tricks that only work once: tell us when they stop working.',
    park: 'Magic Kingdom',
    topic: 'touring',
    visibility: 'public',
    owner: 'ropedrop_rita',
    moderators: ['lightning_lou'],
    members: ['batuu_gabe', 'tower_hank', 'safari_ana', 'pixie_dust_paula', 'vlog_with_vince'],
    createdDaysAgo: 40,
    posts: [
      {
        key: 'g1',
        author: 'ropedrop_rita',
        body: 'Tuesday at Magic Kingdom: gates at 7:58, Seven Dwarfs queue at 8:03, off the ride by 8:19. Peter Pan was already 35 minutes by then.',
        hoursAgo: 2,
        tags: ['ropedrop'],
      },
      {
        key: 'g2',
        author: 'batuu_gabe',
        body: 'Hollywood Studios early entry: Slinky first, then walk straight to Rise. Boarded Rise at 8:40 with a posted wait of 70.',
        hoursAgo: 20,
      },
      {
        key: 'g3',
        author: 'lightning_lou',
        body: 'Reminder for newcomers: the tapstiles open before official opening most days. Be there 45 minutes early and you will be fine.',
        hoursAgo: 50,
      },
    ],
  },
  {
    key: 'epcot-festival-foodies',
    name: 'EPCOT Festival Foodies',
    description: 'Every booth of Food & Wine, Flower & Garden and Festival of the Arts, ranked.',
    about:
      'Post a booth, a dish and an honest score out of ten. Photos of the plate before the ' +
      'first bite are strongly encouraged. We keep a running list of the best value dishes.',
    park: 'EPCOT',
    topic: 'food',
    visibility: 'public',
    owner: 'epcot_explorer',
    moderators: ['snackquest_sam'],
    members: ['dole_whip_dan', 'figment_fan', 'budget_bella', 'resort_rachel', 'monorail_mike'],
    createdDaysAgo: 30,
    posts: [
      {
        key: 'g4',
        author: 'epcot_explorer',
        body: 'Canada booth: the cheddar soup is back and still a ten. The filet mignon is smaller than last year, seven at best.',
        hoursAgo: 4,
        tags: ['foodandwine'],
      },
      {
        key: 'g5',
        author: 'snackquest_sam',
        body: 'Best value so far: the Brazil booth cheese bread. Three pieces, warm, and no line after 4 p.m.',
        hoursAgo: 30,
      },
    ],
  },
  {
    key: 'dvc-owners-lounge',
    name: 'DVC Owners Lounge',
    description: 'Disney Vacation Club owners: points, booking windows and villa tips.',
    about:
      'A private room for owners. Share which villas you booked at eleven months, the point ' +
      'charts you are watching and the resale prices you have seen. Be kind to first-timers.',
    park: 'Resort',
    topic: 'dvc',
    visibility: 'private',
    owner: 'resort_rachel',
    moderators: ['monorail_mike'],
    members: ['pixie_dust_paula', 'princess_pia'],
    requests: ['budget_bella'],
    createdDaysAgo: 25,
    posts: [
      {
        key: 'g6',
        author: 'resort_rachel',
        body: 'Booked a lake view studio at Bay Lake Tower for December at exactly eleven months. Gone by 8:05.',
        hoursAgo: 6,
      },
      {
        key: 'g7',
        author: 'monorail_mike',
        body: 'Polynesian bungalow points for next summer went up again. Still worth it for the fireworks from the porch.',
        hoursAgo: 40,
      },
    ],
  },
  {
    key: 'fireworks-photographers',
    name: 'Fireworks Photographers',
    description: 'Tripods, spots and settings for every night-time show on property.',
    about:
      'Where to stand, which lens, which settings. Tripod etiquette matters: never block the ' +
      'view of the family behind you.',
    park: null,
    topic: 'photography',
    visibility: 'public',
    owner: 'fireworks_felix',
    moderators: [],
    members: ['vlog_with_vince', 'figment_fan', 'haunted_hannah'],
    createdDaysAgo: 15,
    posts: [
      {
        key: 'g8',
        author: 'fireworks_felix',
        body: 'Luminous from the International Gateway bridge: f/11, ISO 100, bulb for 4 to 6 seconds per burst group.',
        hoursAgo: 12,
        tags: ['photography'],
      },
    ],
  },
  {
    key: 'rundisney-training',
    name: 'runDisney Training Club',
    description: 'Training plans and race weekend logistics for runDisney events.',
    about: 'Weekly check-ins, long-run reports and who is running which race weekend.',
    park: null,
    topic: 'rundisney',
    visibility: 'private',
    owner: 'runDisney_rob',
    moderators: [],
    members: ['ropedrop_rita', 'safari_ana'],
    createdDaysAgo: 10,
    posts: [
      {
        key: 'g9',
        author: 'runDisney_rob',
        body: 'Ten miles this morning at race pace. Princess Half is eleven weeks out: who is in corral B?',
        hoursAgo: 9,
      },
    ],
  },
];
