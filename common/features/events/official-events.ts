import type { EventType } from './event-limits';
import type { Park } from '../parks';

/**
 * The spec's six sample events (§3), as events of the site: stable ids, so the `/disney-events`
 * guide links to them and seeding at start-up finds them again. Times are park-local; names
 * match the guide's event cards, which link here by name.
 */
export interface OfficialEvent {
  id: string;
  /** The guide card's name. */
  title: string;
  type: EventType;
  park: Park | null;
  location: string;
  startsAt: string;
  endsAt: string;
  ticketRequired: boolean;
  ticketNotes: string;
  description: string;
}

/** The site's own account, which organizes the official events (an admin that cannot sign in). */
export const SITE_ACCOUNT = {
  id: '00000000-0000-4000-8000-00000000517e',
  username: 'magic_community_team',
  displayName: 'Magic Community Team',
  email: 'team@magic-community.invalid',
} as const;

/** The page of the official event with the guide card's `name`, or null when there is none. */
export function officialEventPath(name: string): string | null {
  const event = officialEvents.find((candidate) => candidate.title === name);
  return event ? `/event/${event.id}` : null;
}

export const officialEvents: readonly OfficialEvent[] = [
  {
    id: '00000000-0000-4000-8000-0000000e0001',
    title: 'EPCOT International Food & Wine Festival',
    type: 'festival',
    park: 'EPCOT',
    location: 'Global Marketplace booths around World Showcase, EPCOT',
    startsAt: '2024-08-29T11:00',
    endsAt: '2024-11-23T21:00',
    ticketRequired: false,
    ticketNotes: 'Included with EPCOT admission; each booth dish and drink is paid for separately.',
    description:
      'EPCOT’s longest festival turns the World Showcase promenade into a tasting trail. Around two dozen marketplace booths serve small plates and drinks from many countries, chefs give demonstrations, and the Eat to the Beat concerts fill the America Gardens Theatre in the evenings. Pace yourself: pick a few booths per visit, share plates, and come on a weekday if you can.',
  },
  {
    id: '00000000-0000-4000-8000-0000000e0002',
    title: "Mickey's Very Merry Christmas Party",
    type: 'holiday_party',
    park: 'Magic Kingdom',
    location: 'Magic Kingdom, select nights from 7 pm to midnight',
    startsAt: '2024-11-08T19:00',
    endsAt: '2024-12-20T23:59',
    ticketRequired: true,
    ticketNotes:
      'A separate party ticket for one night, about $109-$199 per person; nights sell out.',
    description:
      'On select evenings Magic Kingdom closes to day guests and reopens as a Christmas party: the Once Upon a Christmastime Parade, a holiday fireworks show over Cinderella Castle, snow on Main Street U.S.A., cookies and cocoa along the way, and characters in their winter outfits. Many rides stay open with shorter lines once the parade starts.',
  },
  {
    id: '00000000-0000-4000-8000-0000000e0003',
    title: 'EPCOT International Festival of the Holidays',
    type: 'festival',
    park: 'EPCOT',
    location: 'Holiday Kitchens and storytellers around World Showcase, EPCOT',
    startsAt: '2024-11-29T11:00',
    endsAt: '2024-12-30T21:00',
    ticketRequired: false,
    ticketNotes:
      'Included with EPCOT admission; Candlelight Processional dining packages cost extra.',
    description:
      'World Showcase dresses for the season: Holiday Kitchens serve festive dishes from around the globe, storytellers in each pavilion share how their countries celebrate, and the Candlelight Processional retells the Christmas story with a guest narrator, a choir and a full orchestra at the America Gardens Theatre.',
  },
  {
    id: '00000000-0000-4000-8000-0000000e0004',
    title: "Disney Jollywood Nights at Disney's Hollywood Studios",
    type: 'holiday_party',
    park: 'Hollywood Studios',
    location: "Disney's Hollywood Studios, select nights from 8:30 pm to 12:30 am",
    startsAt: '2024-11-09T20:30',
    endsAt: '2024-12-20T23:59',
    ticketRequired: true,
    ticketNotes:
      'A separate ticket for one night; it does not include park admission earlier that day.',
    description:
      'A holiday night in the style of 1940s Hollywood: swing bands on Sunset Boulevard, the Disney Holidays in Hollywood stage show, characters dressed for a night on the town, and Echo Lake glowing with lights. It suits adults and families who would rather dance and watch shows than ride.',
  },
  {
    id: '00000000-0000-4000-8000-0000000e0005',
    title: 'EPCOT International Festival of the Arts',
    type: 'festival',
    park: 'EPCOT',
    location: 'Food Studios and galleries around World Showcase, EPCOT',
    startsAt: '2025-01-17T11:00',
    endsAt: '2025-02-24T21:00',
    ticketRequired: false,
    ticketNotes: 'Included with EPCOT admission; food studio dishes are paid for separately.',
    description:
      'The calmest of EPCOT’s festivals celebrates visual, culinary and performing arts. Food Studios plate dishes to look like works of art, the Disney on Broadway concerts bring stage performers to the America Gardens Theatre, and a giant paint-by-number mural is filled in by guests over the weeks.',
  },
  {
    id: '00000000-0000-4000-8000-0000000e0006',
    title: 'Disney Princess Half Marathon Weekend',
    type: 'rundisney',
    park: 'Resort',
    location: 'Starts and finishes near EPCOT; courses run through EPCOT and Magic Kingdom',
    startsAt: '2025-02-27T05:00',
    endsAt: '2025-03-02T12:00',
    ticketRequired: true,
    ticketNotes:
      'Race registration through runDisney, about $120-$340 per race; races sell out early.',
    description:
      'A weekend of races for every pace: a 5K, a 10K and the half marathon, whose course loops through EPCOT and down Main Street U.S.A. Runners dress as their favourite princesses, characters wait at photo stops along the way, and finishers get a medal at the line. Plan for very early starts and cool mornings.',
  },
];
