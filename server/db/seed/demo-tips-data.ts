import type { TipCategory, TipPark } from '../../../common/features/tips/tip-limits';

/** One demo tip: who shared it, its category and park, and who found it helpful. */
export interface DemoTip {
  /** Stable key (the tip's fixed id is derived from it). */
  key: string;
  author: string;
  category: TipCategory;
  park: TipPark | null;
  body: string;
  daysAgo: number;
  helpfulBy?: string[];
}

/** Tips of the demo community in the four categories, some from this week, some older. */
export const demoTips: DemoTip[] = [
  {
    key: 'money-refill-bottle',
    author: 'budget_bella',
    category: 'money',
    park: null,
    body: 'Pack a collapsible water bottle. Any quick-service counter fills it with ice water for free, which saved our family of four about $60 over five park days.',
    daysAgo: 2,
    helpfulBy: ['ropedrop_rita', 'dole_whip_dan', 'grandma_joy', 'safari_ana'],
  },
  {
    key: 'money-snack-credits',
    author: 'snackquest_sam',
    category: 'money',
    park: 'EPCOT',
    body: 'At the EPCOT festivals, split the small plates between two people and skip the souvenir cup unless you truly want it. You taste twice as many booths for the same money.',
    daysAgo: 4,
    helpfulBy: ['epcot_explorer', 'figment_fan'],
  },
  {
    key: 'money-ponchos',
    author: 'pixie_dust_paula',
    category: 'money',
    park: null,
    body: 'Buy ponchos and glow sticks at home before you fly. The same things cost three to five times as much once the afternoon storm or the fireworks arrive.',
    daysAgo: 21,
    helpfulBy: ['budget_bella', 'princess_pia', 'pirate_pete', 'monorail_mike', 'tower_hank'],
  },
  {
    key: 'money-gift-cards',
    author: 'resort_rachel',
    category: 'money',
    park: null,
    body: 'Pay the resort bill with Disney gift cards bought at a discount through your store card. Five percent off a whole week of rooms and dining adds up quickly.',
    daysAgo: 45,
    helpfulBy: ['budget_bella'],
  },
  {
    key: 'time-rope-drop-back',
    author: 'ropedrop_rita',
    category: 'time',
    park: 'Magic Kingdom',
    body: 'At rope drop, walk straight to the back of the park and ride Seven Dwarfs Mine Train or Peter Pan first. Then work your way toward the front while the crowds go the other way.',
    daysAgo: 1,
    helpfulBy: ['lightning_lou', 'haunted_hannah', 'fireworks_felix'],
  },
  {
    key: 'time-mobile-order',
    author: 'dole_whip_dan',
    category: 'time',
    park: null,
    body: 'Place your mobile order for lunch at 10:30 with an 11:30 pickup window. By noon the open windows are an hour out and the lines at the counters are worse.',
    daysAgo: 3,
    helpfulBy: ['snackquest_sam', 'ropedrop_rita'],
  },
  {
    key: 'time-tower-evening',
    author: 'tower_hank',
    category: 'time',
    park: 'Hollywood Studios',
    body: 'Tower of Terror and Rock n Roller Coaster drop to their shortest waits during Fantasmic. Stay in Sunset Boulevard instead of watching the show on a second visit.',
    daysAgo: 16,
    helpfulBy: ['batuu_gabe', 'lightning_lou', 'haunted_hannah'],
  },
  {
    key: 'time-safari-morning',
    author: 'safari_ana',
    category: 'time',
    park: 'Animal Kingdom',
    body: 'Ride Kilimanjaro Safaris in the first hour after opening. The animals are out and active in the cool morning, and by midday most of them are asleep in the shade.',
    daysAgo: 30,
    helpfulBy: ['grandma_joy', 'pixie_dust_paula'],
  },
  {
    key: 'planning-dining-window',
    author: 'bayou_keisha',
    category: 'planning',
    park: null,
    body: 'Dining reservations open 60 days ahead at 6 a.m. Eastern. Staying on property lets you book the whole trip at once on day one, so the last days get the same choice as the first.',
    daysAgo: 2,
    helpfulBy: ['resort_rachel', 'princess_pia'],
  },
  {
    key: 'planning-rest-day',
    author: 'grandma_joy',
    category: 'planning',
    park: null,
    body: 'With little ones, plan a pool day in the middle of the trip. Everyone is happier on days four and five, and you still get full value from the tickets on the other days.',
    daysAgo: 5,
    helpfulBy: ['pixie_dust_paula', 'princess_pia', 'budget_bella'],
  },
  {
    key: 'planning-weather',
    author: 'monorail_mike',
    category: 'planning',
    park: null,
    body: 'In summer, plan indoor shows and rides for 2 to 4 p.m. The storms roll in almost every afternoon and the outdoor coasters close until the lightning passes.',
    daysAgo: 25,
    helpfulBy: ['spaceship_sue', 'epcot_explorer'],
  },
  {
    key: 'planning-lightning-lane',
    author: 'lightning_lou',
    category: 'planning',
    park: 'EPCOT',
    body: 'Book your first Lightning Lane for Guardians of the Galaxy early in the morning, then ride Test Track and Frozen standby before the midday crowds arrive.',
    daysAgo: 60,
    helpfulBy: ['epcot_explorer', 'spaceship_sue', 'figment_fan', 'fireworks_felix'],
  },
  {
    key: 'insider-celebration-button',
    author: 'princess_pia',
    category: 'insider',
    park: null,
    body: 'Ask for a free celebration button at Guest Relations for a birthday, anniversary or first visit. Cast Members notice it all day and sometimes add a little surprise.',
    daysAgo: 1,
    helpfulBy: ['grandma_joy', 'pixie_dust_paula'],
  },
  {
    key: 'insider-haunted-mansion',
    author: 'haunted_hannah',
    category: 'insider',
    park: 'Magic Kingdom',
    body: 'In the Haunted Mansion queue, look for the interactive tombstones on the left side. The musical instruments play along when you touch them, and most guests walk right past.',
    daysAgo: 6,
    helpfulBy: ['ropedrop_rita', 'tower_hank', 'fireworks_felix'],
  },
  {
    key: 'insider-fireworks-spot',
    author: 'fireworks_felix',
    category: 'insider',
    park: 'EPCOT',
    body: 'For the EPCOT nighttime show, stand on the bridge between France and the United Kingdom. It is far less crowded than the Mexico side and the reflections on the lagoon are perfect.',
    daysAgo: 12,
    helpfulBy: ['epcot_explorer', 'snackquest_sam', 'spaceship_sue'],
  },
  {
    key: 'insider-springs-parking',
    author: 'vlog_with_vince',
    category: 'insider',
    park: 'Disney Springs',
    body: 'Park in the Lime garage at Disney Springs: its sign shows how many spaces are free on each level, and it sits closest to the Marketplace shops and the bus stops.',
    daysAgo: 35,
    helpfulBy: ['resort_rachel'],
  },
];
