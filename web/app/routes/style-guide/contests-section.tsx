import { contestPhases } from '../../../../common/features/contests/contest-limits';
import type { ContestSummary } from '../../../../common/features/contests/contests.contract';
import {
  ContestCard,
  ContestCardSkeleton,
  ContestPhaseBadge,
} from '../../../features/contests/components/contest-card';
import { Specimen, StyleSection } from './section';

/** The specimens' moment, so the countdowns read the same on every visit. */
const NOW = new Date('2026-12-05T15:00:00.000Z');

const open: ContestSummary = {
  id: '00000000-0000-4000-8000-000000000701',
  title: 'Cinderella Castle at golden hour',
  theme: 'The castle in the warm light of the last hour before sunset, from any angle.',
  cover: null,
  entriesOpenAt: '2026-12-01T14:00:00.000Z',
  entriesCloseAt: '2026-12-08T14:00:00.000Z',
  votingEndsAt: '2026-12-15T14:00:00.000Z',
  entriesOpenAtLocal: '2026-12-01T09:00',
  entriesCloseAtLocal: '2026-12-08T09:00',
  votingEndsAtLocal: '2026-12-15T09:00',
  timeZone: 'America/New_York',
  winnerCount: 3,
  entryCount: 12,
  phase: 'entries',
  resultsAt: null,
  winners: [],
  path: '/contest/00000000-0000-4000-8000-000000000701',
};

const voting: ContestSummary = {
  ...open,
  id: '00000000-0000-4000-8000-000000000702',
  title: 'Festival bites',
  theme: 'The prettiest plate or treat of an EPCOT festival this season.',
  entriesOpenAt: '2026-11-20T14:00:00.000Z',
  entriesCloseAt: '2026-12-01T14:00:00.000Z',
  votingEndsAt: '2026-12-06T20:30:00.000Z',
  phase: 'voting',
  entryCount: 1,
  path: '/contest/00000000-0000-4000-8000-000000000702',
};

/** Photo contests: the phase badges and the contest card, with its countdown. */
export function ContestsSection() {
  return (
    <StyleSection
      id="contests"
      title="Photo contests"
      description="A card leads with the contest’s cover (a camera band when there is none), then its phase, title, theme, the countdown to its next date and the entry count; a finished contest shows its winners’ photos."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Contest cards">
          <ul className="grid gap-4 sm:grid-cols-2">
            {[open, voting].map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} now={NOW} />
              </li>
            ))}
          </ul>
        </Specimen>
        <Specimen title="Phases and loading" className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            {contestPhases.map((phase) => (
              <ContestPhaseBadge key={phase} phase={phase} />
            ))}
          </div>
          <ContestCardSkeleton />
        </Specimen>
      </div>
    </StyleSection>
  );
}
