import { tripPagePath } from '../../../common/features/trips/trip-limits';
import type { Trip, TripDayItem, TripPage } from '../../../common/features/trips/trips.contract';
import { tripDatesText, tripDayLabel } from '../../../web/ssr/render-trip-pages';

const DESCRIPTION_MAX = 160;

/** The text cut to the length a page description may have, on a word. */
function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The parks of the trip's days, each once, in the order they are visited. */
const parksOf = (trip: Trip) => [
  ...new Set(trip.days.flatMap((day) => (day.park ? [day.park] : []))),
];

/**
 * The page's description: the trip's notes, or what it is (its length, dates, parks and
 * resort); 160 characters at most. Nothing of the party (no names, ages or heights).
 */
export function tripDescription(trip: Trip): string {
  if (trip.notes.trim()) return clip(trip.notes);
  const kind = trip.visibility === 'public' ? 'trip report' : 'trip';
  const parks = parksOf(trip);
  const stay = trip.resort ? `, staying at ${trip.resort.name}` : '';
  return clip(
    `A ${trip.days.length}-day Walt Disney World ${kind}, ${tripDatesText(trip)}${
      parks.length > 0 ? `: ${parks.join(', ')}` : ''
    }${stay}. By ${trip.owner.username}.`,
  );
}

/** A plan of a day as a schema.org place, inside its park when it has one. */
function placeOf(item: TripDayItem) {
  return {
    '@type': item.kind === 'dining' ? 'FoodEstablishment' : 'TouristAttraction',
    name: item.name,
    ...(item.park ? { containedInPlace: { '@type': 'AmusementPark', name: item.park } } : {}),
  };
}

/**
 * JSON-LD `Trip` of schema.org: the trip's name, description and address, and its
 * `itinerary`, an `ItemList` of the days' places in order (each day's park when it has no
 * plans, else its plans, each named with its day). No dates as `departureTime`/`arrivalTime`
 * (those take a time of day); the days' names carry them. Nothing of the party.
 */
export function tripStructuredData(siteUrl: string, trip: Trip) {
  const stops = trip.days.flatMap((day) => {
    const label = tripDayLabel(day.dayNumber, day.date);
    if (day.items.length > 0) {
      return day.items.map((item) => ({ name: `${label}: ${item.name}`, item: placeOf(item) }));
    }
    return day.park
      ? [{ name: `${label}: ${day.park}`, item: { '@type': 'AmusementPark', name: day.park } }]
      : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Trip',
    name: trip.name,
    description: tripDescription(trip),
    url: `${siteUrl}${tripPagePath(trip.id)}`,
    itinerary: {
      '@type': 'ItemList',
      numberOfItems: stops.length,
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      itemListElement: stops.map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: stop.name,
        item: stop.item,
      })),
    },
  };
}

/** JSON-LD `ItemList` of `/trips`: the first page of public trip reports, newest first. */
export function tripReportsStructuredData(siteUrl: string, page: TripPage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: 'Trip reports',
    url: `${siteUrl}/trips`,
    numberOfItems: page.items.length,
    itemListElement: page.items.map((trip, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: trip.name,
      url: `${siteUrl}${tripPagePath(trip.id)}`,
    })),
  };
}
