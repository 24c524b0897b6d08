import { sql } from 'drizzle-orm';
import {
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
 * A photo contest run by staff (issue 14, `/contests`). Members enter from `entries_open_at`
 * until `entries_close_at`; voting runs from `entries_close_at` until `voting_ends_at`. The job
 * runner computes the winners at `voting_ends_at` and sets `results_at` in the same
 * transaction (so it happens once); until then the entries' vote counts are never shown.
 * `entry_count` changes with the entries, under this row's lock.
 */
/**
 * A contest as search reads it (issue 28): title (A), theme (B) and rules (C), in English; generated
 * into `search_vector`, which `contests_search_idx` indexes.
 */
const contestSearchDocument = sql.raw(
  `setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, theme), 'B') || setweight(to_tsvector('english'::regconfig, rules), 'C')`,
);

export const contests = pgTable(
  'contests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    theme: text('theme').notNull(),
    rules: text('rules').notNull().default(''),
    /** An upload of the staff member who set it (its large WebP is the cover). */
    coverUploadId: uuid('cover_upload_id').references(() => uploads.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by').references(() => profiles.id, {
      onDelete: 'set null',
    }),
    entriesOpenAt: at('entries_open_at').notNull(),
    /** Entries close and voting opens at this instant. */
    entriesCloseAt: at('entries_close_at').notNull(),
    votingEndsAt: at('voting_ends_at').notNull(),
    winnerCount: integer('winner_count').notNull().default(3),
    entryCount: integer('entry_count').notNull().default(0),
    /** Generated from the search document (issue 28); never written by the app. */
    searchVector: searchVector('search_vector').notNull().generatedAlwaysAs(contestSearchDocument),
    /** When the winners were computed (null before): the contest's results are final. */
    resultsAt: at('results_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('contests_entries_close_idx').on(table.entriesCloseAt, table.id),
    index('contests_voting_ends_idx').on(table.votingEndsAt, table.id),
    index('contests_entries_open_idx').on(table.entriesOpenAt, table.id),
    index('contests_search_idx').using('gin', table.searchVector),
    check(
      'contests_entries_close_after_open_check',
      sql`${table.entriesCloseAt} > ${table.entriesOpenAt}`,
    ),
    check(
      'contests_voting_after_entries_check',
      sql`${table.votingEndsAt} > ${table.entriesCloseAt}`,
    ),
    check('contests_winner_count_check', sql`${table.winnerCount} between 1 and 10`),
    check('contests_entry_count_check', sql`${table.entryCount} >= 0`),
  ],
);

/**
 * A member's entry in a contest: one per member per contest, a photo of theirs (an upload,
 * already re-encoded without EXIF or GPS) and a caption. Replacing it keeps `created_at` (ties
 * go to the earlier entry) and sets `replaced_at`. `vote_count` and `place` are written when the
 * results are computed; before that they are 0 and null.
 */
export const contestEntries = pgTable(
  'contest_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    replacedAt: at('replaced_at'),
    voteCount: integer('vote_count').notNull().default(0),
    /** 1 for the winner, 2 for the runner-up…; null for the other entries and before results. */
    place: integer('place'),
  },
  (table) => [
    uniqueIndex('contest_entries_one_per_member_key').on(table.contestId, table.userId),
    index('contest_entries_contest_created_idx').on(table.contestId, table.createdAt, table.id),
    index('contest_entries_user_idx').on(table.userId),
    // Which entry a photo is (serving a photo asks its item, issue 26).
    index('contest_entries_upload_idx').on(table.uploadId),
    check('contest_entries_vote_count_check', sql`${table.voteCount} >= 0`),
    check('contest_entries_place_check', sql`${table.place} is null or ${table.place} >= 1`),
  ],
);

/** A member's one vote in a contest (movable; never for their own entry: the API refuses it). */
export const contestVotes = pgTable(
  'contest_votes',
  {
    contestId: uuid('contest_id')
      .notNull()
      .references(() => contests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contestEntries.id, { onDelete: 'cascade' }),
    votedAt: at('voted_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.contestId, table.userId] }),
    index('contest_votes_entry_idx').on(table.entryId),
    index('contest_votes_user_idx').on(table.userId),
  ],
);

export type ContestRow = Omit<typeof contests.$inferSelect, 'searchVector'>;
export type ContestEntryRow = typeof contestEntries.$inferSelect;
export type ContestVoteRow = typeof contestVotes.$inferSelect;
