import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { searchVector } from './search-vector';
import { uploads } from './social';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's creator profile (issue 14, the creator directories): one row per member who opted
 * in. Listed under the kinds of `creator_kinds`; opting out deletes the row (its kinds and
 * portfolio go with it). `verified` is granted and revoked by admins only.
 */
/**
 * A creator listing as search reads it (issue 28): headline (A), bio (B), and agency, services
 * and session types (C), in English; generated into `search_vector`, which `creator_profiles_search_idx` indexes.
 */
const creatorSearchDocument = sql.raw(
  `setweight(to_tsvector('english'::regconfig, headline), 'A') || setweight(to_tsvector('english'::regconfig, bio), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(agency, '') || ' ' || coalesce(services, '') || ' ' || coalesce(session_types, '')), 'C')`,
);

export const creatorProfiles = pgTable(
  'creator_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull(),
    bio: text('bio').notNull().default(''),
    parks: text('parks')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    websiteUrl: text('website_url'),
    youtubeUrl: text('youtube_url'),
    instagramUrl: text('instagram_url'),
    tiktokUrl: text('tiktok_url'),
    /** Trip planners: their agency and the services they offer. */
    agency: text('agency'),
    services: text('services'),
    /** Photographers: the sessions they shoot and a rates text. */
    sessionTypes: text('session_types'),
    rates: text('rates'),
    verified: boolean('verified').notNull().default(false),
    /** Generated from the search document (issue 28); never written by the app. */
    searchVector: searchVector('search_vector').notNull().generatedAlwaysAs(creatorSearchDocument),
    verifiedAt: at('verified_at'),
    verifiedBy: uuid('verified_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('creator_profiles_parks_idx').using('gin', table.parks),
    index('creator_profiles_languages_idx').using('gin', table.languages),
    index('creator_profiles_search_idx').using('gin', table.searchVector),
  ],
);

/** A kind a creator lists under (photographer, vlogger, influencer, trip_planner). */
export const creatorKindsTable = pgTable(
  'creator_kinds',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => creatorProfiles.userId, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['photographer', 'vlogger', 'influencer', 'trip_planner'],
    }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    index('creator_kinds_kind_idx').on(table.kind, table.createdAt.desc(), table.userId.desc()),
    check(
      'creator_kinds_kind_check',
      sql`${table.kind} in ('photographer', 'vlogger', 'influencer', 'trip_planner')`,
    ),
  ],
);

/** A photo of a creator's portfolio: one of their own uploads, at most 12, in order. */
export const creatorPortfolioPhotos = pgTable(
  'creator_portfolio_photos',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => creatorProfiles.userId, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.uploadId] }),
    uniqueIndex('creator_portfolio_position_key').on(table.userId, table.position),
    // Whose portfolio a photo is in (serving a photo asks its item, issue 26).
    index('creator_portfolio_upload_idx').on(table.uploadId),
    check(
      'creator_portfolio_position_check',
      sql`${table.position} >= 0 and ${table.position} < 12`,
    ),
  ],
);
