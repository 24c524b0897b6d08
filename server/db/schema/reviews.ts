import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Name and description as one text, as catalogue search compares it with pg_trgm
 * (`catalogue_items_search_trgm_idx` is built on this very expression: queries must use it
 * unchanged).
 */
export const catalogueSearchText = sql.raw(`(name || ' ' || description)`);

/** One fact of a catalogue entry ('Cuisine': 'American'), in the order the page lists them. */
export type CatalogueFactRow = { label: string; value: string };

/**
 * Something members can review (issue 13): the guides' attractions, restaurants and hotels and
 * the four parks (seeded from the guide content at start-up, `source` 'guide'), or an entry
 * staff added (`source` 'staff'). The aggregates (`review_count`, `rating_sum`, `stars_1` to
 * `stars_5`, `last_review_at`) count the live reviews and change in the same transaction as a
 * review, under this row's lock; the checks keep count, sum and distribution in step.
 */
export const catalogueItems = pgTable(
  'catalogue_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The stable address part (`/reviews/{slug}`). */
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['attraction', 'restaurant', 'hotel', 'park'] }).notNull(),
    name: text('name').notNull(),
    park: text('park'),
    description: text('description').notNull().default(''),
    facts: jsonb('facts').$type<CatalogueFactRow[]>().notNull().default([]),
    source: text('source', { enum: ['guide', 'staff'] })
      .notNull()
      .default('staff'),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    stars1: integer('stars_1').notNull().default(0),
    stars2: integer('stars_2').notNull().default(0),
    stars3: integer('stars_3').notNull().default(0),
    stars4: integer('stars_4').notNull().default(0),
    stars5: integer('stars_5').notNull().default(0),
    /** When the newest live review was written (null: none). */
    lastReviewAt: at('last_review_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('catalogue_items_slug_key').on(table.slug),
    index('catalogue_items_search_trgm_idx').using('gin', sql`${catalogueSearchText} gin_trgm_ops`),
    index('catalogue_items_reviewed_idx').on(table.reviewCount.desc(), table.id),
    check(
      'catalogue_items_kind_check',
      sql`${table.kind} in ('attraction', 'restaurant', 'hotel', 'park')`,
    ),
    check('catalogue_items_source_check', sql`${table.source} in ('guide', 'staff')`),
    check(
      'catalogue_items_distribution_check',
      sql`${table.stars1} >= 0 and ${table.stars2} >= 0 and ${table.stars3} >= 0 and ${table.stars4} >= 0 and ${table.stars5} >= 0
        and ${table.reviewCount} = ${table.stars1} + ${table.stars2} + ${table.stars3} + ${table.stars4} + ${table.stars5}
        and ${table.ratingSum} = ${table.stars1} + 2 * ${table.stars2} + 3 * ${table.stars3} + 4 * ${table.stars4} + 5 * ${table.stars5}`,
    ),
  ],
);

/**
 * A member's review of a catalogue entry: one live review per member per entry (a deleted one
 * stays as a tombstone, out of the aggregates, and the member may write a new one).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => catalogueItems.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** `YYYY-MM`. */
    visitMonth: text('visit_month').notNull(),
    partyType: text('party_type', {
      enum: ['solo', 'couple', 'family_young', 'family_teens', 'adults_group'],
    }).notNull(),
    waitMinutes: integer('wait_minutes'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /** When the author last changed it (null: never). */
    editedAt: at('edited_at'),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    uniqueIndex('reviews_item_author_key')
      .on(table.itemId, table.authorId)
      .where(sql`${table.deletedAt} is null`),
    index('reviews_item_newest_idx')
      .on(table.itemId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('reviews_item_helpful_idx')
      .on(table.itemId, table.helpfulCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('reviews_item_stars_idx')
      .on(table.itemId, table.stars, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('reviews_author_idx')
      .on(table.authorId, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('reviews_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check(
      'reviews_party_type_check',
      sql`${table.partyType} in ('solo', 'couple', 'family_young', 'family_teens', 'adults_group')`,
    ),
    check('reviews_visit_month_check', sql`${table.visitMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check(
      'reviews_wait_minutes_check',
      sql`${table.waitMinutes} is null or ${table.waitMinutes} between 0 and 600`,
    ),
    check('reviews_helpful_count_check', sql`${table.helpfulCount} >= 0`),
  ],
);

/** A member found a review helpful (one vote per member per review, never their own). */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.reviewId, table.userId] }),
    index('review_helpful_votes_user_idx').on(table.userId),
  ],
);
