import type { TripCatalogue, TripPark } from '../../../../common/features/trips/trips.contract';

export type TripPlace = TripCatalogue['places'][number];

/** The order of choices for a day: that park's attractions, its dining, then everything else. */
function rankOf(place: TripPlace, park: TripPark | null): number {
  if (park && place.park === park) return place.kind === 'attraction' ? 0 : 1;
  return place.kind === 'attraction' ? 2 : 3;
}

/** How well `name` answers the words typed: 0 it starts so, 1 it holds them all, 2 neither. */
function nameMatch(name: string, query: string, words: string[]): number {
  const lower = name.toLowerCase();
  if (query && lower.startsWith(query)) return 0;
  return words.every((word) => lower.includes(word)) ? 1 : 2;
}

/**
 * The places matching `query` (every word, in name, location or park): names that match before
 * places that match by land or park, then the day's park first (its attractions, its dining).
 */
export function placeChoices(places: TripPlace[], query: string, park: TripPark | null) {
  const typed = query.trim().toLowerCase();
  const words = typed.split(/\s+/).filter(Boolean);
  return places
    .filter((place) => {
      const text = `${place.name} ${place.location} ${place.park ?? ''}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .map((place, index) => ({
      place,
      index,
      rank: nameMatch(place.name, typed, words) * 10 + rankOf(place, park),
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.place);
}
