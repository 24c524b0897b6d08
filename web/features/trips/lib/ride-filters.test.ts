import { describe, expect, it } from 'vitest';
import type { TripRide, TripRides } from '../../../../common/features/trips/trips.contract';
import { filterRideParks, noRideFilters } from './ride-filters';

const ride = (slug: string, heightCm: number | null): TripRide => ({
  slug,
  name: slug,
  land: 'Tomorrowland',
  heightCm,
  heightInches: heightCm === null ? null : Math.round(heightCm / 2.54),
  canRide: [],
  tooShort: [],
  noHeight: [],
  riderSwitch: false,
});

const parks: TripRides['parks'] = [
  {
    park: 'Magic Kingdom',
    planned: true,
    attractions: [ride('space', 112), ride('carousel', null)],
  },
  { park: 'EPCOT', planned: false, attractions: [ride('spaceship-earth', null)] },
];

describe('filterRideParks', () => {
  it('keeps everything without filters', () => {
    expect(filterRideParks(parks, noRideFilters)).toEqual(parks);
  });

  it('keeps only rides with a limit and drops parks left empty', () => {
    const kept = filterRideParks(parks, { limitedOnly: true, park: null });
    expect(kept.map((section) => section.park)).toEqual(['Magic Kingdom']);
    expect(kept[0]!.attractions.map((attraction) => attraction.slug)).toEqual(['space']);
  });

  it('keeps one park', () => {
    const kept = filterRideParks(parks, { limitedOnly: false, park: 'EPCOT' });
    expect(kept.map((section) => section.park)).toEqual(['EPCOT']);
  });
});
