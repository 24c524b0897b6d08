import { contestPagePath, PARK_TIME_ZONE } from '../../../common/features/contests/contest-limits';
import type {
  Contest,
  ContestEntry,
  ContestSummary,
} from '../../../common/features/contests/contests.contract';
import { instantToParkLocal } from '../../../common/features/events/park-time';
import { presentImage } from '../uploads/uploads.presenter';
import { canSeeVoteCounts, contestPhase } from './contests.policy';
import type { EntryViewRow } from './contest-entries.repository';
import type { ContestViewRow } from './contests.repository';

const author = (row: EntryViewRow) => ({
  id: row.userId,
  username: row.authorUsername,
  avatar_url: row.authorAvatarUrl,
});

/** A contest row → its card; `winners` are its placed entries the viewer may see. */
export function presentContestSummary(
  row: ContestViewRow,
  winners: EntryViewRow[],
  now: Date,
): ContestSummary {
  const isFinal = canSeeVoteCounts(row);
  return {
    id: row.id,
    title: row.title,
    theme: row.theme,
    cover: row.cover ? presentImage(row.cover) : null,
    entriesOpenAt: row.entriesOpenAt.toISOString(),
    entriesCloseAt: row.entriesCloseAt.toISOString(),
    votingEndsAt: row.votingEndsAt.toISOString(),
    entriesOpenAtLocal: instantToParkLocal(row.entriesOpenAt),
    entriesCloseAtLocal: instantToParkLocal(row.entriesCloseAt),
    votingEndsAtLocal: instantToParkLocal(row.votingEndsAt),
    timeZone: PARK_TIME_ZONE,
    winnerCount: row.winnerCount,
    entryCount: row.entryCount,
    phase: contestPhase(row, now),
    resultsAt: row.resultsAt?.toISOString() ?? null,
    winners: isFinal
      ? winners
          .filter((entry) => entry.place !== null)
          .map((entry) => ({
            entryId: entry.id,
            place: entry.place!,
            author: author(entry),
            photo: presentImage(entry.photo),
          }))
      : [],
    path: contestPagePath(row.id),
  };
}

/**
 * An entry as the viewer sees it: its votes and place only once the results are in (the
 * policy's rule), never before.
 */
export function presentContestEntry(
  row: EntryViewRow,
  contest: Pick<ContestViewRow, 'resultsAt'>,
  viewerId: string | null,
): ContestEntry {
  const isFinal = canSeeVoteCounts(contest);
  return {
    id: row.id,
    author: author(row),
    photo: presentImage(row.photo),
    caption: row.caption,
    createdAt: row.createdAt.toISOString(),
    replacedAt: row.replacedAt?.toISOString() ?? null,
    isOwn: viewerId === row.userId,
    votes: isFinal ? row.voteCount : null,
    place: isFinal ? row.place : null,
  };
}

/**
 * The order of a contest's entries on its page: by place and votes once the results are in
 * (then the earlier entry); before, the viewer's own first, then oldest first.
 */
export function orderEntries(
  entries: ContestEntry[],
  contest: Pick<ContestViewRow, 'resultsAt'>,
): ContestEntry[] {
  const sorted = [...entries];
  if (canSeeVoteCounts(contest)) {
    sorted.sort(
      (a, b) =>
        (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER) ||
        (b.votes ?? 0) - (a.votes ?? 0) ||
        a.createdAt.localeCompare(b.createdAt),
    );
  } else {
    sorted.sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
  }
  return sorted;
}

export function presentContest(
  row: ContestViewRow,
  entries: EntryViewRow[],
  viewer: Contest['viewer'],
  viewerId: string | null,
  now: Date,
): Contest {
  const presented = entries.map((entry) => presentContestEntry(entry, row, viewerId));
  return {
    ...presentContestSummary(row, entries, now),
    rules: row.rules,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    entries: orderEntries(presented, row),
    viewer,
  };
}
