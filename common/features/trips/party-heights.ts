import type { TripHeightUnit } from './trip-limits';

/**
 * A party member's height (issue 29): kept in centimetres and shown in each member's own unit
 * (`tripHeightUnits`); these helpers are the only place the two are converted. The age bands and
 * units themselves are in `trip-limits.ts`.
 */

export type HeightUnit = TripHeightUnit;

const CM_PER_INCH = 2.54;

export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

export function cmToInches(cm: number): number {
  return cm / CM_PER_INCH;
}

/** A height in the unit given: '102 cm' (whole centimetres), '40 in' or '39.5 in' (half inches). */
export function formatHeight(cm: number, unit: HeightUnit): string {
  if (unit === 'cm') return `${Math.round(cm)} cm`;
  return `${Math.round(cmToInches(cm) * 2) / 2} in`;
}

/** A height as a member typed it, to centimetres (what is stored). */
export function heightToCm(value: number, unit: HeightUnit): number {
  return unit === 'cm' ? value : inchesToCm(value);
}
