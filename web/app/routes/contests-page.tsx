import { Camera, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  CONTEST_EMPTY_MESSAGES,
  CONTEST_SIGN_IN_PROMPT,
  contestListLabels,
  CONTESTS_HEADING,
  CONTESTS_INTRO,
  CREATE_CONTEST_LABEL,
  type ContestListStatus,
} from '../../../common/features/contests/contest-limits';
import { Button } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useContests } from '../../features/contests/api/contests-api';
import { ContestCard, ContestCardSkeleton } from '../../features/contests/components/contest-card';
import { ContestFormDialog } from '../../features/contests/components/contest-form-dialog';
import { useNow } from '../../features/contests/lib/contest-time';
import { useOwnProfile } from '../../features/profiles/api/get-own-profile';
import { PagedList } from '../../features/reviews/components/paged-list';
import { usePageMeta } from '../../lib/page-meta';
import { Link } from 'react-router';

/** One list of the page: its heading, its cards page by page, its empty state. */
function ContestSection({
  status,
  viewerId,
  now,
}: {
  status: ContestListStatus;
  viewerId: string | null;
  now: Date;
}) {
  const contests = useContests(viewerId, status);
  const headingId = `contests-${status}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        {contestListLabels[status]}
      </h2>
      <PagedList
        query={contests}
        label={contestListLabels[status]}
        noun="contests"
        keyOf={(contest) => contest.id}
        renderItem={(contest) => <ContestCard contest={contest} now={now} />}
        skeleton={
          <>
            <ContestCardSkeleton />
            <ContestCardSkeleton />
            <ContestCardSkeleton />
          </>
        }
        listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        // The section's heading names the list: the empty state says only what is (not) here.
        empty={
          <p className="flex items-center justify-center gap-2 rounded-xl border border-dashed px-6 py-10 text-center text-sm text-muted-foreground">
            <Camera aria-hidden className="size-5 shrink-0" />
            {CONTEST_EMPTY_MESSAGES[status]}
          </p>
        }
      />
    </section>
  );
}

/**
 * `/contests` (spec §2, issue 14): the photo contests open for entries, in their voting days
 * and opening later, each card with its phase and countdown, then the gallery of past contests
 * with their winners. Staff create contests here.
 */
export default function ContestsPage() {
  usePageMeta({ title: CONTESTS_HEADING, description: CONTESTS_INTRO });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const profile = useOwnProfile(session?.user.id);
  const isStaff = profile.data?.is_admin === true;
  const [isCreating, setIsCreating] = useState(false);
  const now = useNow();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        title={CONTESTS_HEADING}
        description={CONTESTS_INTRO}
        actions={
          isStaff ? (
            <Button onClick={() => setIsCreating(true)}>
              <Plus aria-hidden />
              {CREATE_CONTEST_LABEL}
            </Button>
          ) : !viewerId ? (
            <Button asChild variant="outline">
              <Link to="/auth?tab=signin&next=%2Fcontests">Sign In</Link>
            </Button>
          ) : undefined
        }
      />
      {!viewerId && (
        <p className="-mt-3 pb-6 text-sm text-muted-foreground">{CONTEST_SIGN_IN_PROMPT}</p>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
        <ContestSection status="entries" viewerId={viewerId} now={now} />
        <ContestSection status="voting" viewerId={viewerId} now={now} />
        <ContestSection status="upcoming" viewerId={viewerId} now={now} />
        <ContestSection status="past" viewerId={viewerId} now={now} />
      </div>
      {isStaff && <ContestFormDialog isOpen={isCreating} onOpenChange={setIsCreating} />}
    </div>
  );
}
