import type { notificationTypes } from '../schema';

/** A member of the demo community. */
export interface DemoMember {
  username: string;
  firstName: string;
  lastName: string;
  bio: string;
  isAdmin?: boolean;
  /** How long ago they joined, in days. */
  joinedDaysAgo: number;
}

/** The username of the demo community's admin. */
export const DEMO_ADMIN_USERNAME = 'castlekeeper';

/** Twenty-four fans with their own corner of the parks; the first one runs the site. */
export const demoMembers: readonly DemoMember[] = [
  {
    username: DEMO_ADMIN_USERNAME,
    firstName: 'Ellen',
    lastName: 'Brightwater',
    bio: 'Keeper of the castle and of this community. Annual passholder since 2009; ask me about rope drop.',
    isAdmin: true,
    joinedDaysAgo: 420,
  },
  {
    username: 'ropedrop_rita',
    firstName: 'Rita',
    lastName: 'Alvarez',
    bio: 'First through the Magic Kingdom gates most mornings. Seven Dwarfs Mine Train before 8:05 or it did not happen.',
    joinedDaysAgo: 401,
  },
  {
    username: 'dole_whip_dan',
    firstName: 'Daniel',
    lastName: 'Okafor',
    bio: 'Will cross Adventureland for a Dole Whip float. Enchanted Tiki Room apologist.',
    joinedDaysAgo: 388,
  },
  {
    username: 'epcot_explorer',
    firstName: 'Priya',
    lastName: 'Raman',
    bio: 'World Showcase completionist. I rank every Food & Wine Festival booth each autumn.',
    joinedDaysAgo: 376,
  },
  {
    username: 'haunted_hannah',
    firstName: 'Hannah',
    lastName: 'Kowalski',
    bio: 'There are 999 happy haunts and I have met most of them. Haunted Mansion trivia on request.',
    joinedDaysAgo: 350,
  },
  {
    username: 'monorail_mike',
    firstName: 'Michael',
    lastName: 'Chen',
    bio: 'Resort hopper by monorail. The Contemporary A-frame at sunset is my happy place.',
    joinedDaysAgo: 333,
  },
  {
    username: 'pixie_dust_paula',
    firstName: 'Paula',
    lastName: 'Jensen',
    bio: 'Planning trips for a family of five since 2015. Spreadsheets are my pixie dust.',
    joinedDaysAgo: 320,
  },
  {
    username: 'batuu_gabe',
    firstName: 'Gabriel',
    lastName: 'Moreau',
    bio: "Galaxy's Edge local. Rise of the Resistance in the first boarding group. Blue milk over green, always.",
    joinedDaysAgo: 301,
  },
  {
    username: 'bayou_keisha',
    firstName: 'Keisha',
    lastName: 'Thomas',
    bio: "Tiana's Bayou Adventure superfan. Beignets first, then the big drop.",
    joinedDaysAgo: 287,
  },
  {
    username: 'figment_fan',
    firstName: 'Oliver',
    lastName: 'Brandt',
    bio: 'One little spark! Imagination pavilion historian and collector of old Epcot maps.',
    joinedDaysAgo: 270,
  },
  {
    username: 'snackquest_sam',
    firstName: 'Samantha',
    lastName: 'Reyes',
    bio: 'Reviewing every snack cart in all four parks, one churro at a time.',
    joinedDaysAgo: 255,
  },
  {
    username: 'lightning_lou',
    firstName: 'Louis',
    lastName: 'Fischer',
    bio: 'I do the Lightning Lane maths so you do not have to. Park-hopping after 2 p.m. strategist.',
    joinedDaysAgo: 240,
  },
  {
    username: 'safari_ana',
    firstName: 'Ana',
    lastName: 'Souza',
    bio: 'Kilimanjaro Safaris at opening for the best sightings. Tree of Life carving spotter.',
    joinedDaysAgo: 222,
  },
  {
    username: 'fireworks_felix',
    firstName: 'Felix',
    lastName: 'Wagner',
    bio: 'Photographer chasing the perfect Happily Ever After shot. Tripod etiquette advocate.',
    joinedDaysAgo: 207,
  },
  {
    username: 'princess_pia',
    firstName: 'Pia',
    lastName: 'Lindqvist',
    bio: "Character dining reviewer and Cinderella's Royal Table regular, with two little princesses in tow.",
    joinedDaysAgo: 190,
  },
  {
    username: 'tower_hank',
    firstName: 'Henry',
    lastName: 'Walsh',
    bio: 'Thirteen stories of joy. Hollywood Studios every Tuesday; Tower of Terror twice before lunch.',
    joinedDaysAgo: 174,
  },
  {
    username: 'resort_rachel',
    firstName: 'Rachel',
    lastName: 'Nguyen',
    bio: 'Deluxe resort reviewer. Wilderness Lodge has the best lobby and I will die on this hill.',
    joinedDaysAgo: 160,
  },
  {
    username: 'vlog_with_vince',
    firstName: 'Vincent',
    lastName: 'Okoye',
    bio: 'Weekly park vlogs: crowd reports, ride-through POVs and honest food takes.',
    joinedDaysAgo: 141,
  },
  {
    username: 'budget_bella',
    firstName: 'Isabella',
    lastName: 'Costa',
    bio: 'Disney on a budget: value resorts, refillable mugs and the best free fun in the World.',
    joinedDaysAgo: 128,
  },
  {
    username: 'runDisney_rob',
    firstName: 'Robert',
    lastName: 'Hughes',
    bio: 'runDisney medal collector. Princess Half Marathon weekend is my favourite week of the year.',
    joinedDaysAgo: 110,
  },
  {
    username: 'spaceship_sue',
    firstName: 'Susan',
    lastName: 'Patel',
    bio: 'Spaceship Earth narration connoisseur and Festival of the Arts sketcher.',
    joinedDaysAgo: 93,
  },
  {
    username: 'pirate_pete',
    firstName: 'Peter',
    lastName: 'Doyle',
    bio: 'Yo ho! I notice every new detail in the Pirates of the Caribbean queue.',
    joinedDaysAgo: 71,
  },
  {
    username: 'grandma_joy',
    firstName: 'Joy',
    lastName: 'Simmons',
    bio: 'Taking the grandkids since 1994. Memory maker, Mickey bar eater, bench sitter.',
    joinedDaysAgo: 45,
  },
  {
    username: 'lightcycle_tara',
    firstName: 'Tara',
    lastName: 'Mitchell',
    bio: 'TRON Lightcycle Run regular. Virtual queue at 7:00:00 sharp, every single time.',
    joinedDaysAgo: 12,
  },
];

type NotificationType = (typeof notificationTypes)[number];

/** One notification of the demo: who gets it, who caused it, and when. */
export interface DemoNotification {
  /** Stable key, so the row keeps the same id across runs. */
  key: string;
  recipient: string;
  /** Null means the actor is unknown (shown as 'Someone'). */
  actor: string | null;
  type: NotificationType;
  hoursAgo: number;
  isRead: boolean;
}

const types: readonly NotificationType[] = [
  'like',
  'follow',
  'comment',
  'message',
  'like',
  'other',
];

/**
 * The admin's inbox is written by hand (more than 10 unread, every type, one without an
 * actor); everyone else gets a few notifications from neighbours in the list, the older
 * ones read.
 */
function buildDemoNotifications(): DemoNotification[] {
  const adminInbox: [actor: string | null, NotificationType, hoursAgo: number, isRead: boolean][] =
    [
      ['ropedrop_rita', 'like', 1, false],
      ['epcot_explorer', 'comment', 2, false],
      ['batuu_gabe', 'follow', 3, false],
      ['vlog_with_vince', 'message', 4, false],
      ['snackquest_sam', 'like', 6, false],
      ['haunted_hannah', 'like', 8, false],
      ['lightcycle_tara', 'follow', 9, false],
      ['grandma_joy', 'comment', 11, false],
      ['pirate_pete', 'message', 14, false],
      [null, 'other', 20, false],
      ['fireworks_felix', 'like', 26, false],
      ['resort_rachel', 'follow', 30, false],
      ['dole_whip_dan', 'comment', 50, true],
      ['monorail_mike', 'like', 75, true],
      ['princess_pia', 'message', 120, true],
    ];
  const admin = adminInbox.map(([actor, type, hoursAgo, isRead], index): DemoNotification => ({
    key: `admin:${index}`,
    recipient: DEMO_ADMIN_USERNAME,
    actor,
    type,
    hoursAgo,
    isRead,
  }));

  const others: DemoNotification[] = [];
  const offsets = [1, 5, 11, 3, 7];
  demoMembers.forEach((member, memberIndex) => {
    if (member.username === DEMO_ADMIN_USERNAME) return;
    const count = 2 + (memberIndex % 4);
    for (let n = 0; n < count; n += 1) {
      const offset = offsets[n % offsets.length] ?? 1;
      const actor = demoMembers[(memberIndex + offset) % demoMembers.length];
      if (!actor) continue;
      others.push({
        key: `${member.username}:${n}`,
        recipient: member.username,
        actor: actor.username,
        type: types[(memberIndex + n) % types.length] ?? 'like',
        hoursAgo: 2 + n * 17 + memberIndex,
        isRead: n >= 2,
      });
    }
  });
  return [...admin, ...others];
}

/** Every notification of the demo community. */
export const demoNotifications: readonly DemoNotification[] = buildDemoNotifications();
