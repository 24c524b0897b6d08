import { ImageOff, Trophy } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import {
  CONTEST_HIDDEN_COUNTS_NOTE,
  CONTEST_NO_ENTRIES_MESSAGE,
  CONTEST_NOT_FOUND_MESSAGE,
  contestListLabels,
  contestPhaseLabels,
  CONTESTS_HEADING,
  CONTESTS_INTRO,
  placeLabel,
  votesText,
  type ContestListStatus,
} from '../../common/features/contests/contest-limits';
import type { Contest, ContestSummary } from '../../common/features/contests/contests.contract';
import { EmptyState } from '../components/ui/empty-state';
import { MemberPageFrame, type Navigation } from './render-member-page';
import { countLabel } from '../../common/count-format';

/** 'Saturday, December 12, 2026, 7:00 PM' at the park. */
function parkTimeText(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** 'Dec 12, 2026, 7:00 PM' at the park. */
function shortParkTime(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(instant));
}

/** What a card says of the contest's next date (park time). */
function cardDateText(contest: ContestSummary): string {
  const at = (instant: string) => `${shortParkTime(instant, contest.timeZone)} park time`;
  if (contest.phase === 'upcoming') return `Entries open ${at(contest.entriesOpenAt)}`;
  if (contest.phase === 'entries') return `Entries close ${at(contest.entriesCloseAt)}`;
  if (contest.phase === 'voting') return `Voting ends ${at(contest.votingEndsAt)}`;
  if (contest.phase === 'tallying') return 'Voting has ended: the winners are being counted';
  return `Voting ended ${at(contest.votingEndsAt)}`;
}

const badgeClass =
  'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-medium text-foreground';

function ContestCard({ contest }: { contest: ContestSummary }) {
  return (
    <li className="overflow-hidden rounded-lg border bg-card">
      <a href={contest.path} className="block">
        {contest.cover ? (
          <img
            src={contest.cover.thumbnailUrl}
            alt={contest.cover.alt ?? ''}
            width={contest.cover.width}
            height={contest.cover.height}
            loading="lazy"
            className="aspect-[2/1] w-full object-cover"
          />
        ) : null}
        <div className="p-4">
          <span className={badgeClass}>{contestPhaseLabels[contest.phase]}</span>
          <h3 className="mt-2 text-lg font-semibold">{contest.title}</h3>
          <p className="mt-1 text-sm text-muted-foreground">{contest.theme}</p>
          <p className="mt-2 text-sm">{cardDateText(contest)}</p>
          <p className="mt-1 text-xs text-muted-foreground">
            {countLabel(contest.entryCount, 'entry', 'entries')}
          </p>
          {contest.winners.length > 0 ? (
            <ol aria-label="Winners" className="mt-3 flex gap-2">
              {contest.winners.slice(0, 3).map((winner) => (
                <li key={winner.entryId} className="w-1/3">
                  <img
                    src={winner.photo.thumbnailUrl}
                    alt={`${placeLabel(winner.place)}: photo by ${winner.author.username}`}
                    width={winner.photo.width}
                    height={winner.photo.height}
                    loading="lazy"
                    className="aspect-square w-full rounded-md object-cover"
                  />
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      </a>
    </li>
  );
}

/** The lists of `/contests` as a visitor reads them. */
export type ContestLists = Record<ContestListStatus, ContestSummary[]>;

/**
 * The HTML inside `#root` of `/contests` (run on the server): the contests open for entries,
 * in their voting days, opening later, and the past ones, for crawlers and readers without
 * JavaScript; the app takes the page over.
 */
export function renderContestsBody(lists: ContestLists, navigation: Navigation): string {
  const order: ContestListStatus[] = ['entries', 'voting', 'upcoming', 'past'];
  return renderToString(
    <MemberPageFrame path="/contests" navigation={navigation}>
      <div className="mx-auto max-w-5xl px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight">{CONTESTS_HEADING}</h1>
        <p className="mt-2 text-muted-foreground">{CONTESTS_INTRO}</p>
        {order
          .filter((status) => lists[status].length > 0)
          .map((status) => (
            <section key={status} className="mt-8">
              <h2 className="text-xl font-semibold">{contestListLabels[status]}</h2>
              <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {lists[status].map((contest) => (
                  <ContestCard key={contest.id} contest={contest} />
                ))}
              </ul>
            </section>
          ))}
      </div>
    </MemberPageFrame>,
  );
}

/**
 * The HTML inside `#root` of `/contest/{id}` as a visitor reads it: theme, rules, the dates at
 * the park, the entries (with their votes and the winners once the results are in).
 */
export function renderContestBody(contest: Contest, navigation: Navigation): string {
  const isFinal = contest.phase === 'finished';
  const winners = contest.entries.filter((entry) => entry.place !== null);
  return renderToString(
    <MemberPageFrame path={contest.path} navigation={navigation}>
      <article className="mx-auto max-w-5xl px-4 py-8">
        {contest.cover ? (
          <img
            src={contest.cover.url}
            alt={contest.cover.alt ?? ''}
            width={contest.cover.width}
            height={contest.cover.height}
            className="mb-6 aspect-[3/1] w-full rounded-lg object-cover"
          />
        ) : null}
        <span className={badgeClass}>{contestPhaseLabels[contest.phase]}</span>
        <h1 className="mt-3 text-3xl font-bold tracking-tight">{contest.title}</h1>
        <p className="mt-2 text-lg">{contest.theme}</p>
        <dl className="mt-6 grid gap-3 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-muted-foreground">Entries open</dt>
          <dd>
            <time dateTime={contest.entriesOpenAt}>
              {parkTimeText(contest.entriesOpenAt, contest.timeZone)}
            </time>{' '}
            (park time)
          </dd>
          <dt className="font-medium text-muted-foreground">Voting opens</dt>
          <dd>
            <time dateTime={contest.entriesCloseAt}>
              {parkTimeText(contest.entriesCloseAt, contest.timeZone)}
            </time>
          </dd>
          <dt className="font-medium text-muted-foreground">Voting ends</dt>
          <dd>
            <time dateTime={contest.votingEndsAt}>
              {parkTimeText(contest.votingEndsAt, contest.timeZone)}
            </time>
          </dd>
          <dt className="font-medium text-muted-foreground">Winners</dt>
          <dd>{contest.winnerCount}</dd>
        </dl>
        {contest.rules ? (
          <section className="mt-8">
            <h2 className="text-xl font-semibold">Rules</h2>
            <div className="mt-2 whitespace-pre-line leading-7">{contest.rules}</div>
          </section>
        ) : null}
        {isFinal && winners.length > 0 ? (
          <section className="mt-8">
            <h2 className="text-xl font-semibold">Winners</h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {winners.map((entry) => (
                <li key={entry.id}>
                  <img
                    src={entry.photo.thumbnailUrl}
                    alt={entry.photo.alt ?? entry.caption}
                    width={entry.photo.width}
                    height={entry.photo.height}
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <p className="mt-2 font-medium">
                    {placeLabel(entry.place!)}: @{entry.author.username} ·{' '}
                    {votesText(entry.votes ?? 0)}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ) : null}
        <section className="mt-8">
          <h2 className="text-xl font-semibold">Entries ({contest.entries.length})</h2>
          {!isFinal ? (
            <p className="mt-1 text-sm text-muted-foreground">{CONTEST_HIDDEN_COUNTS_NOTE}</p>
          ) : null}
          {contest.entries.length === 0 ? (
            <p className="mt-4">{CONTEST_NO_ENTRIES_MESSAGE}</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {contest.entries.map((entry) => (
                <li key={entry.id}>
                  <img
                    src={entry.photo.thumbnailUrl}
                    alt={entry.photo.alt ?? entry.caption}
                    width={entry.photo.width}
                    height={entry.photo.height}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <p className="mt-1 text-sm">
                    <a className="underline" href={`/profile/${entry.author.id}`}>
                      @{entry.author.username}
                    </a>
                    {entry.votes !== null ? ` · ${votesText(entry.votes)}` : ''}
                  </p>
                  {entry.caption ? (
                    <p className="text-sm text-muted-foreground">{entry.caption}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="mt-8 text-sm">
          <a className="underline" href="/contests">
            All photo contests
          </a>
        </p>
      </article>
    </MemberPageFrame>,
  );
}

/** What the page of an unknown contest says below its heading. */
export const CONTEST_MISSING_DESCRIPTION =
  'It may have been deleted. The open contests and the gallery of past ones are on the contests page.';

/** The HTML inside `#root` of `/contest/{id}` for a contest that does not exist. */
export function renderContestMissingBody(path: string, navigation: Navigation): string {
  return renderToString(
    <MemberPageFrame path={path} navigation={navigation}>
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="sr-only">{CONTEST_NOT_FOUND_MESSAGE}</h1>
        <EmptyState
          icon={ImageOff}
          title={CONTEST_NOT_FOUND_MESSAGE}
          description={CONTEST_MISSING_DESCRIPTION}
          action={
            <a
              href="/contests"
              className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              <Trophy aria-hidden className="mr-2 size-4" />
              Browse contests
            </a>
          }
        />
      </div>
    </MemberPageFrame>,
  );
}
