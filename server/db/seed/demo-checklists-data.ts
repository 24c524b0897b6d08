import type {
  ChecklistPark,
  ChecklistTopic,
  ChecklistVisibility,
} from '../../../common/features/checklists/checklist-limits';

/** One demo checklist: its owner, fields, categories of items (`true` marks a ticked one). */
export interface DemoChecklist {
  /** Stable key (the checklist's fixed id is derived from it). */
  key: string;
  owner: string;
  title: string;
  description: string;
  topic: ChecklistTopic;
  park: ChecklistPark | null;
  visibility: ChecklistVisibility;
  tripStartsOn?: string;
  tripEndsOn?: string;
  daysAgo: number;
  categories: { name: string; items: (string | [string, boolean])[] }[];
  /** Demo members who copied it (their copies are made too, private and unchecked). */
  copiedBy?: string[];
}

/** Checklists of the demo community: public ones to browse, an unlisted and a private one. */
export const demoChecklists: DemoChecklist[] = [
  {
    key: 'rita-rope-drop',
    owner: 'ropedrop_rita',
    title: 'Rope drop at Hollywood Studios',
    description:
      'How we get on Slinky Dog Dash and Rise of the Resistance before 9:30 without paying for anything extra.',
    topic: 'planning',
    park: 'Hollywood Studios',
    visibility: 'public',
    daysAgo: 12,
    categories: [
      {
        name: 'The night before',
        items: [
          ['Check early entry times in the app', true],
          ['Lay out clothes and the park bag', true],
          'Set two alarms 15 minutes apart',
        ],
      },
      {
        name: 'Morning',
        items: [
          'Leave the resort 60 minutes before early entry',
          'Breakfast in the queue: pack granola bars',
          'Walk straight to Slinky Dog Dash',
          'Then Rise of the Resistance while the line is short',
        ],
      },
    ],
    copiedBy: ['lightning_lou', 'princess_pia', 'budget_bella'],
  },
  {
    key: 'sam-festival-crawl',
    owner: 'snackquest_sam',
    title: 'Food & Wine Festival crawl for two',
    description: 'The booths we go back to every autumn, in walking order from the left.',
    topic: 'dining',
    park: 'EPCOT',
    visibility: 'public',
    tripStartsOn: '2026-10-03',
    tripEndsOn: '2026-10-05',
    daysAgo: 30,
    categories: [
      {
        name: 'Showcase Plaza side',
        items: ['Seared scallops at Hawaii', 'Bao buns at China', 'Pierogies at Germany'],
      },
      {
        name: 'World Nature side',
        items: ['Mac and cheese at Earth Eats', 'Chocolate trio at the Chocolate Studio'],
      },
      {
        name: 'Before we go',
        items: [['Load the snack budget on one gift card', true], 'Pick up the festival passport'],
      },
    ],
    copiedBy: ['epcot_explorer'],
  },
  {
    key: 'ana-animal-kingdom',
    owner: 'safari_ana',
    title: 'Animal Kingdom in one day',
    description: 'Rides early, animals when they are awake, Pandora after dark.',
    topic: 'rides',
    park: 'Animal Kingdom',
    visibility: 'public',
    daysAgo: 4,
    categories: [
      {
        name: 'Morning',
        items: [
          'Avatar Flight of Passage',
          'Kilimanjaro Safaris before 10 a.m.',
          'Expedition Everest',
        ],
      },
      {
        name: 'Afternoon',
        items: [
          'Festival of the Lion King',
          'Gorilla Falls Exploration Trail',
          'Kali River Rapids',
        ],
      },
      { name: 'Evening', items: ['Na’vi River Journey', 'Pandora lit up at night'] },
    ],
  },
  {
    key: 'joy-grandkids',
    owner: 'grandma_joy',
    title: 'Our trip with the grandkids (family link)',
    description: 'Shared with the family by link so everyone can see what is packed.',
    topic: 'families',
    park: null,
    visibility: 'unlisted',
    tripStartsOn: '2027-03-14',
    tripEndsOn: '2027-03-21',
    daysAgo: 2,
    categories: [
      {
        name: 'Grandma packs',
        items: [['Autograph books', true], ['Glow sticks for the fireworks', true], 'Sun hats'],
      },
      { name: 'Parents pack', items: ['Car seats', 'Swim diapers', 'Night light'] },
    ],
  },
  {
    key: 'bella-budget-notes',
    owner: 'budget_bella',
    title: 'Money notes for next year',
    description: 'Only for me: what I want to price before booking.',
    topic: 'planning',
    park: null,
    visibility: 'private',
    daysAgo: 1,
    categories: [
      {
        name: 'Compare',
        items: ['Value resort vs. off-site with parking', 'Four-day vs. five-day tickets'],
      },
    ],
  },
];
