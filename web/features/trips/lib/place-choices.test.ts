import { describe, expect, it } from 'vitest';
import { tripPlaceChoices } from '../../../../common/features/trips/trip-catalogue';
import { placeChoices } from './place-choices';

const places = [...tripPlaceChoices];

describe('placeChoices', () => {
  it("puts the day's park first: its attractions, then its dining", () => {
    const choices = placeChoices(places, '', 'EPCOT');
    const firstOther = choices.findIndex((place) => place.park !== 'EPCOT');
    expect(firstOther).toBeGreaterThan(0);
    expect(choices.slice(0, firstOther).every((place) => place.park === 'EPCOT')).toBe(true);
    const firstDining = choices.findIndex((place) => place.kind === 'dining');
    expect(choices.slice(0, firstDining).every((place) => place.kind === 'attraction')).toBe(true);
  });

  it('ranks names that match before places that match by land', () => {
    const [first] = placeChoices(places, 'be our', 'Magic Kingdom');
    expect(first?.name).toBe('Be Our Guest Restaurant');
  });

  it('needs every word typed, in any letter case', () => {
    const choices = placeChoices(places, 'HAUNTED mansion', null);
    expect(choices.map((place) => place.name)).toEqual(['Haunted Mansion']);
    expect(placeChoices(places, 'zzzz', null)).toEqual([]);
  });
});
