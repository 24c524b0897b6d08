import { CalendarClock, Images, Pencil, Send, Trash2, Trophy, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CONTEST_NO_ENTRIES_MESSAGE,
  CONTEST_SIGN_IN_PROMPT,
  EDIT_CONTEST_LABEL,
  ENTER_CONTEST_LABEL,
  REPLACE_ENTRY_LABEL,
  WITHDRAW_ENTRY_LABEL,
} from '../../../common/features/contests/contest-limits';
import type { Contest } from '../../../common/features/contests/contests.contract';
import { Button } from '../../components/ui/button';
import { ConfirmDeleteDialog } from '../../components/ui/confirm-delete-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { toast } from '../../components/ui/use-toast';
import { useSession } from '../../features/auth/hooks/use-session';
import {
  useContest,
  useDeleteContest,
  useWithdrawEntry,
} from '../../features/contests/api/contests-api';
import { ContestCover, ContestPhaseBadge } from '../../features/contests/components/contest-card';
import { ContestEntries, ContestWinners } from '../../features/contests/components/contest-entries';
import { ContestFormDialog } from '../../features/contests/components/contest-form-dialog';
import {
  ContestLoadError,
  ContestNotFound,
  ContestPageSkeleton,
} from '../../features/contests/components/contest-states';
import { EnterContestDialog } from '../../features/contests/components/enter-contest-dialog';
import { countdownText, parkTimeText, useNow } from '../../features/contests/lib/contest-time';
import { LinkifiedText } from '../../features/posts/components/linkified-text';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { countLabel } from '../../../common/count-format';

/** The dates of the contest at the park. */
function ContestDates({ contest }: { contest: Contest }) {
  const rows: [string, string][] = [
    ['Entries open', contest.entriesOpenAt],
    ['Entries close and voting opens', contest.entriesCloseAt],
    ['Voting ends', contest.votingEndsAt],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, iso]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-muted-foreground">{label}</dt>
          <dd>
            <time dateTime={iso}>{parkTimeText(iso)}</time>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Entering, replacing and withdrawing the viewer's entry while entries are open. */
function EntryActions({ contest, viewerId }: { contest: Contest; viewerId: string | null }) {
  const [isEntering, setIsEntering] = useState(false);
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  const withdraw = useWithdrawEntry(contest.id);
  if (!viewerId) {
    if (contest.phase !== 'entries' && contest.phase !== 'voting') return null;
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
        <p className="text-sm text-muted-foreground">{CONTEST_SIGN_IN_PROMPT}</p>
        <Button asChild>
          <Link to={`/auth?tab=signin&next=${encodeURIComponent(contest.path)}`}>Sign In</Link>
        </Button>
      </div>
    );
  }
  if (!contest.viewer.canEnter) return null;
  const ownEntry = contest.entries.find((entry) => entry.isOwn) ?? null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => setIsEntering(true)}>
        <Send aria-hidden />
        {ownEntry ? REPLACE_ENTRY_LABEL : ENTER_CONTEST_LABEL}
      </Button>
      {ownEntry && (
        <Button variant="outline" onClick={() => setIsWithdrawing(true)}>
          <Undo2 aria-hidden />
          {WITHDRAW_ENTRY_LABEL}
        </Button>
      )}
      <EnterContestDialog
        contestId={contest.id}
        viewerId={viewerId}
        ownEntry={ownEntry}
        isOpen={isEntering}
        onOpenChange={setIsEntering}
      />
      <ConfirmDeleteDialog
        isOpen={isWithdrawing}
        onOpenChange={setIsWithdrawing}
        title="Withdraw your entry?"
        description={`Your photo leaves “${contest.title}”. You can enter again while entries are open.`}
        isPending={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setIsWithdrawing(false);
              toast({ title: 'Your entry was withdrawn' });
            },
            onError: (failure) =>
              toast({
                title: 'Your entry was not withdrawn',
                description: failure instanceof ApiError ? failure.message : undefined,
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}

/** Staff's edit and delete of the contest. */
function StaffActions({ contest }: { contest: Contest }) {
  const [isEditing, setIsEditing] = useState(false);
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteContest(contest.id);
  const navigate = useNavigate();
  if (!contest.viewer.canManage) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setIsEditing(true)}>
        <Pencil aria-hidden />
        {EDIT_CONTEST_LABEL}
      </Button>
      <Button variant="outline" onClick={() => setIsDeleting(true)}>
        <Trash2 aria-hidden />
        Delete contest
      </Button>
      <ContestFormDialog contest={contest} isOpen={isEditing} onOpenChange={setIsEditing} />
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={`Delete “${contest.title}”?`}
        description="The contest, its entries and its votes are deleted for good."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Contest deleted' });
              void navigate('/contests');
            },
            onError: (failure) =>
              toast({
                title: 'The contest was not deleted',
                description: failure instanceof ApiError ? failure.message : undefined,
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}

function ContestDetails({ contest, viewerId }: { contest: Contest; viewerId: string | null }) {
  const now = useNow();
  return (
    <article aria-labelledby="contest-title" className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <div className="overflow-hidden rounded-xl border">
        <ContestCover cover={contest.cover} size="header" isEager />
      </div>
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <ContestPhaseBadge phase={contest.phase} />
          <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarClock aria-hidden className="size-4" />
            {countdownText(contest, now)}
          </span>
        </div>
        <h1
          id="contest-title"
          className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]"
        >
          {contest.title}
        </h1>
        <p className="text-lg [overflow-wrap:anywhere]">{contest.theme}</p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Trophy aria-hidden className="size-4" />
            {countLabel(contest.winnerCount, 'winner', 'winners')}
          </span>
          <span className="inline-flex items-center gap-1">
            <Images aria-hidden className="size-4" />
            {countLabel(contest.entryCount, 'entry', 'entries')}
          </span>
        </p>
        <ContestDates contest={contest} />
        <StaffActions contest={contest} />
      </header>
      {contest.rules && (
        <section aria-labelledby="contest-rules-heading" className="grid gap-2">
          <h2 id="contest-rules-heading" className="text-xl font-semibold tracking-tight">
            Rules
          </h2>
          <LinkifiedText text={contest.rules} className="leading-7" />
        </section>
      )}
      <EntryActions contest={contest} viewerId={viewerId} />
      <ContestWinners contest={contest} />
      {contest.entries.length === 0 ? (
        <EmptyState icon={Images} title="Entries" description={CONTEST_NO_ENTRIES_MESSAGE} />
      ) : (
        <ContestEntries
          contest={contest}
          viewerId={viewerId}
          title={contest.phase === 'finished' ? 'Every entry and its votes' : 'Entries'}
        />
      )}
      <p className="text-sm">
        <Link to="/contests" className="underline">
          All photo contests
        </Link>
      </p>
    </article>
  );
}

/** `/contest/{id}` (issue 14): a photo contest, its entries, entering and voting. */
export default function ContestPage() {
  const { id = '' } = useParams();
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const query = useContest(viewerId, id);
  usePageMeta({
    title: query.data?.title ?? 'Photo contest',
    description: query.data ? `Photo contest: ${query.data.theme}` : 'A photo contest.',
  });
  const isNotFound = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      {query.isPending ? (
        <ContestPageSkeleton />
      ) : isNotFound ? (
        <ContestNotFound />
      ) : query.isError ? (
        <ContestLoadError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <ContestDetails contest={query.data} viewerId={viewerId} />
      )}
    </div>
  );
}
