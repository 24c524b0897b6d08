import { z } from 'zod';
import { calendarDaySchema } from '../../date-schemas';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../../text-rules';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import {
  TRIP_DATES_ORDER_MESSAGE,
  TRIP_HEIGHT_CM_MAX,
  TRIP_HEIGHT_CM_MIN,
  TRIP_MAX_DAYS,
  TRIP_NAME_MAX,
  TRIP_NOTES_MAX,
  TRIP_PERSON_NAME_MAX,
  TRIP_TOO_LONG_MESSAGE,
  tripAgeBands,
  tripDayItemKinds,
  tripHeightUnits,
  tripLengthInDays,
  tripParks,
  tripPlannerRoles,
  TRIPS_PAGE_SIZE,
  tripVisibilities,
} from './trip-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './trip-limits';

const idSchema = (what: string) =>
  z.string().max(100).describe(`A ${what} id (uuid, any letter case)`).transform(normalizeId);

const visibilitySchema = z.enum(tripVisibilities, {
  message: `Visibility must be one of: ${tripVisibilities.join(', ')}`,
});
const parkSchema = z.enum(tripParks, { message: `Park must be one of: ${tripParks.join(', ')}` });
const ageBandSchema = z.enum(tripAgeBands, {
  message: `Age band must be one of: ${tripAgeBands.join(', ')}`,
});
const heightUnitSchema = z.enum(tripHeightUnits, { message: 'Height unit must be cm or in' });
const roleSchema = z.enum(tripPlannerRoles, {
  message: `Role must be one of: ${tripPlannerRoles.join(', ')}`,
});
const itemKindSchema = z.enum(tripDayItemKinds, {
  message: `Kind must be one of: ${tripDayItemKinds.join(', ')}`,
});
const nameSchema = z
  .string('Trip name is required')
  .trim()
  .min(1, 'Trip name is required')
  .max(TRIP_NAME_MAX, `Trip name can be at most ${TRIP_NAME_MAX} characters`)
  .refine(isStorableText, `Trip name ${UNSTORABLE_TEXT_MESSAGE}`);
const notesSchema = z
  .string()
  .trim()
  .max(TRIP_NOTES_MAX, `Notes can be at most ${TRIP_NOTES_MAX} characters`)
  .refine(isStorableText, `Notes ${UNSTORABLE_TEXT_MESSAGE}`);
const tripDateSchema = (what: string) =>
  calendarDaySchema(`${what} must be a date like 2027-03-14`, `${what} is required`);
const slugSchema = z.string().trim().min(1, 'Choose one from the list').max(100);
const resortSchema = slugSchema
  .nullable()
  .describe("A resort hotel's catalogue slug (GET /api/trips/catalogue), or null for off-site");
const personNameSchema = z
  .string('Name is required')
  .trim()
  .min(1, 'Name is required')
  .max(TRIP_PERSON_NAME_MAX, `Name can be at most ${TRIP_PERSON_NAME_MAX} characters`)
  .refine(isStorableText, `Name ${UNSTORABLE_TEXT_MESSAGE}`);
const heightSchema = z
  .number('Height must be a number')
  .min(TRIP_HEIGHT_CM_MIN, `Height must be at least ${TRIP_HEIGHT_CM_MIN} cm (20 in)`)
  .max(TRIP_HEIGHT_CM_MAX, `Height can be at most ${TRIP_HEIGHT_CM_MAX} cm (98 in)`)
  .transform((cm) => Math.round(cm * 10) / 10)
  .describe('Height in centimetres (the web converts inches)');
const positionSchema = z
  .number('Position must be a number')
  .int('Position must be a whole number')
  .min(0, 'Position must be 0 or more')
  .max(10_000, 'Position is too large');
const dayNumberSchema = z.coerce
  .number('Day must be a number')
  .int('Day must be a whole number')
  .min(1, 'Day must be 1 or more')
  .max(TRIP_MAX_DAYS, `Day can be at most ${TRIP_MAX_DAYS}`);

const datesInOrder = (value: { arrivesOn?: string; departsOn?: string }) =>
  !value.arrivesOn || !value.departsOn || value.departsOn >= value.arrivesOn;
const datesNotTooFar = (value: { arrivesOn?: string; departsOn?: string }) =>
  !value.arrivesOn ||
  !value.departsOn ||
  value.departsOn < value.arrivesOn ||
  tripLengthInDays(value.arrivesOn, value.departsOn) <= TRIP_MAX_DAYS;

/** `{id}` of `/api/trips/{id}…`; a malformed one answers 404 like an unknown one. */
export const tripIdParamsSchema = z.object({ id: idSchema('trip') });
export const tripDayParamsSchema = z.object({ id: idSchema('trip'), dayNumber: dayNumberSchema });
export const tripItemParamsSchema = z.object({ id: idSchema('trip'), itemId: idSchema('plan') });
export const tripPersonParamsSchema = z.object({
  id: idSchema('trip'),
  personId: idSchema('party member'),
});
export const tripPlannerParamsSchema = z.object({
  id: idSchema('trip'),
  memberId: idSchema('member'),
});

/** A plan of a day: an attraction or a restaurant, in the day's order. */
export const tripDayItemSchema = z.object({
  id: z.uuid(),
  kind: itemKindSchema,
  slug: z.string(),
  name: z.string(),
  park: parkSchema.nullable(),
  location: z.string(),
  /** An attraction's minimum height in cm (public catalogue fact), or null. */
  heightCm: z.number().nullable(),
});
export type TripDayItem = z.infer<typeof tripDayItemSchema>;

/** One day of the trip: its date, park (null: a rest day or not chosen yet) and plans. */
export const tripDaySchema = z.object({
  dayNumber: z.number().int().min(1),
  date: z.string(),
  park: parkSchema.nullable(),
  items: z.array(tripDayItemSchema),
});
export type TripDay = z.infer<typeof tripDaySchema>;

/**
 * A person of the party. For readers of a shared or public trip, a minor's name is null and
 * nobody's height is ever given (`heightCm` null); the trip's planners see both.
 */
export const tripPersonSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  ageBand: ageBandSchema,
  heightCm: z.number().nullable(),
  heightUnit: heightUnitSchema,
  /** The site member this person is, when linked. */
  member: authorSchema.nullable(),
});
export type TripPerson = z.infer<typeof tripPersonSchema>;

/** A co-planner (the owner is not one: `owner`). */
export const tripPlannerSchema = z.object({ member: authorSchema, role: roleSchema });
export type TripPlanner = z.infer<typeof tripPlannerSchema>;

const resortFieldSchema = z.object({ slug: z.string(), name: z.string() }).nullable();

const tripFields = {
  id: z.uuid(),
  owner: authorSchema,
  name: z.string(),
  arrivesOn: z.string(),
  departsOn: z.string(),
  /** The resort hotel; null: staying off-site. */
  resort: resortFieldSchema,
  hasParkTickets: z.boolean(),
  visibility: visibilitySchema,
  countdownOnProfile: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The viewer's part: `role` null for a reader of a shared or public trip. */
export const tripViewerSchema = z.object({
  role: z.enum(['owner', ...tripPlannerRoles]).nullable(),
  canEdit: z.boolean(),
  /** Sees heights and children's names (the owner and co-planners). */
  isPlanner: z.boolean(),
});

/** A trip as the lists' cards show it. */
export const tripSummarySchema = z.object({
  ...tripFields,
  partySize: z.number().int().nonnegative(),
  parks: z.array(parkSchema),
  viewer: tripViewerSchema,
});
export type TripSummary = z.infer<typeof tripSummarySchema>;
export const tripPageSchema = cursorPageSchema(tripSummarySchema);
export type TripPage = z.infer<typeof tripPageSchema>;

/** A whole trip as the viewer may see it. */
export const tripSchema = z.object({
  ...tripFields,
  notes: z.string(),
  days: z.array(tripDaySchema),
  party: z.array(tripPersonSchema),
  /** Co-planners; empty for readers of a shared or public trip. */
  planners: z.array(tripPlannerSchema),
  viewer: tripViewerSchema,
});
export type Trip = z.infer<typeof tripSchema>;

/** `GET /api/trips/mine`: the trips the viewer owns or co-plans, upcoming first. */
export const myTripsSchema = z.object({ items: z.array(tripSummarySchema) });
export type MyTrips = z.infer<typeof myTripsSchema>;

/** `GET /api/trips/next`: the viewer's trip under way or next, with its countdown. */
export const nextTripSchema = z.object({
  trip: tripSummarySchema.nullable(),
  countdown: z.string().nullable(),
});
export type NextTrip = z.infer<typeof nextTripSchema>;

/** `GET /api/trips?cursor=&limit=`: public trip reports, newest first. */
export const publicTripsQuerySchema = z
  .object({
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(TRIPS_PAGE_SIZE),
  })
  .strict();

/** `POST /api/trips` body (members; 201 with the {@link tripSchema}). */
export const createTripInputSchema = z
  .object({
    name: nameSchema,
    arrivesOn: tripDateSchema('Arrival'),
    departsOn: tripDateSchema('Departure'),
    resort: resortSchema.default(null),
    hasParkTickets: z.boolean('Park tickets must be true or false').default(false),
    notes: notesSchema.default(''),
    visibility: visibilitySchema.default('private'),
    countdownOnProfile: z.boolean('Countdown must be true or false').default(false),
  })
  .strict()
  .refine(datesInOrder, { message: TRIP_DATES_ORDER_MESSAGE, path: ['departsOn'] })
  .refine(datesNotTooFar, { message: TRIP_TOO_LONG_MESSAGE, path: ['departsOn'] });
export type CreateTripInput = z.input<typeof createTripInputSchema>;

/** `PATCH /api/trips/{id}` body: only the given fields change (visibility: the owner only). */
export const updateTripInputSchema = z
  .object({
    name: nameSchema.optional(),
    arrivesOn: tripDateSchema('Arrival').optional(),
    departsOn: tripDateSchema('Departure').optional(),
    resort: resortSchema.optional(),
    hasParkTickets: z.boolean('Park tickets must be true or false').optional(),
    notes: notesSchema.optional(),
    visibility: visibilitySchema.optional(),
    countdownOnProfile: z.boolean('Countdown must be true or false').optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  })
  .refine(datesInOrder, { message: TRIP_DATES_ORDER_MESSAGE, path: ['departsOn'] })
  .refine(datesNotTooFar, { message: TRIP_TOO_LONG_MESSAGE, path: ['departsOn'] });
export type UpdateTripInput = z.input<typeof updateTripInputSchema>;

/** `PUT /api/trips/{id}/days/{dayNumber}`: the day's park, or null for a rest day. */
export const setTripDayInputSchema = z.object({ park: parkSchema.nullable() }).strict();

/** `POST /api/trips/{id}/days/{dayNumber}/items`: a plan, last unless `position` is given. */
export const addTripItemInputSchema = z
  .object({ kind: itemKindSchema, slug: slugSchema, position: positionSchema.optional() })
  .strict();

/** `POST /api/trips/{id}/items/{itemId}/move`: to `position` of its day, or of `dayNumber`. */
export const moveTripItemInputSchema = z
  .object({ dayNumber: dayNumberSchema.optional(), position: positionSchema })
  .strict();

/** `POST /api/trips/{id}/party`. */
export const addTripPersonInputSchema = z
  .object({
    name: personNameSchema,
    ageBand: ageBandSchema.default('adult'),
    heightCm: heightSchema.nullable().default(null),
    heightUnit: heightUnitSchema.default('cm'),
  })
  .strict();

/** `PATCH /api/trips/{id}/party/{personId}`: only the given fields change. */
export const updateTripPersonInputSchema = z
  .object({
    name: personNameSchema.optional(),
    ageBand: ageBandSchema.optional(),
    heightCm: heightSchema.nullable().optional(),
    heightUnit: heightUnitSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });

/**
 * `POST /api/trips/{id}/planners` (the owner): invite a member by username to co-plan; they
 * join the party too, linked to their profile.
 */
export const inviteTripPlannerInputSchema = z
  .object({
    username: z
      .string('Username is required')
      .trim()
      .min(1, 'Username is required')
      .max(60, 'Username can be at most 60 characters')
      .refine(isStorableText, `Username ${UNSTORABLE_TEXT_MESSAGE}`),
    role: roleSchema.default('planner'),
  })
  .strict();

/** `PATCH /api/trips/{id}/planners/{memberId}` (the owner). */
export const updateTripPlannerInputSchema = z.object({ role: roleSchema }).strict();

/** What a trip can name: `GET /api/trips/catalogue` (resorts, attractions, restaurants). */
export const tripCatalogueSchema = z.object({
  resorts: z.array(z.object({ slug: z.string(), name: z.string(), tier: z.string() })),
  places: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      kind: itemKindSchema,
      park: parkSchema.nullable(),
      location: z.string(),
      heightCm: z.number().nullable(),
      heightInches: z.number().nullable(),
    }),
  ),
});
export type TripCatalogue = z.infer<typeof tripCatalogueSchema>;

/** `GET /api/members/{username}/trip-countdown`: a member's countdown, when they show it. */
export const tripCountdownSchema = z.object({
  countdown: z.string().nullable(),
  /** The trip, when the viewer may open it (a public or shared one, or one they plan). */
  trip: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type TripCountdown = z.infer<typeof tripCountdownSchema>;

/** One attraction for a party: who can ride, who cannot yet, whose height is not given. */
export const tripRideSchema = z.object({
  slug: z.string(),
  name: z.string(),
  land: z.string(),
  heightCm: z.number().nullable(),
  heightInches: z.number().nullable(),
  /** Party member ids. */
  canRide: z.array(z.uuid()),
  tooShort: z.array(z.object({ personId: z.uuid(), toGo: z.string() })),
  noHeight: z.array(z.uuid()),
  /** Someone is below the limit while an adult can ride: the Rider Switch hint applies. */
  riderSwitch: z.boolean(),
});
export type TripRide = z.infer<typeof tripRideSchema>;

/**
 * `GET /api/trips/{id}/rides` (the trip's planners only: it tells heights apart): every park's
 * attractions for the party, the parks of the trip's days first.
 */
export const tripRidesSchema = z.object({
  tripId: z.uuid(),
  party: z.array(tripPersonSchema),
  parks: z.array(
    z.object({ park: parkSchema, planned: z.boolean(), attractions: z.array(tripRideSchema) }),
  ),
  riderSwitchHint: z.string(),
});
export type TripRides = z.infer<typeof tripRidesSchema>;

/** A booking window of the trip (`common/features/trips/booking-windows.ts`). */
export const tripWindowSchema = z.object({
  key: z.string(),
  ruleId: z.string(),
  title: z.string(),
  explanation: z.string(),
  kind: z.enum(['opens', 'deadline']),
  official: z.boolean(),
  /** The opening instant (ISO 8601); `allDay`: the park's calendar day, no set hour. */
  opensAt: z.string(),
  allDay: z.boolean(),
  concernsDate: z.string().nullable(),
  park: z.string().nullable(),
  coversUntil: z.string().nullable(),
  source: z.string(),
});
export type TripWindow = z.infer<typeof tripWindowSchema>;

/** `GET /api/trips/{id}/windows`: the windows, soonest first, and the rules' date. */
export const tripWindowsSchema = z.object({
  rulesCheckedOn: z.string(),
  windows: z.array(tripWindowSchema),
});
export type TripWindows = z.infer<typeof tripWindowsSchema>;

/** `{username}` of `GET /api/members/{username}/trip-countdown`. */
export const memberCountdownParamsSchema = z.object({
  username: z
    .string()
    .max(60, 'Username can be at most 60 characters')
    .refine(isStorableText, `Username ${UNSTORABLE_TEXT_MESSAGE}`),
});
