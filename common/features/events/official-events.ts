import type { EventType } from './event-limits';
import type { SeasonRule } from './event-seasons';
import type { Park } from '../parks';

/**
 * The spec's six sample events (§3), as events of the site: stable ids, so the `/disney-events`
 * guide links to them and seeding at start-up finds them again. Each recurs every year: its
 * `season` is the rule of its real season (park-local days and times), from which the server
 * keeps the row on the season in progress or the next one
 * (`server/features/events/official-events.seed.ts`). Names match the guide's event cards,
 * which link here by name.
 */
export interface OfficialEvent {
  id: string;
  /** The guide card's name. */
  title: string;
  type: EventType;
  park: Park | null;
  location: string;
  /** Its yearly season (a rule; the dates of a year are computed, or entered by staff). */
  season: SeasonRule;
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
    season: {
      // The last Thursday of August to the Saturday before Thanksgiving week.
      start: { month: 8, day: 25, weekday: 4, time: '11:00' },
      end: { month: 11, day: 17, weekday: 6, time: '21:00' },
    },
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
    season: {
      // Select nights from the first Friday on or after 2 November to a Friday just before Christmas week.
      start: { month: 11, day: 2, weekday: 5, time: '19:00' },
      end: { month: 12, day: 14, weekday: 5, time: '23:59' },
      selectNights: true,
    },
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
    season: {
      // The day after Thanksgiving (the fourth Thursday of November) to 30 December.
      start: { month: 11, day: 22, weekday: 4, offsetDays: 1, time: '11:00' },
      end: { month: 12, day: 30, time: '21:00' },
    },
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
    season: {
      // Select nights from the second weekend of November to a Friday just before Christmas week.
      start: { month: 11, day: 8, weekday: 6, time: '20:30' },
      end: { month: 12, day: 14, weekday: 5, time: '23:59' },
      selectNights: true,
    },
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
    season: {
      // Mid-January (a Friday) to late February (a Monday).
      start: { month: 1, day: 13, weekday: 5, time: '11:00' },
      end: { month: 2, day: 18, weekday: 1, time: '21:00' },
    },
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
    season: {
      // The race weekend: Thursday to the last Sunday of February (or the first of March).
      start: { month: 2, day: 24, weekday: 0, offsetDays: -3, time: '05:00' },
      end: { month: 2, day: 24, weekday: 0, time: '12:00' },
    },
    ticketRequired: true,
    ticketNotes:
      'Race registration through runDisney, about $120-$340 per race; races sell out early.',
    description:
      'A weekend of races for every pace: a 5K, a 10K and the half marathon, whose course loops through EPCOT and down Main Street U.S.A. Runners dress as their favourite princesses, characters wait at photo stops along the way, and finishers get a medal at the line. Plan for very early starts and cool mornings.',
  },
];
