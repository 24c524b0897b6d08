import { Lightbulb, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  SHARE_TIP_LABEL,
  TIPS_EMPTY_MESSAGE,
  TIPS_SIGN_IN_PROMPT,
} from '../../../common/features/tips/tip-limits';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { PagedList } from '../../features/reviews/components/paged-list';
import { useTips } from '../../features/tips/api/tips-api';
import { TipCard, TipCardSkeleton } from '../../features/tips/components/tip-card';
import { LinkedTip } from '../../features/tips/components/linked-tip';
import { TipForm } from '../../features/tips/components/tip-form';
import { TipsFiltersBar } from '../../features/tips/components/tips-filters';
import {
  readTipFilters,
  tipFiltersQuery,
  type TipFilters,
} from '../../features/tips/lib/tip-filters';
import { usePageMeta } from '../../lib/page-meta';

const description =
  'Money, time, planning and insider tips for Walt Disney World from members, the most helpful first.';

/**
 * `/tips` (spec §2, issue 14): members' tips in the tips guide's four categories, filtered by
 * category and park and ordered top this week, top of all time or new (kept in the address),
 * page by page; members share, edit and delete their own and mark others' helpful. A link to one
 * tip (`?tip={id}`, from search) shows it first.
 */
export default function TipsPage() {
  usePageMeta({ title: 'Tips', description });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readTipFilters(params);
  const tips = useTips(viewerId, filters);
  const setFilters = (next: TipFilters) => setParams(tipFiltersQuery(next));
  const filtered = filters.category !== '' || filters.park !== '';
  const linkedTipId = params.get('tip');

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <PageHeader title="Tips" description={description} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
        {linkedTipId && <LinkedTip tipId={linkedTipId} viewerId={viewerId} />}
        <section
          aria-labelledby="share-tip-heading"
          className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground"
        >
          <h2 id="share-tip-heading" className="text-xl font-semibold tracking-tight">
            {SHARE_TIP_LABEL}
          </h2>
          {viewerId ? (
            <TipForm />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-muted-foreground">{TIPS_SIGN_IN_PROMPT}</p>
              <Button asChild>
                <Link to="/auth?tab=signin&next=%2Ftips">Sign In</Link>
              </Button>
            </div>
          )}
        </section>
        <section aria-labelledby="tips-heading" className="grid gap-4">
          <h2 id="tips-heading" className="text-xl font-semibold tracking-tight">
            Member tips
          </h2>
          <TipsFiltersBar filters={filters} onChange={setFilters} />
          <PagedList
            query={tips}
            label="Member tips"
            noun="tips"
            keyOf={(tip) => tip.id}
            renderItem={(tip) => <TipCard tip={tip} />}
            skeleton={
              <>
                <TipCardSkeleton />
                <TipCardSkeleton />
                <TipCardSkeleton />
              </>
            }
            listClassName="grid gap-4"
            isStale={tips.isPlaceholderData}
            empty={
              filtered ? (
                <EmptyState
                  icon={SearchX}
                  title="No tips match"
                  description="Try another category or park, or share the first one."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => setFilters({ ...filters, category: '', park: '' })}
                    >
                      Show every tip
                    </Button>
                  }
                />
              ) : (
                <EmptyState icon={Lightbulb} title="No tips yet" description={TIPS_EMPTY_MESSAGE} />
              )
            }
          />
        </section>
      </div>
    </div>
  );
}
