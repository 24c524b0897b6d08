import { catalogueSlug } from '../reviews/review-limits';
import { parkAttractions } from '../reviews/park-catalogue/attractions';
import { parkResorts } from '../reviews/park-catalogue/resorts';
import { parkRestaurants } from '../reviews/park-catalogue/restaurants';
import type { TripDayItemKind, TripPark } from './trip-limits';

/**
 * What a trip can name from the parks catalogue (issue 29), by catalogue slug (the slugs the
 * review pages use, `/reviews/{kind}/{slug}`): the resort hotels, the attractions (with their
 * height requirement, the catalogue's one source of it) and the restaurants.
 */
export interface TripResortChoice {
  slug: string;
  name: string;
  tier: string;
}

export interface TripPlaceChoice {
  slug: string;
  name: string;
  kind: TripDayItemKind;
  /** The park it is in; null for a restaurant outside the parks (Disney Springs, a resort). */
  park: TripPark | null;
  /** Land, pavilion, resort or district. */
  location: string;
  /** Minimum height to ride in centimetres (attractions), or null. */
  heightCm: number | null;
  heightInches: number | null;
}

export const tripResortChoices: readonly TripResortChoice[] = parkResorts.map((resort) => ({
  slug: catalogueSlug(resort.name),
  name: resort.name,
  tier: resort.tier,
}));

const resortsBySlug = new Map(tripResortChoices.map((resort) => [resort.slug, resort]));

export const tripPlaceChoices: readonly TripPlaceChoice[] = [
  ...parkAttractions.map((attraction): TripPlaceChoice => ({
    slug: catalogueSlug(attraction.name),
    name: attraction.name,
    kind: 'attraction',
    park: attraction.park,
    location: attraction.land,
    heightCm: attraction.heightCm,
    heightInches: attraction.heightInches,
  })),
  ...parkRestaurants.map((restaurant): TripPlaceChoice => ({
    slug: catalogueSlug(restaurant.name),
    name: restaurant.name,
    kind: 'dining',
    park:
      restaurant.area === 'Disney Springs' || restaurant.area === 'Resort-wide'
        ? null
        : restaurant.area,
    location: restaurant.location,
    heightCm: null,
    heightInches: null,
  })),
];

const placesByKey = new Map(
  tripPlaceChoices.map((place) => [`${place.kind}:${place.slug}`, place]),
);
const placesBySlug = new Map<string, TripPlaceChoice>();
for (const place of tripPlaceChoices)
  if (!placesBySlug.has(place.slug)) placesBySlug.set(place.slug, place);

/** The resort hotel of a slug, or undefined when the catalogue has none. */
export const findTripResort = (slug: string): TripResortChoice | undefined =>
  resortsBySlug.get(slug);

/**
 * The attraction or restaurant of a slug (an attraction first when both share one), or of a
 * kind and slug; undefined when the catalogue has none.
 */
export function findTripPlace(slug: string, kind?: TripDayItemKind): TripPlaceChoice | undefined {
  return kind ? placesByKey.get(`${kind}:${slug}`) : placesBySlug.get(slug);
}
