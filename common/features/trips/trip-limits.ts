/**
 * Trips (issue 29): the limits, choices and texts of a trip, without zod, so pages can use them
 * without loading it. The contract (`trips.contract.ts`) builds its schemas from these.
 */

/** Longest trip name, notes, and party member's name. */
export const TRIP_NAME_MAX = 80;
export const TRIP_NOTES_MAX = 4000;
export const TRIP_PERSON_NAME_MAX = 60;

/** Longest stay a trip plans (nights + 1 days). */
export const TRIP_MAX_DAYS = 30;
/** Most trips one member keeps (owned; co-planned ones do not count). */
export const TRIPS_PER_MEMBER_MAX = 100;
/** Most people in a party, co-planners on a trip, and plans (attractions, dining) of one day. */
export const TRIP_PARTY_MAX = 20;
export const TRIP_PLANNERS_MAX = 10;
export const TRIP_DAY_ITEMS_MAX = 30;

/** Heights a party member may be given, in centimetres (about 1 ft 8 in to 8 ft 2 in). */
export const TRIP_HEIGHT_CM_MIN = 50;
export const TRIP_HEIGHT_CM_MAX = 250;

/** Public trip reports per page (`GET /api/trips`). */
export const TRIPS_PAGE_SIZE = { default: 12, max: 50 } as const;

/** Trips a member may create a day, and changes (of any of their trips) an hour. */
export const TRIPS_CREATE_RATE_LIMIT = { max: 20, windowSeconds: 24 * 60 * 60 } as const;
export const TRIPS_EDIT_RATE_LIMIT = { max: 600, windowSeconds: 60 * 60 } as const;
export const TRIPS_CREATE_LIMIT_MESSAGE =
  'You have created a lot of trips today. Try again tomorrow.';
export const TRIPS_EDIT_LIMIT_MESSAGE =
  'You have made a lot of changes. Try again in a few minutes.';

/**
 * Who sees a trip: its planners only (the default); anyone with the link, read-only and without
 * heights or the names of children; or everyone, as a public trip report.
 */
export const tripVisibilities = ['private', 'unlisted', 'public'] as const;
export type TripVisibility = (typeof tripVisibilities)[number];
export const tripVisibilityLabels: Record<TripVisibility, string> = {
  private: 'Private — only the people planning it',
  unlisted: 'Share link — anyone with the link can read it',
  public: 'Public trip report',
};

/** A co-planner's role: planners change the trip, viewers read it (heights included). */
export const tripPlannerRoles = ['planner', 'viewer'] as const;
export type TripPlannerRole = (typeof tripPlannerRoles)[number];
export const tripPlannerRoleLabels: Record<TripPlannerRole, string> = {
  planner: 'Can edit',
  viewer: 'Can view',
};

/** The viewer's part in a trip (null: someone reading a shared or public trip). */
export type TripRole = 'owner' | TripPlannerRole;

/**
 * A party member's age band, in Disney's ticket ages (children's tickets are for ages 3 to 9;
 * from 10, a guest pays the adult price). Everyone but adults is a minor, whose name a shared
 * or public trip never shows.
 */
export const tripAgeBands = ['adult', 'teen', 'child', 'toddler'] as const;
export type TripAgeBand = (typeof tripAgeBands)[number];
export const tripAgeBandLabels: Record<TripAgeBand, string> = {
  adult: 'Adult (18+)',
  teen: 'Teen (10–17)',
  child: 'Child (3–9)',
  toddler: 'Under 3',
};
export const isMinor = (band: TripAgeBand): boolean => band !== 'adult';

/** How a party member's height is shown and entered. */
export const tripHeightUnits = ['cm', 'in'] as const;
export type TripHeightUnit = (typeof tripHeightUnits)[number];

/** The parks a day of a trip can be spent in (null in a day's plan: a rest day). */
export const tripParks = [
  'Magic Kingdom',
  'EPCOT',
  "Disney's Hollywood Studios",
  "Disney's Animal Kingdom",
] as const;
export type TripPark = (typeof tripParks)[number];
export const tripParkShortNames: Record<TripPark, string> = {
  'Magic Kingdom': 'Magic Kingdom',
  EPCOT: 'EPCOT',
  "Disney's Hollywood Studios": 'Hollywood Studios',
  "Disney's Animal Kingdom": 'Animal Kingdom',
};

/** What a day's plan can hold: an attraction or a restaurant of the catalogue. */
export const tripDayItemKinds = ['attraction', 'dining'] as const;
export type TripDayItemKind = (typeof tripDayItemKinds)[number];

export const TRIP_NOT_FOUND_MESSAGE = 'This trip does not exist or you cannot see it.';
export const TRIP_PLANNERS_ONLY_MESSAGE = 'Only the people planning this trip can change it.';
export const TRIP_OWNER_ONLY_MESSAGE = 'Only the member who created this trip can do that.';
export const TRIP_HEIGHTS_PLANNERS_ONLY_MESSAGE =
  'Only the people planning this trip can see who can ride what.';
export const TRIP_DAY_NOT_FOUND_MESSAGE = 'This trip has no such day.';
export const TRIP_ITEM_NOT_FOUND_MESSAGE = 'This plan is no longer on the trip.';
export const TRIP_PERSON_NOT_FOUND_MESSAGE = 'This person is no longer in the party.';
export const TRIP_PLANNER_NOT_FOUND_MESSAGE = 'This member is not planning this trip.';
export const TRIP_TOO_LONG_MESSAGE = `A trip can be at most ${TRIP_MAX_DAYS} days long`;
export const TRIP_DATES_ORDER_MESSAGE = 'The trip cannot end before it starts';
export const TRIPS_TOO_MANY_MESSAGE = `You can keep up to ${TRIPS_PER_MEMBER_MAX} trips. Delete an old one to plan a new one.`;
export const TRIP_PARTY_FULL_MESSAGE = `A party can have up to ${TRIP_PARTY_MAX} people.`;
export const TRIP_PLANNERS_FULL_MESSAGE = `A trip can have up to ${TRIP_PLANNERS_MAX} co-planners.`;
export const TRIP_DAY_FULL_MESSAGE = `A day can hold up to ${TRIP_DAY_ITEMS_MAX} plans.`;
export const TRIP_UNKNOWN_PLACE_MESSAGE = 'Choose an attraction or restaurant from the list.';
export const TRIP_UNKNOWN_RESORT_MESSAGE =
  'Choose a Disney resort hotel from the list, or off-site.';
export const TRIP_PLANNER_UNKNOWN_MESSAGE = 'There is no member with that username.';
export const TRIP_PLANNER_SELF_MESSAGE = 'You are already planning this trip.';
export const TRIP_PLANNER_EXISTS_MESSAGE = 'This member is already planning this trip.';
export const TRIP_PLANNER_BLOCKED_MESSAGE = 'You cannot invite this member.';
/** Shortening a trip would drop days that still hold plans. */
export const TRIP_DAYS_IN_USE_MESSAGE =
  'The days you would drop still have plans. Move or remove them first.';

/** The page of one trip, and of who in its party can ride what. */
export const tripPagePath = (id: string): string => `/trip/${id}`;
export const tripRidesPath = (id: string): string => `/trip/${id}/rides`;

/** The dates of a trip's days: day 1 is the arrival. */
export function tripDayDate(arrivesOn: string, dayNumber: number): string {
  const day = new Date(`${arrivesOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + dayNumber - 1);
  return day.toISOString().slice(0, 10);
}

/** How many days a trip from `arrivesOn` to `departsOn` spans (both days counted). */
export function tripLengthInDays(arrivesOn: string, departsOn: string): number {
  const ms = Date.parse(`${departsOn}T00:00:00Z`) - Date.parse(`${arrivesOn}T00:00:00Z`);
  return Math.round(ms / 86_400_000) + 1;
}
