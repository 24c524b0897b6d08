import { Check, Loader2, Trophy, Vote } from 'lucide-react';
import { Link } from 'react-router';
import {
  CONTEST_HIDDEN_COUNTS_NOTE,
  MOVE_VOTE_LABEL,
  placeLabel,
  REMOVE_VOTE_LABEL,
  VOTE_LABEL,
  VOTED_LABEL,
  votesText,
} from '../../../../common/features/contests/contest-limits';
import type { Contest, ContestEntry } from '../../../../common/features/contests/contests.contract';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { usePhotoViewer } from '../../../components/photo-viewer/lazy-photo-viewer';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-error';
import { cn } from '../../../lib/cn';
import { useContestVote } from '../api/contests-api';

/** The label of an entry's photo: its caption, or whose it is. */
const photoLabel = (entry: ContestEntry) =>
  entry.caption
    ? `${entry.caption}, by ${entry.author.username}`
    : `Photo by ${entry.author.username}`;

/**
 * The vote button of an entry: 'Vote', 'Your vote' (pressing it again takes the vote back) or
 * 'Move your vote here'. Never on the viewer's own entry; no count anywhere before the results.
 */
function VoteButton({
  contest,
  entry,
  viewerId,
}: {
  contest: Contest;
  entry: ContestEntry;
  viewerId: string | null;
}) {
  const vote = useContestVote(viewerId, contest.id);
  if (!contest.viewer.canVote || entry.isOwn) return null;
  const isMine = contest.viewer.votedEntryId === entry.id;
  const hasOther = contest.viewer.votedEntryId !== null && !isMine;
  const label = isMine ? VOTED_LABEL : hasOther ? MOVE_VOTE_LABEL : VOTE_LABEL;
  const press = () =>
    vote.mutate(isMine ? null : entry.id, {
      onSuccess: (state) =>
        toast({
          title: state.votedEntryId ? 'Vote saved' : 'Vote removed',
          description: state.votedEntryId
            ? 'You can move it to another photo until voting ends.'
            : undefined,
        }),
      onError: (failure) =>
        toast({
          title: 'Your vote was not saved',
          description: failure instanceof ApiError ? failure.message : undefined,
          variant: 'destructive',
        }),
    });
  return (
    <Button
      type="button"
      variant={isMine ? 'default' : 'outline'}
      aria-pressed={isMine}
      aria-label={`${isMine ? REMOVE_VOTE_LABEL : label}: ${photoLabel(entry)}`}
      disabled={vote.isPending}
      onClick={press}
      className="h-auto min-h-11 w-full whitespace-normal"
    >
      {vote.isPending ? (
        <Loader2 aria-hidden className="animate-spin" />
      ) : isMine ? (
        <Check aria-hidden />
      ) : (
        <Vote aria-hidden />
      )}
      {label}
    </Button>
  );
}

/**
 * Every entry of the contest the viewer may see, as a grid of photos: a photo opens the
 * lightbox (arrow keys move between photos, Escape closes it); with each photo its author, its
 * caption, the vote button during voting, and the votes and place once the results are in.
 */
export function ContestEntries({
  contest,
  viewerId,
  title = 'Entries',
}: {
  contest: Contest;
  viewerId: string | null;
  title?: string;
}) {
  const { open, viewer } = usePhotoViewer(
    contest.entries.map((entry, index) => ({
      id: entry.id,
      url: entry.photo.url,
      width: entry.photo.width,
      height: entry.photo.height,
      alt: entry.caption || entry.photo.alt,
      label: `Photo ${index + 1} of ${contest.entries.length} by ${entry.author.username}`,
    })),
  );
  const isFinal = contest.phase === 'finished';
  return (
    <section aria-labelledby="contest-entries-heading" className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="contest-entries-heading" className="text-xl font-semibold tracking-tight">
          {title} ({contest.entries.length})
        </h2>
        {!isFinal && <p className="text-sm text-muted-foreground">{CONTEST_HIDDEN_COUNTS_NOTE}</p>}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 [&>li]:min-w-0">
        {contest.entries.map((entry, index) => (
          <li
            key={entry.id}
            aria-label={photoLabel(entry)}
            className={cn(
              'grid min-w-0 content-start gap-2 rounded-xl border bg-card p-2',
              entry.isOwn && 'ring-2 ring-primary/60',
            )}
          >
            <button
              type="button"
              onClick={(event) => open(index, event.currentTarget)}
              className="relative overflow-hidden rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Open ${photoLabel(entry)}`}
            >
              <img
                src={entry.photo.thumbnailUrl}
                alt=""
                width={entry.photo.width}
                height={entry.photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
              {entry.place !== null && (
                <span className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-accent px-2 py-0.5 text-xs font-semibold text-accent-foreground">
                  <Trophy aria-hidden className="size-3" />
                  {placeLabel(entry.place)}
                </span>
              )}
            </button>
            <div className="grid gap-1 px-1 text-sm">
              <p className="flex flex-wrap items-center justify-between gap-1">
                <Link
                  to={`/profile/${entry.author.id}`}
                  className="font-medium hover:underline [overflow-wrap:anywhere]"
                >
                  {entry.isOwn ? 'Your entry' : `@${entry.author.username}`}
                </Link>
                {entry.votes !== null && (
                  <span className="text-muted-foreground">{votesText(entry.votes)}</span>
                )}
                {!entry.isOwn && (
                  <ItemActionsMenu
                    item={{
                      kind: 'contest_entry',
                      id: entry.id,
                      authorId: entry.author.id,
                      authorName: entry.author.username,
                      excerpt: entry.caption || undefined,
                    }}
                    label={`More actions for ${photoLabel(entry)}`}
                    className="-my-2 -mr-1"
                  />
                )}
              </p>
              {entry.caption && (
                <p className="text-muted-foreground [overflow-wrap:anywhere]">{entry.caption}</p>
              )}
              <VoteButton contest={contest} entry={entry} viewerId={viewerId} />
            </div>
          </li>
        ))}
      </ul>
      {viewer}
    </section>
  );
}

/** The winners of a finished contest, by place, with their votes. */
export function ContestWinners({ contest }: { contest: Contest }) {
  const winners = contest.entries.filter((entry) => entry.place !== null);
  if (contest.phase !== 'finished') return null;
  return (
    <section aria-labelledby="contest-winners-heading" className="grid gap-3">
      <h2 id="contest-winners-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Trophy aria-hidden className="size-5 text-accent-foreground" />
        Winners
      </h2>
      {winners.length === 0 ? (
        <p className="text-muted-foreground">No photo received a vote, so there are no winners.</p>
      ) : (
        <ol className="grid gap-4 sm:grid-cols-3">
          {winners.map((entry) => (
            <li key={entry.id} className="overflow-hidden rounded-xl border bg-card">
              <img
                src={entry.photo.thumbnailUrl}
                srcSet={`${entry.photo.thumbnailUrl} 400w, ${entry.photo.url} ${entry.photo.width}w`}
                sizes="(min-width: 40rem) 20rem, 100vw"
                alt={entry.caption || entry.photo.alt || `Photo by ${entry.author.username}`}
                width={entry.photo.width}
                height={entry.photo.height}
                className="aspect-[4/3] w-full object-cover"
              />
              <div className="grid gap-0.5 p-3 text-sm">
                <p className="font-semibold">
                  {placeLabel(entry.place!)} place ·{' '}
                  <Link to={`/profile/${entry.author.id}`} className="hover:underline">
                    @{entry.author.username}
                  </Link>
                </p>
                <p className="text-muted-foreground">{votesText(entry.votes ?? 0)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
