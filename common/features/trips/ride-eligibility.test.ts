import { describe, expect, it } from 'vitest';
import { parkAttractions } from '../reviews/park-catalogue/attractions';
import { cmToInches, formatHeight, heightToCm, inchesToCm } from './party-heights';
import { RIDER_SWITCH_HINT, rideEligibility, type PartyMemberHeight } from './ride-eligibility';

const member = (
  name: string,
  heightCm: number | null,
  ageBand: PartyMemberHeight['ageBand'] = 'child',
  heightUnit: PartyMemberHeight['heightUnit'] = 'cm',
): PartyMemberHeight => ({ id: name, name, ageBand, heightCm, heightUnit });

const ride102 = { heightCm: 102, heightInches: 40 };
const names = (members: readonly PartyMemberHeight[]) => members.map((m) => m.name);

describe('rideEligibility', () => {
  it('lets someone exactly at the limit ride and says how far the others have to go', () => {
    const result = rideEligibility(
      [member('Ana', 170, 'adult'), member('Leo', 102), member('Mia', 100)],
      ride102,
    );
    expect(names(result.canRide)).toEqual(['Ana', 'Leo']);
    expect(result.tooShort.map(({ member, toGo }) => [member.name, toGo])).toEqual([
      ['Mia', '2 cm to go'],
    ]);
    expect(result.riderSwitch).toBe(true);
  });

  it('measures a member in their own unit', () => {
    const fortyInches = member('Sam', inchesToCm(40), 'child', 'in');
    const almost = member('Zoe', inchesToCm(39.2), 'child', 'in');
    const result = rideEligibility([fortyInches, almost], ride102);
    expect(names(result.canRide)).toEqual(['Sam']);
    expect(result.tooShort[0]?.toGo).toBe('1 in to go');
    // Nobody adult rides along: no Rider Switch.
    expect(result.riderSwitch).toBe(false);
  });

  it('rounds a part of a unit up', () => {
    const result = rideEligibility([member('Kai', 101.4)], ride102);
    expect(result.tooShort[0]?.toGo).toBe('1 cm to go');
  });

  it('lists members without a height apart', () => {
    const result = rideEligibility([member('Ana', 170, 'adult'), member('Tom', null)], ride102);
    expect(names(result.noHeight)).toEqual(['Tom']);
    expect(result.riderSwitch).toBe(false);
  });

  it('lets everyone ride a ride without a limit', () => {
    const party = [member('Ana', 170, 'adult'), member('Baby', null, 'toddler')];
    const result = rideEligibility(party, { heightCm: null, heightInches: null });
    expect(names(result.canRide)).toEqual(['Ana', 'Baby']);
    expect(result.noHeight).toEqual([]);
    expect(result.riderSwitch).toBe(false);
  });

  it('takes catalogue attractions as they are', () => {
    const limited = parkAttractions.find((attraction) => attraction.heightCm !== null)!;
    const result = rideEligibility([member('Ana', 200, 'adult')], limited);
    expect(names(result.canRide)).toEqual(['Ana']);
    expect(RIDER_SWITCH_HINT).toMatch(/^Rider Switch: /);
  });
});

describe('party heights', () => {
  it('converts and writes heights', () => {
    expect(cmToInches(101.6)).toBeCloseTo(40);
    expect(heightToCm(40, 'in')).toBeCloseTo(101.6);
    expect(heightToCm(102, 'cm')).toBe(102);
    expect(formatHeight(101.6, 'cm')).toBe('102 cm');
    expect(formatHeight(101.6, 'in')).toBe('40 in');
    expect(formatHeight(inchesToCm(39.5), 'in')).toBe('39.5 in');
  });
});
