import { describe, expect, it } from 'vitest';
import { parkRestaurants, type CatalogueRestaurant } from './restaurants';

/** Lower case, accents dropped, only letters and digits kept: "Crêpes des Chefs" → "crepesdeschefs". */
const nameKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const byArea = (area: CatalogueRestaurant['area']) =>
  parkRestaurants.filter((r) => r.area === area);

describe('parkRestaurants', () => {
  it('lists at least 200 restaurants', () => {
    expect(parkRestaurants.length).toBeGreaterThanOrEqual(200);
  });

  it('has no two names that differ only in case, accents or punctuation', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const { name } of parkRestaurants) {
      const key = nameKey(name);
      const earlier = seen.get(key);
      if (earlier !== undefined) clashes.push(`${earlier} / ${name}`);
      seen.set(key, name);
    }
    expect(clashes).toEqual([]);
  });

  it('fills every field and keeps descriptions between 40 and 300 characters', () => {
    for (const r of parkRestaurants) {
      for (const field of [
        'name',
        'area',
        'location',
        'service',
        'cuisine',
        'priceRange',
      ] as const) {
        expect(r[field].trim(), `${r.name}: ${field}`).not.toBe('');
      }
      expect(r.name, 'name has no stray spaces').toBe(r.name.trim());
      expect(typeof r.characterDining).toBe('boolean');
      expect(r.description.length, r.name).toBeGreaterThanOrEqual(40);
      expect(r.description.length, r.name).toBeLessThanOrEqual(300);
    }
  });

  it.each([
    'Magic Kingdom',
    'EPCOT',
    "Disney's Hollywood Studios",
    "Disney's Animal Kingdom",
    'Disney Springs',
  ] as const)('has table-service and quick-service places in %s', (area) => {
    const services = new Set(byArea(area).map((r) => r.service));
    expect(services).toEqual(new Set(['Table service', 'Quick service']));
  });

  it('names Disney Springs places by their district', () => {
    const districts = new Set(['Marketplace', 'The Landing', 'Town Center', 'West Side']);
    const outside = byArea('Disney Springs').filter((r) => !districts.has(r.location));
    expect(outside.map((r) => r.name)).toEqual([]);
  });

  it('spells the restaurants of the guide the way the guide does', () => {
    const names = new Set(parkRestaurants.map((r) => r.name));
    for (const name of [
      "Cinderella's Royal Table",
      'Space 220 Restaurant',
      "Topolino's Terrace",
      "Victoria & Albert's",
      'Be Our Guest Restaurant',
      "Chef Mickey's",
      "'Ohana",
      'Jiko - The Cooking Place',
      'Tusker House Restaurant',
    ]) {
      expect(names.has(name), name).toBe(true);
    }
  });

  it('marks the well-known character meals as character dining', () => {
    const characterMeals = parkRestaurants.filter((r) => r.characterDining).map((r) => r.name);
    expect(characterMeals).toEqual(
      expect.arrayContaining([
        "Chef Mickey's",
        "Cinderella's Royal Table",
        'Akershus Royal Banquet Hall',
        'Hollywood & Vine',
        'Tusker House Restaurant',
        'Garden Grill Restaurant',
        'The Crystal Palace',
        "'Ohana",
        '1900 Park Fare',
        "Topolino's Terrace",
        'Storybook Dining at Artist Point with Snow White',
      ]),
    );
    expect(parkRestaurants.find((r) => r.name === 'Be Our Guest Restaurant')?.characterDining).toBe(
      false,
    );
  });
});
