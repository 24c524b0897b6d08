/**
 * The demo community's photo contests (issue 14): one in each phase, so `/contests` and the
 * contest pages show real content. Times are relative to the seed day; entrants enter with
 * one of the photos of their demo posts, captions in their own words; `votes` name who votes
 * for whose entry.
 */

export interface DemoContest {
  key: string;
  title: string;
  theme: string;
  rules: string;
  /** Days from the seed day (negative: before it). */
  entriesOpenDays: number;
  entriesCloseDays: number;
  votingEndsDays: number;
  winnerCount: number;
  /** Entrants in the order they entered, with their captions. */
  entries: { member: string; caption: string }[];
  /** Voter → the entrant they vote for (never themselves). */
  votes: Record<string, string>;
}

const RULES = [
  'One photo per member, taken by you at Walt Disney World.',
  'Light edits are fine; no composites or added objects.',
  'Be kind in the comments and vote for the photo, not the photographer.',
].join('\n');

export const demoContests: DemoContest[] = [
  {
    key: 'golden-hour-castle',
    title: 'Cinderella Castle at golden hour',
    theme: 'The castle in the warm light of the last hour before sunset, from any angle.',
    rules: RULES,
    entriesOpenDays: -3,
    entriesCloseDays: 5,
    votingEndsDays: 12,
    winnerCount: 3,
    entries: [
      { member: 'ropedrop_rita', caption: 'From the hub grass, just before the lights came on' },
      { member: 'princess_pia', caption: 'Gold on the turrets' },
      { member: 'fireworks_felix', caption: 'Waiting for the show with the best seat' },
      { member: 'resort_rachel', caption: 'Seen from the ferry on the way in' },
    ],
    votes: {},
  },
  {
    key: 'festival-bites',
    title: 'Festival bites',
    theme: 'The prettiest plate or treat of an EPCOT festival this season.',
    rules: RULES,
    entriesOpenDays: -16,
    entriesCloseDays: -2,
    votingEndsDays: 4,
    winnerCount: 3,
    entries: [
      { member: 'snackquest_sam', caption: 'Cheese soufflé, still steaming' },
      { member: 'epcot_explorer', caption: 'Lagoon-side dessert trio' },
      { member: 'dole_whip_dan', caption: 'The pineapple never disappoints' },
      { member: 'vlog_with_vince', caption: 'Two snack credits, one perfect bite' },
      { member: 'safari_ana', caption: 'A spice market sampler' },
    ],
    votes: {
      ropedrop_rita: 'snackquest_sam',
      pixie_dust_paula: 'epcot_explorer',
      monorail_mike: 'snackquest_sam',
      figment_fan: 'safari_ana',
    },
  },
  {
    key: 'night-lights',
    title: 'Park lights after dark',
    theme: 'Neon, lanterns, projections or fireworks: the parks by night.',
    rules: RULES,
    entriesOpenDays: -30,
    entriesCloseDays: -16,
    votingEndsDays: -9,
    winnerCount: 3,
    entries: [
      { member: 'fireworks_felix', caption: 'Finale over the castle' },
      { member: 'resort_rachel', caption: 'Lights across Seven Seas Lagoon' },
      { member: 'princess_pia', caption: 'Main Street in its evening glow' },
      { member: 'ropedrop_rita', caption: 'The last train of the night' },
      { member: 'epcot_explorer', caption: 'World Showcase lanterns' },
    ],
    votes: {
      dole_whip_dan: 'fireworks_felix',
      pixie_dust_paula: 'fireworks_felix',
      snackquest_sam: 'fireworks_felix',
      epcot_explorer: 'resort_rachel',
      safari_ana: 'resort_rachel',
      tower_hank: 'resort_rachel',
      budget_bella: 'princess_pia',
      figment_fan: 'ropedrop_rita',
    },
  },
  {
    key: 'wild-things',
    title: 'Wild things of Animal Kingdom',
    theme: 'The animals of the savanna, the trails and the Tree of Life.',
    rules: RULES,
    entriesOpenDays: -70,
    entriesCloseDays: -56,
    votingEndsDays: -49,
    winnerCount: 2,
    entries: [
      { member: 'safari_ana', caption: 'A giraffe checking on our truck' },
      { member: 'vlog_with_vince', caption: 'An afternoon on the Gorilla Falls trail' },
      { member: 'dole_whip_dan', caption: 'Carvings of the Tree of Life up close' },
    ],
    votes: {
      ropedrop_rita: 'safari_ana',
      epcot_explorer: 'vlog_with_vince',
      tower_hank: 'safari_ana',
    },
  },
];
