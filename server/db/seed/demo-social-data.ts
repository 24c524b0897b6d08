/**
 * The demo community's posts, comments, likes and follows (written for this project). Each
 * post has a fixed key, so a second seeding run adds nothing. `scene` asks for a generated
 * photo (see demo-images.ts).
 */
export interface DemoPost {
  key: string;
  author: string;
  body: string;
  park: string | null;
  tags: string[];
  hoursAgo: number;
  scene?: DemoScene;
}

export type DemoScene = 'castle-dusk' | 'fireworks' | 'lagoon' | 'savanna' | 'spaceship' | 'snack';

export const demoPosts: DemoPost[] = [
  {
    key: 'p1',
    author: 'ropedrop_rita',
    body: 'Rope drop worked again: in line for Seven Dwarfs Mine Train at 8:02 and off by 8:20. Head left past the carousel, not through the castle.',
    park: 'Magic Kingdom',
    tags: ['ropedrop'],
    hoursAgo: 3,
    scene: 'castle-dusk',
  },
  {
    key: 'p2',
    author: 'dole_whip_dan',
    body: "Ranking this week's Dole Whips: the float at Aloha Isle still wins, but the swirl at Pineapple Lanai by the Polynesian has no line at all.",
    park: 'Resort',
    tags: ['snacks'],
    hoursAgo: 5,
    scene: 'snack',
  },
  {
    key: 'p3',
    author: 'epcot_explorer',
    body: 'World Showcase at opening is the quietest place on property. Walked from Mexico to Canada without passing more than twenty people.',
    park: 'EPCOT',
    tags: ['tips'],
    hoursAgo: 8,
    scene: 'lagoon',
  },
  {
    key: 'p4',
    author: 'fireworks_felix',
    body: 'Happily Ever After from the train station bridge: you lose the castle projections but you get every high burst and zero crowd. Shot at f/8, 2 seconds.',
    park: 'Magic Kingdom',
    tags: ['fireworks', 'photography'],
    hoursAgo: 11,
    scene: 'fireworks',
  },
  {
    key: 'p5',
    author: 'safari_ana',
    body: 'Kilimanjaro Safaris right after opening: lions awake, the baby elephant by the water, and giraffes close enough to count eyelashes.',
    park: 'Animal Kingdom',
    tags: ['family'],
    hoursAgo: 14,
    scene: 'savanna',
  },
  {
    key: 'p6',
    author: 'spaceship_sue',
    body: 'Guardians of the Galaxy: Cosmic Rewind on a weekday afternoon — virtual queue at 1 pm opened up for us by 3. Song this time was September.',
    park: 'EPCOT',
    tags: ['rides'],
    hoursAgo: 20,
    scene: 'spaceship',
  },
  {
    key: 'p7',
    author: 'budget_bella',
    body: 'Our four-night trip came in $600 under budget: Pop Century, two quick-service meals a day, one big dinner, and refillable mugs.',
    park: 'Resort',
    tags: ['budget', 'tips'],
    hoursAgo: 26,
  },
  {
    key: 'p8',
    author: 'haunted_hannah',
    body: 'Haunted Mansion stretching room trivia: the portraits change when the lights flicker during the thunder cue. Watch the top of the frames.',
    park: 'Magic Kingdom',
    tags: ['rides'],
    hoursAgo: 31,
  },
  {
    key: 'p9',
    author: 'grandma_joy',
    body: 'Took three grandchildren, ages 4 to 9. Best decision: a midday pool break every single day. Nobody melted down, including me.',
    park: null,
    tags: ['family'],
    hoursAgo: 40,
  },
  {
    key: 'p10',
    author: 'batuu_gabe',
    body: 'Rise of the Resistance tip: sit on the left in the transport vehicle for the best view of the AT-ATs. Still the best ride on property.',
    park: 'Hollywood Studios',
    tags: ['rides'],
    hoursAgo: 46,
  },
  {
    key: 'p11',
    author: 'snackquest_sam',
    body: 'New favourite snack: the school bread in Norway. Cardamom bun, custard, coconut. Under five dollars and no reservation needed.',
    park: 'EPCOT',
    tags: ['snacks'],
    hoursAgo: 52,
    scene: 'snack',
  },
  {
    key: 'p12',
    author: 'resort_rachel',
    body: 'Riverside Mardi Gras rooms vs Alligator Bayou: the Bayou rooms have trundle beds for a fifth guest. Boat to Disney Springs is lovely at sunset.',
    park: 'Resort',
    tags: ['hotels'],
    hoursAgo: 60,
    scene: 'lagoon',
  },
  {
    key: 'p13',
    author: 'lightcycle_tara',
    body: 'TRON Lightcycle Run single rider line saved us 40 minutes tonight. Bags go in the free lockers before the queue, so travel light.',
    park: 'Magic Kingdom',
    tags: ['rides', 'tips'],
    hoursAgo: 70,
  },
  {
    key: 'p14',
    author: 'princess_pia',
    body: "Breakfast at Cinderella's Royal Table booked at exactly 6:00 am, 60 days out. Worth the alarm for the look on my daughter's face.",
    park: 'Magic Kingdom',
    tags: ['dining'],
    hoursAgo: 80,
    scene: 'castle-dusk',
  },
  {
    key: 'p15',
    author: 'monorail_mike',
    body: 'Resort monorail loop count this trip: 11. The front cab is not open to guests anymore, but the last car has the best view of the Contemporary.',
    park: 'Resort',
    tags: ['transport'],
    hoursAgo: 95,
  },
  {
    key: 'p16',
    author: 'runDisney_rob',
    body: 'Princess Half Marathon done! Running through the castle at mile 11 never gets old. Corral tip: bring a throwaway poncho for the 5 am wait.',
    park: 'Magic Kingdom',
    tags: ['rundisney'],
    hoursAgo: 110,
  },
  {
    key: 'p17',
    author: 'figment_fan',
    body: 'Journey Into Imagination with Figment is never busy and the ImageWorks upstairs is still one of the most fun places to cool down.',
    park: 'EPCOT',
    tags: ['family'],
    hoursAgo: 130,
  },
  {
    key: 'p18',
    author: 'tower_hank',
    body: 'Tower of Terror at night is a different ride. Ask for the front row; the cast members will often say yes if there is no wait.',
    park: 'Hollywood Studios',
    tags: ['rides'],
    hoursAgo: 150,
  },
  {
    key: 'p19',
    author: 'vlog_with_vince',
    body: 'Filmed a full day at Animal Kingdom on one battery by keeping the screen off between shots. Video goes up this weekend.',
    park: 'Animal Kingdom',
    tags: ['photography'],
    hoursAgo: 170,
    scene: 'savanna',
  },
  {
    key: 'p20',
    author: 'pixie_dust_paula',
    body: 'Mousekeeping note tradition: a towel animal and a thank-you card each morning. My kids now leave drawings back.',
    park: 'Resort',
    tags: ['hotels', 'family'],
    hoursAgo: 200,
  },
  {
    key: 'p21',
    author: 'lightning_lou',
    body: "Lightning Lane Multi Pass at Hollywood Studios: book Slinky Dog first, then Mickey & Minnie's Runaway Railway. Walk on to Toy Story Mania after 7.",
    park: 'Hollywood Studios',
    tags: ['tips'],
    hoursAgo: 230,
  },
  {
    key: 'p22',
    author: 'bayou_keisha',
    body: "Tiana's Bayou Adventure made me cry a little at the finale. The music is wonderful and the drop soaks the front row.",
    park: 'Magic Kingdom',
    tags: ['rides'],
    hoursAgo: 260,
  },
  {
    key: 'p23',
    author: 'pirate_pete',
    body: 'Pirates of the Caribbean is the best hot-afternoon ride: cool, dark, almost always under 20 minutes.',
    park: 'Magic Kingdom',
    tags: ['tips'],
    hoursAgo: 300,
  },
  {
    key: 'p24',
    author: 'castlekeeper',
    body: 'Welcome to Magic Community! Share your park moments, ask questions, and be kind. Tag your posts with a park so others can find them.',
    park: null,
    tags: ['welcome'],
    hoursAgo: 400,
    scene: 'fireworks',
  },
];

/** Comments on the posts above: [post key, author, text]. */
export const demoComments: [string, string, string][] = [
  ['p1', 'lightning_lou', 'Left past the carousel is the move. Works for Peter Pan too.'],
  ['p1', 'grandma_joy', 'Saving this for our trip in March!'],
  ['p2', 'snackquest_sam', 'Pineapple Lanai is my secret spot too.'],
  ['p4', 'vlog_with_vince', 'Beautiful shot. Tripod or railing?'],
  [
    'p4',
    'fireworks_felix',
    'Railing with a small bean bag, tripods are not allowed on the bridge at peak times.',
  ],
  ['p5', 'grandma_joy', 'The baby elephant! My grandkids would love this.'],
  ['p6', 'epcot_explorer', 'Got September too last week. Best song on that ride.'],
  ['p7', 'resort_rachel', 'Pop Century plus the Skyliner is such good value.'],
  ['p10', 'tower_hank', 'Left side confirmed, the AT-AT legs are right there.'],
  ['p11', 'dole_whip_dan', 'Adding this to my list for the next festival.'],
  ['p14', 'pixie_dust_paula', 'We did the same, worth every minute of the early alarm.'],
  ['p16', 'ropedrop_rita', 'Congratulations! The castle run is on my bucket list.'],
  ['p18', 'haunted_hannah', 'Front row at night is the scariest thing in any park.'],
  ['p22', 'princess_pia', 'The finale song stays in your head for days.'],
  ['p24', 'ropedrop_rita', 'Happy to be here!'],
];

/** Who follows whom: each member follows the next few in the list, everyone follows the admin. */
export function demoFollowPairs(usernames: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  usernames.forEach((follower, index) => {
    for (const step of [1, 2, 3, 5, 8]) {
      const followee = usernames[(index + step) % usernames.length]!;
      if (followee !== follower) pairs.push([follower, followee]);
    }
    if (follower !== 'castlekeeper') pairs.push([follower, 'castlekeeper']);
    if (follower === 'castlekeeper') {
      for (const other of usernames) if (other !== follower) pairs.push([follower, other]);
    }
  });
  const unique = new Map(pairs.map((pair) => [pair.join('>'), pair]));
  return [...unique.values()];
}
