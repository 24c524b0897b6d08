import { useEffect, useState } from 'react';
import {
  PARK_TIME_ZONE,
  type ContestPhase,
} from '../../../../common/features/contests/contest-limits';
import type { ContestSummary } from '../../../../common/features/contests/contests.contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** '2 days 4 hours', '3 hours 5 minutes', '12 minutes', 'less than a minute'. */
export function durationText(ms: number): string {
  if (ms < MINUTE_MS) return 'less than a minute';
  const days = Math.floor(ms / DAY_MS);
  const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  const part = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (days > 0)
    return hours > 0 ? `${part(days, 'day')} ${part(hours, 'hour')}` : part(days, 'day');
  if (hours > 0) {
    return minutes > 0 ? `${part(hours, 'hour')} ${part(minutes, 'minute')}` : part(hours, 'hour');
  }
  return part(minutes, 'minute');
}

/** The phase at `now` as the client's clock reads it (the server's phase until results). */
export function phaseAt(contest: ContestSummary, now: Date): ContestPhase {
  if (contest.resultsAt) return 'finished';
  const time = now.getTime();
  if (time < Date.parse(contest.entriesOpenAt)) return 'upcoming';
  if (time < Date.parse(contest.entriesCloseAt)) return 'entries';
  if (time < Date.parse(contest.votingEndsAt)) return 'voting';
  return 'tallying';
}

/** What the countdown of a card says: 'Entries close in 2 days 4 hours'. */
export function countdownText(contest: ContestSummary, now: Date): string {
  const phase = phaseAt(contest, now);
  const until = (iso: string) => durationText(Date.parse(iso) - now.getTime());
  if (phase === 'upcoming') return `Entries open in ${until(contest.entriesOpenAt)}`;
  if (phase === 'entries') return `Entries close in ${until(contest.entriesCloseAt)}`;
  if (phase === 'voting') return `Voting ends in ${until(contest.votingEndsAt)}`;
  if (phase === 'tallying') return 'Voting has ended: the winners are being counted';
  return `Winners announced ${dayText(contest.resultsAt ?? contest.votingEndsAt)}`;
}

/** 'Dec 12, 2026' at the park. */
export function dayText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: PARK_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(iso));
}

/** 'Saturday, December 12, 2026, 7:00 PM EST' at the park. */
export function parkTimeText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: PARK_TIME_ZONE,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** The time now, renewed every `everyMs` (the countdowns tick). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
