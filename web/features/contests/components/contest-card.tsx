import { Camera, Clock, Images, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import {
  contestPhaseLabels,
  placeLabel,
  type ContestPhase,
} from '../../../../common/features/contests/contest-limits';
import type { ContestSummary } from '../../../../common/features/contests/contests.contract';
import { CoverPhoto, type CoverPhotoProps } from '../../../components/cover-photo';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { countdownText, phaseAt } from '../lib/contest-time';
import { countLabel } from '../../../../common/count-format';

const phaseVariants: Record<ContestPhase, 'default' | 'secondary' | 'accent' | 'outline'> = {
  upcoming: 'outline',
  entries: 'default',
  voting: 'accent',
  tallying: 'secondary',
  finished: 'secondary',
};

/** The phase of a contest as a badge ('Open for entries', 'Voting'…). */
export function ContestPhaseBadge({ phase }: { phase: ContestPhase }) {
  return <Badge variant={phaseVariants[phase]}>{contestPhaseLabels[phase]}</Badge>;
}

/** A contest's cover, or a band with a camera when it has none. */
export function ContestCover(props: CoverPhotoProps) {
  return <CoverPhoto {...props} fallbackIcon={Camera} />;
}

/**
 * A contest in a list: the cover, the phase and its countdown, the title (the link to its page,
 * stretched over the card), the theme, the entry count, and the winners' photos once known.
 */
export function ContestCard({ contest, now }: { contest: ContestSummary; now: Date }) {
  const titleId = `contest-${contest.id}-title`;
  const phase = phaseAt(contest, now);
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow duration-150 focus-within:ring-2 focus-within:ring-ring hover:shadow-md motion-reduce:transition-none"
    >
      <ContestCover cover={contest.cover} size="card" />
      <div className="grid flex-1 content-start gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <ContestPhaseBadge phase={phase} />
        </div>
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          <Link
            to={contest.path}
            className="outline-none [overflow-wrap:anywhere] after:absolute after:inset-0 hover:underline"
          >
            {contest.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground [overflow-wrap:anywhere]">
          {contest.theme}
        </p>
        <p className="flex items-center gap-1.5 text-sm">
          <Clock aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {countdownText(contest, now)}
        </p>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <Images aria-hidden className="size-4 shrink-0" />
          {countLabel(contest.entryCount, 'entry', 'entries')}
        </p>
        {contest.winners.length > 0 && (
          <ol aria-label="Winners" className="mt-auto flex gap-2 pt-2">
            {contest.winners.slice(0, 3).map((winner) => (
              <li key={winner.entryId} className="relative w-1/3">
                <img
                  src={winner.photo.thumbnailUrl}
                  alt={`${placeLabel(winner.place)}: photo by ${winner.author.username}`}
                  width={winner.photo.width}
                  height={winner.photo.height}
                  loading="lazy"
                  className="aspect-square w-full rounded-md object-cover"
                />
                <span className="absolute left-1 top-1 inline-flex items-center gap-0.5 rounded-full bg-accent px-1.5 text-xs font-semibold text-accent-foreground">
                  <Trophy aria-hidden className="size-3" />
                  {placeLabel(winner.place)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </article>
  );
}

/** A card's shape while the list loads. */
export function ContestCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border">
      <Skeleton className="aspect-[2/1] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
