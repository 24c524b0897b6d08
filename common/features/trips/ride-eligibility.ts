import type { CatalogueAttraction } from '../reviews/park-catalogue/attractions';
import { cmToInches, type HeightUnit } from './party-heights';
import type { TripAgeBand } from './trip-limits';

/**
 * Who in a trip's party can ride an attraction (issue 29), from the catalogue's height limit.
 * A member is measured in their own unit: someone given as 40 in rides a 40 in (102 cm) ride,
 * someone given as 101 cm does not. Exactly at the limit rides.
 */

export interface PartyMemberHeight {
  id: string;
  name: string;
  ageBand: TripAgeBand;
  /** Null when the planners gave no height. */
  heightCm: number | null;
  /** The unit the member's height is shown (and compared) in; centimetres when not given. */
  heightUnit?: HeightUnit;
}

export type AttractionHeight = Pick<CatalogueAttraction, 'heightCm'> &
  Partial<Pick<CatalogueAttraction, 'heightInches'>>;

export interface TooShort<Member extends PartyMemberHeight> {
  member: Member;
  /** '2 cm to go', '1 in to go' (rounded up to a whole unit). */
  toGo: string;
}

export interface RideEligibility<Member extends PartyMemberHeight> {
  canRide: Member[];
  tooShort: TooShort<Member>[];
  /** Members without a height, for a ride with a limit (nobody when the ride has none). */
  noHeight: Member[];
  /** Someone must sit out and an adult can ride: show `RIDER_SWITCH_HINT`. */
  riderSwitch: boolean;
}

export const RIDER_SWITCH_HINT =
  'Rider Switch: one adult waits with the little ones while the others ride, then swaps without queuing again.';

/** Tenths, so a height stored from inches (101.6 cm) is compared without float noise. */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** How far below the limit a member is, in their unit, or 0 when they can ride. */
function shortfall(heightCm: number, unit: HeightUnit, attraction: AttractionHeight): number {
  if (unit === 'in' && attraction.heightInches != null) {
    return Math.max(0, tenths(attraction.heightInches - cmToInches(heightCm)));
  }
  return Math.max(0, tenths(attraction.heightCm! - heightCm));
}

export function rideEligibility<Member extends PartyMemberHeight>(
  party: readonly Member[],
  attraction: AttractionHeight,
): RideEligibility<Member> {
  if (attraction.heightCm === null) {
    return { canRide: [...party], tooShort: [], noHeight: [], riderSwitch: false };
  }
  const result: RideEligibility<Member> = {
    canRide: [],
    tooShort: [],
    noHeight: [],
    riderSwitch: false,
  };
  for (const member of party) {
    if (member.heightCm === null) {
      result.noHeight.push(member);
      continue;
    }
    const unit = member.heightUnit ?? 'cm';
    const short = shortfall(member.heightCm, unit, attraction);
    if (short === 0) result.canRide.push(member);
    else result.tooShort.push({ member, toGo: `${Math.ceil(short)} ${unit} to go` });
  }
  // Only a known height below the limit counts: a member without one is asked for it instead.
  result.riderSwitch =
    result.tooShort.length > 0 && result.canRide.some((member) => member.ageBand === 'adult');
  return result;
}
