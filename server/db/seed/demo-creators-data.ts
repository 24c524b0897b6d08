import type {
  CreatorKind,
  CreatorLanguage,
  CreatorPark,
} from '../../../common/features/creators/creator-limits';

/**
 * The demo community's creators (issue 14): a few members listed in each of the four
 * directories, some under two kinds, some verified. Their portfolios are taken from the photos
 * of their own demo posts when the demo posts are there. Links go to example domains only.
 */
export interface DemoCreator {
  username: string;
  kinds: CreatorKind[];
  headline: string;
  bio: string;
  parks: CreatorPark[];
  languages: CreatorLanguage[];
  website?: string;
  youtube?: string;
  instagram?: string;
  tiktok?: string;
  agency?: string;
  services?: string;
  sessionTypes?: string;
  rates?: string;
  verified?: boolean;
  /** When they listed themselves. */
  daysAgo: number;
}

export const demoCreators: DemoCreator[] = [
  {
    username: 'fireworks_felix',
    kinds: ['photographer'],
    headline: 'Night shots of every fireworks show, and you in front of them',
    bio: 'I carry a tripod so your family photo in front of Happily Ever After comes out sharp. Evening sessions only.',
    parks: ['Magic Kingdom', 'EPCOT'],
    languages: ['English'],
    website: 'https://felix-nights.example.com/',
    sessionTypes: 'Families, couples, fireworks portraits',
    rates: 'From $180 for a 45-minute evening session, edited photos within a week.',
    verified: true,
    daysAgo: 40,
  },
  {
    username: 'safari_ana',
    kinds: ['photographer'],
    headline: 'Animal Kingdom mornings: soft light, real smiles',
    bio: 'Sunrise at the Tree of Life is my favourite studio. Bilingual sessions for the whole family.',
    parks: ['Animal Kingdom'],
    languages: ['English', 'Spanish'],
    instagram: 'https://www.instagram.com/magic_community_demo_ana/',
    sessionTypes: 'Families, birthdays, maternity',
    rates: 'From $150 for 30 minutes.',
    daysAgo: 12,
  },
  {
    username: 'princess_pia',
    kinds: ['photographer', 'influencer'],
    headline: 'Storybook portraits for little princes and princesses',
    bio: 'Costumes welcome. I know every quiet corner of Fantasyland before the crowds arrive.',
    parks: ['Magic Kingdom', 'Resort'],
    languages: ['English', 'Italian'],
    tiktok: 'https://www.tiktok.com/@magic_community_demo_pia',
    sessionTypes: 'Children, birthdays, character-style portraits',
    rates: 'Mini sessions from $95.',
    daysAgo: 6,
  },
  {
    username: 'spaceship_sue',
    kinds: ['photographer'],
    headline: 'EPCOT after dark, neon and all',
    bio: 'Long exposures of Spaceship Earth and the World Showcase lagoon. I also teach phone photography walks.',
    parks: ['EPCOT'],
    languages: ['English', 'German'],
    sessionTypes: 'Couples, photo walks, proposals',
    rates: 'Photo walks $60 a person; sessions on request.',
    daysAgo: 3,
  },
  {
    username: 'vlog_with_vince',
    kinds: ['vlogger'],
    headline: 'Weekly park vlogs, ride-throughs and honest food reviews',
    bio: 'Every Friday a new park day: what we rode, what we ate, what we would skip next time.',
    parks: ['Magic Kingdom', 'Hollywood Studios', 'Animal Kingdom'],
    languages: ['English'],
    youtube: 'https://www.youtube.com/@magic-community-demo-vince',
    website: 'https://vince-vlogs.example.com/',
    verified: true,
    daysAgo: 55,
  },
  {
    username: 'ropedrop_rita',
    kinds: ['vlogger'],
    headline: 'Rope drop strategy, filmed live from the turnstiles',
    bio: 'I film the first hour of each park so you can see where the lines go before you book.',
    parks: ['Magic Kingdom', 'Hollywood Studios'],
    languages: ['English', 'French'],
    youtube: 'https://youtu.be/magic-community-demo',
    daysAgo: 20,
  },
  {
    username: 'epcot_explorer',
    kinds: ['vlogger', 'trip_planner'],
    headline: 'Festival food crawls and World Showcase itineraries',
    bio: 'Four festivals a year, every booth tasted on camera. I also plan EPCOT-heavy trips.',
    parks: ['EPCOT'],
    languages: ['English', 'Portuguese'],
    agency: 'Showcase Journeys',
    services: 'Festival day plans, dining reservations, resort choice for EPCOT fans.',
    daysAgo: 9,
  },
  {
    username: 'batuu_gabe',
    kinds: ['vlogger'],
    headline: 'Galaxy’s Edge deep dives and build-a-droid guides',
    bio: 'Hidden details of Batuu, filmed slowly so you catch them too.',
    parks: ['Hollywood Studios'],
    languages: ['English'],
    daysAgo: 2,
  },
  {
    username: 'snackquest_sam',
    kinds: ['influencer'],
    headline: 'One snack a day, rated honestly',
    bio: 'Daily snack ratings from all four parks and Disney Springs, with prices and the shortest lines.',
    parks: ['Magic Kingdom', 'EPCOT', 'Disney Springs'],
    languages: ['English'],
    instagram: 'https://instagram.com/magic_community_demo_sam',
    tiktok: 'https://www.tiktok.com/@magic_community_demo_sam',
    verified: true,
    daysAgo: 70,
  },
  {
    username: 'dole_whip_dan',
    kinds: ['influencer'],
    headline: 'Tiki culture, Dole Whips and Adventureland lore',
    bio: 'Stories behind the Enchanted Tiki Room and every pineapple treat on property.',
    parks: ['Magic Kingdom', 'Resort'],
    languages: ['English'],
    daysAgo: 15,
  },
  {
    username: 'budget_bella',
    kinds: ['influencer'],
    headline: 'Walt Disney World on a budget, without missing the magic',
    bio: 'Value resorts, free experiences and the discounts that actually exist.',
    parks: ['Magic Kingdom', 'EPCOT', 'Hollywood Studios', 'Animal Kingdom'],
    languages: ['English', 'Spanish'],
    website: 'https://budget-bella.example.org/',
    daysAgo: 4,
  },
  {
    username: 'resort_rachel',
    kinds: ['trip_planner'],
    headline: 'Resort-first trip planning for families',
    bio: 'I match families with the right resort, then build the park days around it.',
    parks: ['Resort', 'Magic Kingdom', 'EPCOT'],
    languages: ['English'],
    agency: 'Lagoon Light Travel',
    services: 'Resort choice, park day plans, dining reservations, Lightning Lane strategy.',
    website: 'https://lagoon-light.example.com/',
    verified: true,
    daysAgo: 90,
  },
  {
    username: 'grandma_joy',
    kinds: ['trip_planner'],
    headline: 'Multigenerational trips at an easy pace',
    bio: 'Trips that work for grandparents and toddlers alike: rest breaks, shade and accessible routes.',
    parks: ['Magic Kingdom', 'Animal Kingdom', 'Resort'],
    languages: ['English', 'Dutch'],
    services: 'Pacing plans, accessibility advice, character dining picks.',
    daysAgo: 25,
  },
  {
    username: 'runDisney_rob',
    kinds: ['trip_planner'],
    headline: 'runDisney weekends planned around race day',
    bio: 'Race bib pick-up, carb-loading dinners and recovery park days, all in one plan.',
    parks: ['EPCOT', 'Disney Springs', 'Resort'],
    languages: ['English', 'Japanese'],
    agency: 'Finish Line Trips',
    services: 'Race weekend itineraries, resort transport to the start, celebration dinners.',
    daysAgo: 7,
  },
];
