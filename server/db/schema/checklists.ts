import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { searchVector } from './search-vector';
import { trips } from './trips';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's (or the site's template) checklist (issue 14): title, description, park, topic,
 * optional trip dates and a visibility (`private`: the owner only; `unlisted`: anyone with the
 * link, never listed; `public`: listed and indexed), decided in one place
 * (`server/features/checklists/checklists.policy.ts`). Its categories and items are rows of their
 * own, changed one at a time, so two tabs editing different items never overwrite each other.
 * `copy_count` counts the copies others made, in the copy's transaction. A deleted checklist
 * keeps its row (`deleted_at` set) and is hidden everywhere.
 */
/**
 * A checklist as search reads it (issue 28): title (weight A) and description (B), in English.
 * Generated into `search_vector`, which `checklists_search_idx` indexes.
 */
const checklistSearchDocument = sql.raw(
  `setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, description), 'B')`,
);

export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    park: text('park'),
    topic: text('topic', {
      enum: ['packing', 'planning', 'rides', 'families', 'dining', 'other'],
    })
      .notNull()
      .default('other'),
    tripStartsOn: date('trip_starts_on', { mode: 'string' }),
    tripEndsOn: date('trip_ends_on', { mode: 'string' }),
    visibility: text('visibility', { enum: ['private', 'unlisted', 'public'] })
      .notNull()
      .default('private'),
    /** The trip this checklist is for (issue 29); its dates follow the trip's. */
    tripId: uuid('trip_id').references(() => trips.id, { onDelete: 'set null' }),
    copiedFromId: uuid('copied_from_id').references((): AnyPgColumn => checklists.id, {
      onDelete: 'set null',
    }),
    copyCount: integer('copy_count').notNull().default(0),
    /** Generated from the search document (issue 28); never written by the app. */
    searchVector: searchVector('search_vector')
      .notNull()
      .generatedAlwaysAs(checklistSearchDocument),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('checklists_owner_idx').on(table.ownerId, table.createdAt.desc(), table.id.desc()),
    index('checklists_public_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public' and ${table.deletedAt} is null`),
    index('checklists_public_copied_idx')
      .on(table.copyCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.visibility} = 'public' and ${table.deletedAt} is null`),
    index('checklists_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.visibility} = 'public' and ${table.deletedAt} is null`),
    index('checklists_trip_idx')
      .on(table.tripId)
      .where(sql`${table.tripId} is not null`),
    check('checklists_copy_count_check', sql`${table.copyCount} >= 0`),
    check(
      'checklists_visibility_check',
      sql`${table.visibility} in ('private', 'unlisted', 'public')`,
    ),
    check(
      'checklists_topic_check',
      sql`${table.topic} in ('packing', 'planning', 'rides', 'families', 'dining', 'other')`,
    ),
    check(
      'checklists_trip_dates_check',
      sql`${table.tripEndsOn} is null or ${table.tripStartsOn} is null or ${table.tripEndsOn} >= ${table.tripStartsOn}`,
    ),
  ],
);

/** A category of a checklist ('In the park bag', 'Day 1'), in `position` order (0, 1, …). */
export const checklistCategories = pgTable(
  'checklist_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('checklist_categories_checklist_idx').on(table.checklistId, table.position)],
);

/**
 * An item of a category (text up to 200 characters, an optional note, checked or not), in
 * `position` order within its category.
 */
export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => checklistCategories.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    note: text('note'),
    checked: boolean('checked').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('checklist_items_category_idx').on(table.categoryId, table.position),
    index('checklist_items_checklist_idx').on(table.checklistId),
  ],
);
