import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { profiles } from './profiles';
import { searchVector } from './search-vector';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A member's tip (issue 14, `/tips`): one of the tips guide's four categories, an optional park,
 * 20 to 1,000 characters of text. `helpful_count` counts the rows of `tip_helpful_votes` and
 * changes in the same transaction as a vote, under this row's lock. A deleted tip keeps its row
 * (`deleted_at` set) and is hidden everywhere.
 */
/** A tip as search reads it (issue 28): its text, in English; generated into `search_vector`, which `tips_search_idx` indexes. */
const tipSearchDocument = sql.raw(`to_tsvector('english'::regconfig, body)`);

export const tips = pgTable(
  'tips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['money', 'time', 'planning', 'insider'] }).notNull(),
    park: text('park'),
    body: text('body').notNull(),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Generated from the search document (issue 28); never written by the app. */
    searchVector: searchVector('search_vector').notNull().generatedAlwaysAs(tipSearchDocument),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (table) => [
    index('tips_newest_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('tips_helpful_idx')
      .on(table.helpfulCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('tips_category_newest_idx')
      .on(table.category, table.createdAt.desc(), table.id.desc())
      .where(sql`${table.deletedAt} is null`),
    index('tips_search_idx')
      .using('gin', table.searchVector)
      .where(sql`${table.deletedAt} is null`),
    index('tips_author_idx').on(table.authorId, table.createdAt.desc()),
    check('tips_helpful_count_check', sql`${table.helpfulCount} >= 0`),
    check(
      'tips_category_check',
      sql`${table.category} in ('money', 'time', 'planning', 'insider')`,
    ),
  ],
);

/** One member's helpful vote on one tip (never their own: the API refuses it). */
export const tipHelpfulVotes = pgTable(
  'tip_helpful_votes',
  {
    tipId: uuid('tip_id')
      .notNull()
      .references(() => tips.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tipId, table.userId] }),
    index('tip_helpful_votes_user_idx').on(table.userId),
  ],
);
