/**
 * The choices, limits and texts of photo contests (`/contests`, `/contest/{id}`, issue 14),
 * without zod, so the browser's contest pages can read them without loading the schema library
 * (the schemas are in `contests.contract.ts`).
 */

/** Times are shown and written as wall-clock times at the park. */
export { PARK_TIME_ZONE } from '../events/event-limits';

/**
 * Where a contest stands at a moment: `upcoming` (entries not yet open), `entries` (open for
 * entries), `voting` (entries closed, votes taken), `tallying` (voting over, the winners about
 * to be computed by the job runner), `finished` (winners known, vote counts shown).
 */
export const contestPhases = ['upcoming', 'entries', 'voting', 'tallying', 'finished'] as const;
export type ContestPhase = (typeof contestPhases)[number];
export const contestPhaseLabels: Record<ContestPhase, string> = {
  upcoming: 'Upcoming',
  entries: 'Open for entries',
  voting: 'Voting',
  tallying: 'Counting votes',
  finished: 'Winners announced',
};

/**
 * The lists of `GET /api/contests?status=`: `entries` (open for entries, closing soonest
 * first), `voting` (voting ends soonest first), `upcoming` (opening soonest first) and `past`
 * (voting over: the gallery, latest first).
 */
export const contestListStatuses = ['entries', 'voting', 'upcoming', 'past'] as const;
export type ContestListStatus = (typeof contestListStatuses)[number];
export const contestListLabels: Record<ContestListStatus, string> = {
  entries: 'Open for entries',
  voting: 'Voting now',
  upcoming: 'Opening later',
  past: 'Past contests',
};

export const CONTEST_TITLE_MIN = 3;
export const CONTEST_TITLE_MAX = 120;
export const CONTEST_THEME_MIN = 3;
export const CONTEST_THEME_MAX = 500;
export const CONTEST_RULES_MAX = 5000;
export const CONTEST_CAPTION_MAX = 300;
export const CONTEST_WINNERS_MIN = 1;
export const CONTEST_WINNERS_MAX = 10;
export const CONTEST_DEFAULT_WINNERS = 3;
/** The longest a contest may run, from the opening of entries to the end of voting. */
export const CONTEST_LENGTH_MAX_DAYS = 180;
/** How far ahead a contest may open. */
export const CONTEST_OPEN_MAX_DAYS_AHEAD = 365;
/** Entries shown with a contest at most (the page shows them all). */
export const CONTEST_ENTRIES_MAX = 1000;
/** The member's own photos offered in the enter dialog at most. */
export const CONTEST_PHOTO_CHOICES_MAX = 60;

/** Page size of `GET /api/contests`. */
export const CONTESTS_PAGE_SIZE = { default: 12, max: 50 } as const;

/** Writes per member: entries (enter, replace, withdraw) and votes (cast, move, remove). */
export const CONTEST_ENTRY_RATE_LIMIT = { max: 30, windowSeconds: 60 * 60 } as const;
export const CONTEST_ENTRY_LIMIT_MESSAGE =
  'You have changed your contest entries many times this hour. Please try again later.';
export const CONTEST_VOTE_RATE_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;
export const CONTEST_VOTE_LIMIT_MESSAGE =
  'You have changed your contest votes many times this hour. Please try again later.';
/** Staff writes (create, edit, delete). */
export const CONTEST_MANAGE_RATE_LIMIT = { max: 60, windowSeconds: 60 * 60 } as const;
export const CONTEST_MANAGE_LIMIT_MESSAGE =
  'You have changed contests many times this hour. Please try again later.';

/** The page of a contest. */
export function contestPagePath(id: string): string {
  return `/contest/${id}`;
}

// Errors, one sentence each (the API's messages; the page shows them as they are).
export const CONTEST_NOT_FOUND_MESSAGE = 'Contest not found';
export const CONTEST_ENTRY_NOT_FOUND_MESSAGE = 'Entry not found';
export const CONTEST_STAFF_ONLY_MESSAGE = 'Only staff can create, edit or delete contests.';
export const CONTEST_NOT_OPEN_YET_MESSAGE = 'This contest does not take entries yet.';
export const CONTEST_ENTRIES_CLOSED_MESSAGE = 'Entries for this contest are closed.';
export const CONTEST_NO_ENTRY_MESSAGE = 'You have not entered this contest.';
export const CONTEST_VOTING_NOT_OPEN_MESSAGE =
  'Voting opens when entries close. Please come back then.';
export const CONTEST_VOTING_CLOSED_MESSAGE = 'Voting for this contest has ended.';
export const CONTEST_OWN_ENTRY_VOTE_MESSAGE = 'You cannot vote for your own entry.';
export const CONTEST_NO_VOTE_MESSAGE = 'You have not voted in this contest.';
export const CONTEST_PHOTO_INVALID_MESSAGE =
  'Choose one of your own photos (not one sent in a message).';
export const CONTEST_COVER_INVALID_MESSAGE = 'The cover must be a photo you uploaded.';
export const CONTEST_ENTRIES_AFTER_OPEN_MESSAGE = 'Entries must close after they open.';
export const CONTEST_VOTING_AFTER_ENTRIES_MESSAGE = 'Voting must end after entries close.';
export const CONTEST_VOTING_END_PAST_MESSAGE = 'Voting must end in the future.';
export const CONTEST_TOO_LONG_MESSAGE = `A contest can run at most ${CONTEST_LENGTH_MAX_DAYS} days.`;
export const CONTEST_TOO_FAR_MESSAGE = `A contest can open at most ${CONTEST_OPEN_MAX_DAYS_AHEAD} days ahead.`;
export const CONTEST_FINISHED_MESSAGE = 'This contest is over: its results are final.';
export const CONTEST_DATES_LOCKED_MESSAGE =
  'Voting has ended: the dates and the number of winners can no longer change.';

// Labels of the pages.
export const CONTESTS_HEADING = 'Photo contests';
export const CONTESTS_INTRO =
  'Staff set a theme, members enter one photo each, and the community votes for its favourite.';
export const CREATE_CONTEST_LABEL = 'New contest';
export const EDIT_CONTEST_LABEL = 'Edit contest';
export const ENTER_CONTEST_LABEL = 'Enter this contest';
export const REPLACE_ENTRY_LABEL = 'Replace your entry';
export const WITHDRAW_ENTRY_LABEL = 'Withdraw your entry';
export const VOTE_LABEL = 'Vote';
export const VOTED_LABEL = 'Your vote';
export const MOVE_VOTE_LABEL = 'Move your vote here';
export const REMOVE_VOTE_LABEL = 'Remove your vote';
export const CONTEST_EMPTY_MESSAGES: Record<ContestListStatus, string> = {
  entries: 'No contest is taking entries right now.',
  voting: 'No contest is in its voting days right now.',
  upcoming: 'No contest is planned yet.',
  past: 'No contest has finished yet.',
};
export const CONTEST_NO_ENTRIES_MESSAGE = 'No entries yet.';
export const CONTEST_HIDDEN_COUNTS_NOTE =
  'Vote counts stay hidden until voting ends, so every photo gets a fair look.';
export const CONTEST_SIGN_IN_PROMPT = 'Sign in to enter your photo and vote.';

/** '1st', '2nd', '3rd', '4th'… */
export function placeLabel(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[place % 10] ?? 'th';
  return `${place}${suffix}`;
}

/** '1 vote', '12 votes'. */
export function votesText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'vote' : 'votes'}`;
}
