/**
 * The places of Walt Disney World a post can be tagged with and a member can call home
 * (zod-free, so the browser can use the list without loading zod).
 */
export const parks = [
  'Magic Kingdom',
  'EPCOT',
  'Hollywood Studios',
  'Animal Kingdom',
  'Disney Springs',
  'Typhoon Lagoon',
  'Blizzard Beach',
  'Resort',
] as const;
export type Park = (typeof parks)[number];
