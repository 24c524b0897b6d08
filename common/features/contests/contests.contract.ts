import { z } from 'zod';
import { localDateTimeSchema } from '../../date-schemas';
import { PARK_TIME_ZONE } from '../events/event-limits';
import { cursorPageSchema, limitQuerySchema } from '../../pagination';
import { authorSchema } from '../posts/posts.contract';
import { normalizeId } from '../profiles/profiles.contract';
import { postImageSchema } from '../uploads/uploads.contract';
import {
  CONTEST_CAPTION_MAX,
  CONTEST_DEFAULT_WINNERS,
  CONTEST_RULES_MAX,
  CONTEST_THEME_MAX,
  CONTEST_THEME_MIN,
  CONTEST_TITLE_MAX,
  CONTEST_TITLE_MIN,
  CONTEST_WINNERS_MAX,
  CONTEST_WINNERS_MIN,
  contestListStatuses,
  contestPhases,
  CONTESTS_PAGE_SIZE,
} from './contest-limits';

// The limits and texts live in a module without zod, so pages can use them without loading it.
export * from './contest-limits';

/** `{id}` of `/api/contests/{id}…`, lower-cased; a malformed one answers 404 like an unknown one. */
export const contestIdParamsSchema = z.object({
  id: z.string().max(100).describe('A contest id (uuid, any letter case)').transform(normalizeId),
});

const phaseSchema = z.enum(contestPhases);

/**
 * A contest as the cards show it. Times are instants (ISO 8601, UTC), with the same as
 * wall-clock times at the park (`…Local`, `YYYY-MM-DDTHH:mm` in `timeZone`). Voting starts when
 * entries close. `winners` are the placed entries (photo and author) once the results are in,
 * for the gallery; empty before.
 */
export const contestSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  theme: z.string(),
  cover: postImageSchema.nullable(),
  entriesOpenAt: z.string(),
  entriesCloseAt: z.string(),
  votingEndsAt: z.string(),
  entriesOpenAtLocal: z.string(),
  entriesCloseAtLocal: z.string(),
  votingEndsAtLocal: z.string(),
  timeZone: z.literal(PARK_TIME_ZONE),
  winnerCount: z.number().int().positive(),
  entryCount: z.number().int().nonnegative(),
  phase: phaseSchema,
  /** When the winners were computed; null before. */
  resultsAt: z.string().nullable(),
  winners: z.array(
    z.object({
      entryId: z.uuid(),
      place: z.number().int().positive(),
      author: authorSchema,
      photo: postImageSchema,
    }),
  ),
  /** `/contest/{id}`. */
  path: z.string(),
});
export type ContestSummary = z.infer<typeof contestSummarySchema>;

/**
 * An entry as the contest page shows it. `votes` and `place` are null until the results are in
 * (no one, staff included, sees a count before voting ends).
 */
export const contestEntrySchema = z.object({
  id: z.uuid(),
  author: authorSchema,
  photo: postImageSchema,
  caption: z.string(),
  createdAt: z.string(),
  replacedAt: z.string().nullable(),
  isOwn: z.boolean(),
  votes: z.number().int().nonnegative().nullable(),
  place: z.number().int().positive().nullable(),
});
export type ContestEntry = z.infer<typeof contestEntrySchema>;

/**
 * `GET /api/contests/{id}` (and what create and edit answer): the summary, the rules, every
 * entry the viewer may see (their own first while entries are open; by place and votes once
 * the results are in; else oldest first) and what the viewer may do.
 */
export const contestSchema = contestSummarySchema.extend({
  rules: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  entries: z.array(contestEntrySchema),
  viewer: z.object({
    /** Staff: edit and delete. */
    canManage: z.boolean(),
    /** Signed in and entries are open. */
    canEnter: z.boolean(),
    /** Signed in and voting is open. */
    canVote: z.boolean(),
    /** The viewer's entry, if any. */
    entryId: z.uuid().nullable(),
    /** The entry the viewer voted for, if any. */
    votedEntryId: z.uuid().nullable(),
  }),
});
export type Contest = z.infer<typeof contestSchema>;

export const contestPageSchema = cursorPageSchema(contestSummarySchema);
export type ContestPage = z.infer<typeof contestPageSchema>;

/** `GET /api/contests?status=&cursor=&limit=`. */
export const contestsListQuerySchema = z
  .object({
    status: z
      .enum(contestListStatuses, {
        message: `Status must be one of: ${contestListStatuses.join(', ')}`,
      })
      .default('entries')
      .describe(
        'entries: open for entries, closing soonest first; voting: voting now, ending soonest first; upcoming: opening soonest first; past: voting over, the latest first',
      ),
    cursor: z.string().max(300).optional().describe('nextCursor of the previous page'),
    limit: limitQuerySchema(CONTESTS_PAGE_SIZE),
  })
  .strict();
export type ContestsListQuery = z.input<typeof contestsListQuerySchema>;

const parkLocalTimeSchema = (what: string) =>
  localDateTimeSchema(
    `${what} must be a date and time like 2026-12-24T19:00`,
    `${what} is required`,
  ).describe(`${what}, wall-clock time at the park (${PARK_TIME_ZONE}), YYYY-MM-DDTHH:mm`);

const titleSchema = z
  .string('Title is required')
  .trim()
  .min(CONTEST_TITLE_MIN, `Title must be at least ${CONTEST_TITLE_MIN} characters`)
  .max(CONTEST_TITLE_MAX, `Title can be at most ${CONTEST_TITLE_MAX} characters`);
const themeSchema = z
  .string('Theme is required')
  .trim()
  .min(CONTEST_THEME_MIN, `Theme must be at least ${CONTEST_THEME_MIN} characters`)
  .max(CONTEST_THEME_MAX, `Theme can be at most ${CONTEST_THEME_MAX} characters`);
const rulesSchema = z
  .string()
  .trim()
  .max(CONTEST_RULES_MAX, `Rules can be at most ${CONTEST_RULES_MAX} characters`);
const winnerCountSchema = z
  .number('Number of winners must be a number')
  .int('Number of winners must be a whole number')
  .min(CONTEST_WINNERS_MIN, `A contest has at least ${CONTEST_WINNERS_MIN} winner`)
  .max(CONTEST_WINNERS_MAX, `A contest has at most ${CONTEST_WINNERS_MAX} winners`);
const uploadIdSchema = (what: string) =>
  z.string(`${what} is required`).max(100).describe(`${what}: an upload id (uuid)`);

/** `POST /api/contests` body (staff; 201 with the {@link contestSchema}). */
export const createContestInputSchema = z
  .object({
    title: titleSchema,
    theme: themeSchema,
    rules: rulesSchema.default(''),
    coverUploadId: uploadIdSchema('Cover').nullable().default(null),
    entriesOpenAt: parkLocalTimeSchema('Entries open'),
    entriesCloseAt: parkLocalTimeSchema('Entries close'),
    votingEndsAt: parkLocalTimeSchema('Voting ends'),
    winnerCount: winnerCountSchema.default(CONTEST_DEFAULT_WINNERS),
  })
  .strict();
export type CreateContestInput = z.input<typeof createContestInputSchema>;

/** `PATCH /api/contests/{id}` body (staff): only the fields given change; a null cover clears. */
export const updateContestInputSchema = z
  .object({
    title: titleSchema.optional(),
    theme: themeSchema.optional(),
    rules: rulesSchema.optional(),
    coverUploadId: uploadIdSchema('Cover').nullable().optional(),
    entriesOpenAt: parkLocalTimeSchema('Entries open').optional(),
    entriesCloseAt: parkLocalTimeSchema('Entries close').optional(),
    votingEndsAt: parkLocalTimeSchema('Voting ends').optional(),
    winnerCount: winnerCountSchema.optional(),
  })
  .strict()
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    message: 'Nothing to change',
  });
export type UpdateContestInput = z.input<typeof updateContestInputSchema>;

/** `PUT /api/contests/{id}/entry` body: enter, or replace your entry while entries are open. */
export const contestEntryInputSchema = z
  .object({
    uploadId: uploadIdSchema('Photo'),
    caption: z
      .string()
      .trim()
      .max(CONTEST_CAPTION_MAX, `Caption can be at most ${CONTEST_CAPTION_MAX} characters`)
      .default(''),
  })
  .strict();
export type ContestEntryInput = z.input<typeof contestEntryInputSchema>;

/** `PUT /api/contests/{id}/vote` body: the entry you vote for (a vote you had moves to it). */
export const contestVoteInputSchema = z
  .object({
    entryId: z.string('Entry is required').max(100).describe('An entry id (uuid)'),
  })
  .strict();
export type ContestVoteInput = z.input<typeof contestVoteInputSchema>;

/** What the viewer's vote is after a vote is cast, moved or removed. */
export const contestVoteSchema = z.object({
  contestId: z.uuid(),
  votedEntryId: z.uuid().nullable(),
});
export type ContestVote = z.infer<typeof contestVoteSchema>;

/** `GET /api/contests/photo-choices`: the viewer's own photos an entry may use, newest first. */
export const contestPhotoChoicesSchema = z.object({ items: z.array(postImageSchema) });
export type ContestPhotoChoices = z.infer<typeof contestPhotoChoicesSchema>;
