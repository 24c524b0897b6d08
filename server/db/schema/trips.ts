import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { searchVector } from './search-vector';

const at = (name: string) => timestamp(name, { withTimezone: true });
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const TRIP_PARKS = [
  'Magic Kingdom',
  'EPCOT',
  "Disney's Hollywood Studios",
  "Disney's Animal Kingdom",
].map((park) => park.replace(/'/g, "''"));

/**
 * A trip (issue 29): a member's plan of a Walt Disney World stay — its dates, resort (a catalogue
 * slug; null: off-site), whether they hold park tickets, notes, and who may read it (`private`:
 * the people planning it; `unlisted`: anyone with the link, read-only, without heights or
 * children's names; `public`: a trip report, listed and indexed), decided in one place
 * (`server/features/trips/trips.policy.ts`). Its days, plans, party and co-planners are rows of
 * their own, changed one at a time under the trip's row lock. A deleted trip keeps its row
 * (`deleted_at` set) and is hidden everywhere; its reminders do nothing.
 */
const tripSearchDocument = sql.raw(
  `setweight(to_tsvector('english'::regconfig, name), 'A') || setweight(to_tsvector('english'::regconfig, notes), 'B')`,
);

export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    arrivesOn: date('arrives_on', { mode: 'string' }).notNull(),
    departsOn: date('departs_on', { mode: 'string' }).notNull(),
    resortSlug: text('resort_slug'),
    hasParkTickets: boolean('has_park_tickets').notNull().default(false),
    notes: text('notes').notNull().default(''),
    visibility: text('visibility', { enum: ['private', 'unlisted', 'public'] })
      .notNull()
      .default('private'),
    countdownOnProfile: boolean('countdown_on_profile').notNull().default(false),
    /** Generated from the name and notes; never written by the app. */
    searchVector: searchVector('search_vector').notNull().generatedAlwaysAs(tripSearchDocument),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('trips_owner_idx').on(table.ownerId, table.arrivesOn),
    index('trips_public_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public' and ${table.deletedAt} is null`),
    index('trips_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.visibility} = 'public' and ${table.deletedAt} is null`),
    check('trips_visibility_check', sql`${table.visibility} in ('private', 'unlisted', 'public')`),
    check('trips_dates_check', sql`${table.departsOn} >= ${table.arrivesOn}`),
  ],
);

/**
 * A co-planner of a trip (the owner is not one): `planner` changes it, `viewer` reads it. Both
 * see everything the owner sees, heights and children's names included.
 */
export const tripPlanners = pgTable(
  'trip_planners',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['planner', 'viewer'] }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'trip_planners_pkey', columns: [table.tripId, table.memberId] }),
    index('trip_planners_member_idx').on(table.memberId),
    check('trip_planners_role_check', sql`${table.role} in ('planner', 'viewer')`),
  ],
);

/**
 * A person of a trip's party (no account needed; `member_id` when they are a site member). The
 * height, in centimetres, is private to the trip's planners.
 */
export const tripPartyMembers = pgTable(
  'trip_party_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ageBand: text('age_band', { enum: ['adult', 'teen', 'child', 'toddler'] })
      .notNull()
      .default('adult'),
    heightCm: real('height_cm'),
    heightUnit: text('height_unit', { enum: ['cm', 'in'] })
      .notNull()
      .default('cm'),
    memberId: uuid('member_id').references(() => profiles.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('trip_party_members_trip_idx').on(table.tripId, table.position),
    uniqueIndex('trip_party_members_member_idx')
      .on(table.tripId, table.memberId)
      .where(sql`${table.memberId} is not null`),
    check(
      'trip_party_members_age_band_check',
      sql`${table.ageBand} in ('adult', 'teen', 'child', 'toddler')`,
    ),
    check('trip_party_members_height_unit_check', sql`${table.heightUnit} in ('cm', 'in')`),
    check(
      'trip_party_members_height_check',
      sql`${table.heightCm} is null or (${table.heightCm} >= 50 and ${table.heightCm} <= 250)`,
    ),
  ],
);

/**
 * A day of a trip by its number (day 1 is the arrival), so moving the dates moves the plans with
 * them: the park (null: a rest day). Days without a row are not planned yet.
 */
export const tripDays = pgTable(
  'trip_days',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    park: text('park'),
  },
  (table) => [
    primaryKey({ name: 'trip_days_pkey', columns: [table.tripId, table.dayNumber] }),
    check('trip_days_day_number_check', sql`${table.dayNumber} >= 1 and ${table.dayNumber} <= 30`),
    check('trip_days_park_check', sql.raw(`park is null or park in (${quoted(TRIP_PARKS)})`)),
  ],
);

/** A plan of a day: an attraction or restaurant of the catalogue, in `position` order. */
export const tripDayItems = pgTable(
  'trip_day_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    dayNumber: integer('day_number').notNull(),
    kind: text('kind', { enum: ['attraction', 'dining'] }).notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('trip_day_items_day_idx').on(table.tripId, table.dayNumber, table.position),
    check('trip_day_items_kind_check', sql`${table.kind} in ('attraction', 'dining')`),
  ],
);
