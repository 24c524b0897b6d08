/**
 * Every resort hotel Disney runs at Walt Disney World in 2026, with its tier, area and how guests
 * reach the parks. Written by us as plain facts; the names are spelled as the hotels guide
 * (`common/features/guides/content/hotels.guide.ts`) spells the ones it lists, so their catalogue
 * slugs stay the same. The guide treats the Yacht Club and the Beach Club, which share one pool
 * and one lakeside building, as one entry; so does this list (the Beach Club Villas, a separate
 * Disney Vacation Club building, are their own entry).
 */

/** Disney's price tiers of its own hotels. */
export const resortTiers = ['Value', 'Moderate', 'Deluxe', 'Deluxe Villa', 'Campground'] as const;
export type ResortTier = (typeof resortTiers)[number];

/** The part of the property a resort is in (the nearest park, or the Skyliner's line). */
export const resortAreas = [
  'Magic Kingdom area',
  'EPCOT area',
  'Skyliner area',
  'Animal Kingdom area',
  'Disney Springs area',
] as const;
export type ResortArea = (typeof resortAreas)[number];

export interface CatalogueResort {
  name: string;
  tier: ResortTier;
  area: ResortArea;
  /** How guests reach the parks and Disney Springs. */
  transport: string;
  description: string;
}

const BUSES = 'Buses to all four parks and Disney Springs';
const MONORAIL_LOOP =
  'Resort monorail and boat to Magic Kingdom; change at the Ticket and Transportation Center for the EPCOT monorail; buses elsewhere';
const CRESCENT_LAKE =
  'Walk or boat to EPCOT’s International Gateway and to Hollywood Studios; buses to Magic Kingdom and Animal Kingdom';

/** The resort hotels, tier by tier. */
export const parkResorts: readonly CatalogueResort[] = [
  {
    name: 'Disney’s All-Star Movies Resort',
    tier: 'Value',
    area: 'Animal Kingdom area',
    transport: BUSES,
    description:
      'Value rooms in buildings themed to Disney films, with giant Toy Story, 101 Dalmatians and Fantasia figures outside.',
  },
  {
    name: 'Disney’s All-Star Music Resort',
    tier: 'Value',
    area: 'Animal Kingdom area',
    transport: BUSES,
    description:
      'Value rooms and family suites in buildings themed to music styles, with a guitar-shaped pool and oversized instruments.',
  },
  {
    name: 'Disney’s All-Star Sports Resort',
    tier: 'Value',
    area: 'Animal Kingdom area',
    transport: BUSES,
    description:
      'Value rooms in buildings themed to baseball, football, tennis, surfing and basketball, with giant sports icons.',
  },
  {
    name: 'Disney’s Pop Century Resort',
    tier: 'Value',
    area: 'Skyliner area',
    transport:
      'Skyliner to EPCOT and Hollywood Studios; buses to Magic Kingdom, Animal Kingdom and Disney Springs',
    description:
      'Value rooms in buildings themed to the decades from the 1950s to the 1990s, across the lake from Art of Animation.',
  },
  {
    name: 'Disney’s Art of Animation Resort',
    tier: 'Value',
    area: 'Skyliner area',
    transport: 'Skyliner (station shared with Pop Century); buses elsewhere',
    description:
      'Mostly family suites themed to Cars, Finding Nemo and The Lion King, plus Little Mermaid rooms, and the largest pool on property.',
  },
  {
    name: 'Disney’s Caribbean Beach Resort',
    tier: 'Moderate',
    area: 'Skyliner area',
    transport: 'Skyliner hub: direct gondolas to EPCOT and Hollywood Studios; buses elsewhere',
    description:
      'Colourful island villages around a large lake, with a pirate-fort pool and the Skyliner’s central station.',
  },
  {
    name: 'Disney’s Coronado Springs Resort',
    tier: 'Moderate',
    area: 'Animal Kingdom area',
    transport: 'Internal and park buses',
    description:
      'A lakeside resort in a Spanish-colonial and Mexican style, with the Gran Destino Tower, a convention centre and a Mayan pyramid pool.',
  },
  {
    name: 'Disney’s Port Orleans Resort – French Quarter',
    tier: 'Moderate',
    area: 'Disney Springs area',
    transport: 'Boat along the Sassagoula River to Disney Springs; buses to the parks',
    description:
      'The smallest Moderate resort, styled after New Orleans’ French Quarter, with a sea-serpent slide at the pool.',
  },
  {
    name: 'Disney’s Port Orleans Resort – Riverside',
    tier: 'Moderate',
    area: 'Disney Springs area',
    transport: 'Boat along the Sassagoula River to Disney Springs; buses to the parks',
    description:
      'Mansions and bayou-style buildings along the river, with rooms that sleep five and a pool on Ol’ Man Island.',
  },
  {
    name: 'Disney’s Fort Wilderness Resort & Campground',
    tier: 'Campground',
    area: 'Magic Kingdom area',
    transport: 'Boat to Magic Kingdom and Wilderness Lodge; internal buses to the park buses',
    description:
      'Tent and RV campsites in a pine and cypress forest on Bay Lake, with trails, pony rides, a campfire sing-along and the Hoop-Dee-Doo dinner show.',
  },
  {
    name: 'Disney’s Contemporary Resort',
    tier: 'Deluxe',
    area: 'Magic Kingdom area',
    transport: 'Walk to Magic Kingdom in about 10 minutes; the monorail runs through the building',
    description:
      'The A-frame tower the monorail passes through, with views of Bay Lake and Magic Kingdom and California Grill on the top floor.',
  },
  {
    name: 'Disney’s Polynesian Village Resort',
    tier: 'Deluxe',
    area: 'Magic Kingdom area',
    transport: MONORAIL_LOOP,
    description:
      'South Pacific-style longhouses on a white-sand beach across the lagoon from Cinderella Castle.',
  },
  {
    name: 'Disney’s Grand Floridian Resort & Spa',
    tier: 'Deluxe',
    area: 'Magic Kingdom area',
    transport: 'Monorail, boat or a walking path to Magic Kingdom; buses elsewhere',
    description:
      'The flagship Victorian-style hotel on the monorail loop, with a spa, a live orchestra in the lobby and Victoria & Albert’s.',
  },
  {
    name: 'Disney’s Wilderness Lodge',
    tier: 'Deluxe',
    area: 'Magic Kingdom area',
    transport: 'Boat to Magic Kingdom; buses elsewhere',
    description:
      'A lodge modelled on the great national-park hotels of the American West, with a towering lobby, a geyser and a creek-fed pool.',
  },
  {
    name: 'Disney’s Yacht Club and Beach Club Resorts',
    tier: 'Deluxe',
    area: 'EPCOT area',
    transport: CRESCENT_LAKE,
    description:
      'Two New England-style hotels on Crescent Lake that share Stormalong Bay, a sand-bottomed pool with a shipwreck slide.',
  },
  {
    name: 'Disney’s BoardWalk Inn',
    tier: 'Deluxe',
    area: 'EPCOT area',
    transport: CRESCENT_LAKE,
    description:
      'A hotel styled after an early 1900s Atlantic seaboard resort, above a boardwalk of restaurants, a dance club and street performers.',
  },
  {
    name: 'Disney’s Animal Kingdom Lodge',
    tier: 'Deluxe',
    area: 'Animal Kingdom area',
    transport: 'Buses only',
    description:
      'A lodge in the style of an African kraal whose savanna-view rooms look out on giraffes, zebras and antelope.',
  },
  {
    name: 'Disney’s Riviera Resort',
    tier: 'Deluxe Villa',
    area: 'Skyliner area',
    transport:
      'Own Skyliner station: one stop to EPCOT, change at Caribbean Beach for Hollywood Studios; buses elsewhere',
    description:
      'A Disney Vacation Club resort in the style of the French and Italian Riviera, with Topolino’s Terrace on the roof.',
  },
  {
    name: 'Bay Lake Tower at Disney’s Contemporary Resort',
    tier: 'Deluxe Villa',
    area: 'Magic Kingdom area',
    transport: 'Walk to Magic Kingdom; monorail from the connected Contemporary',
    description:
      'Disney Vacation Club villas in a curved tower beside the Contemporary, with a rooftop lounge for its guests.',
  },
  {
    name: 'Disney’s Polynesian Villas & Bungalows',
    tier: 'Deluxe Villa',
    area: 'Magic Kingdom area',
    transport: MONORAIL_LOOP,
    description:
      'Disney Vacation Club studios at the Polynesian and bungalows on stilts over the Seven Seas Lagoon.',
  },
  {
    name: 'The Villas at Disney’s Grand Floridian Resort & Spa',
    tier: 'Deluxe Villa',
    area: 'Magic Kingdom area',
    transport: 'Monorail, boat or a walking path to Magic Kingdom; buses elsewhere',
    description:
      'Disney Vacation Club villas in their own Victorian-style building next to the Grand Floridian.',
  },
  {
    name: 'Boulder Ridge Villas at Disney’s Wilderness Lodge',
    tier: 'Deluxe Villa',
    area: 'Magic Kingdom area',
    transport: 'Boat to Magic Kingdom; buses elsewhere',
    description:
      'Disney Vacation Club villas in a wing styled after railway lodges, sharing the Wilderness Lodge’s pools and restaurants.',
  },
  {
    name: 'Copper Creek Villas & Cabins at Disney’s Wilderness Lodge',
    tier: 'Deluxe Villa',
    area: 'Magic Kingdom area',
    transport: 'Boat to Magic Kingdom; buses elsewhere',
    description:
      'Disney Vacation Club villas inside the Wilderness Lodge and cabins on stilts along Bay Lake.',
  },
  {
    name: 'The Cabins at Disney’s Fort Wilderness Resort',
    tier: 'Deluxe Villa',
    area: 'Magic Kingdom area',
    transport: 'Boat to Magic Kingdom; internal buses to the park buses',
    description:
      'Disney Vacation Club log cabins for up to six among the campground’s trees, each with a kitchen and a deck.',
  },
  {
    name: 'Disney’s Beach Club Villas',
    tier: 'Deluxe Villa',
    area: 'EPCOT area',
    transport: CRESCENT_LAKE,
    description:
      'Disney Vacation Club villas in a Cape May-style building beside the Beach Club, with access to Stormalong Bay.',
  },
  {
    name: 'Disney’s BoardWalk Villas',
    tier: 'Deluxe Villa',
    area: 'EPCOT area',
    transport: CRESCENT_LAKE,
    description:
      'Disney Vacation Club villas above the BoardWalk, sharing the Inn’s pools and the promenade’s restaurants.',
  },
  {
    name: 'Disney’s Animal Kingdom Villas – Jambo House',
    tier: 'Deluxe Villa',
    area: 'Animal Kingdom area',
    transport: 'Buses only',
    description:
      'Disney Vacation Club villas in the main Animal Kingdom Lodge building, with savanna views from many rooms.',
  },
  {
    name: 'Disney’s Animal Kingdom Villas – Kidani Village',
    tier: 'Deluxe Villa',
    area: 'Animal Kingdom area',
    transport: 'Buses only',
    description:
      'Disney Vacation Club villas with their own savanna, pool and Sanaa restaurant, a short walk from the Lodge.',
  },
  {
    name: 'Disney’s Old Key West Resort',
    tier: 'Deluxe Villa',
    area: 'Disney Springs area',
    transport: 'Boat to Disney Springs; buses to the parks with several stops',
    description:
      'The first Disney Vacation Club resort, in a Key West style among golf fairways, with some of the largest villas on property.',
  },
  {
    name: 'Disney’s Saratoga Springs Resort & Spa',
    tier: 'Deluxe Villa',
    area: 'Disney Springs area',
    transport: 'Walk or boat to Disney Springs; buses to the parks with several stops',
    description:
      'Disney Vacation Club villas styled after a 19th-century upstate New York spa town, across the lake from Disney Springs.',
  },
  {
    name: 'Treehouse Villas at Disney’s Saratoga Springs Resort',
    tier: 'Deluxe Villa',
    area: 'Disney Springs area',
    transport: 'Resort buses to Saratoga Springs; park buses from there',
    description:
      'Three-bedroom Disney Vacation Club houses raised on stilts in the woods at the edge of Saratoga Springs.',
  },
];
