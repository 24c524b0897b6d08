import { ListChecks, SearchX } from 'lucide-react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  CHECKLISTS_SIGN_IN_PROMPT,
  MY_CHECKLISTS_EMPTY_MESSAGE,
  PUBLIC_CHECKLISTS_EMPTY_MESSAGE,
} from '../../../common/features/checklists/checklist-limits';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useMyChecklists, usePublicChecklists } from '../../features/checklists/api/checklists-api';
import {
  ChecklistCard,
  ChecklistCardSkeleton,
} from '../../features/checklists/components/checklist-card';
import { ChecklistFiltersBar } from '../../features/checklists/components/checklist-filters-bar';
import { NewChecklistForm } from '../../features/checklists/components/new-checklist-form';
import {
  checklistFiltersQuery,
  readChecklistFilters,
  type ChecklistFilters,
} from '../../features/checklists/lib/checklist-filters';
import { PagedList } from '../../features/reviews/components/paged-list';
import { usePageMeta } from '../../lib/page-meta';

const description =
  'Packing lists, first-trip planners, ride lists and snack crawls for Walt Disney World, made by members and ready to copy.';

const skeleton = (
  <>
    <ChecklistCardSkeleton />
    <ChecklistCardSkeleton />
  </>
);

/** The signed-in member's own checklists, and a form to start one. */
function MyChecklists({ viewerId }: { viewerId: string }) {
  const mine = useMyChecklists(viewerId);
  return (
    <section aria-labelledby="my-checklists-heading" className="grid gap-4">
      <h2 id="my-checklists-heading" className="text-xl font-semibold tracking-tight">
        My checklists
      </h2>
      <div className="rounded-xl border bg-card p-4 text-card-foreground">
        <NewChecklistForm />
      </div>
      <PagedList
        query={mine}
        label="My checklists"
        noun="checklists"
        keyOf={(checklist) => checklist.id}
        renderItem={(checklist) => <ChecklistCard checklist={checklist} showOwn />}
        skeleton={skeleton}
        listClassName="grid gap-4 sm:grid-cols-2"
        empty={
          <EmptyState
            icon={ListChecks}
            title="No checklists yet"
            description={MY_CHECKLISTS_EMPTY_MESSAGE}
          />
        }
      />
    </section>
  );
}

/**
 * `/checklists` (a member's own checklists above the public ones) and `/checklists/public` (the
 * public ones): searchable, filtered by category and park, most copied or newest first (kept in
 * the address), each card with its category and item counts; page by page.
 */
export default function ChecklistsPage() {
  const { pathname } = useLocation();
  const isPublicOnly = pathname.replace(/\/$/, '') === '/checklists/public';
  usePageMeta({
    title: isPublicOnly ? 'Public Checklists' : 'Checklists',
    description,
    path: '/checklists/public',
  });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readChecklistFilters(params);
  const list = usePublicChecklists(viewerId, filters);
  const setFilters = (next: ChecklistFilters) => setParams(checklistFiltersQuery(next));
  const filtered = filters.q !== '' || filters.park !== '' || filters.topic !== '';

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10">
      <PageHeader
        title={isPublicOnly ? 'Public Checklists' : 'Checklists'}
        description={description}
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
        {!isPublicOnly && viewerId && <MyChecklists viewerId={viewerId} />}
        {!viewerId && (
          <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-card-foreground">
            <p className="text-sm text-muted-foreground">{CHECKLISTS_SIGN_IN_PROMPT}</p>
            <Button asChild>
              <Link to={`/auth?tab=signin&next=${encodeURIComponent('/checklists')}`}>Sign In</Link>
            </Button>
          </div>
        )}
        {isPublicOnly && viewerId && (
          <p className="text-sm">
            <Link
              to="/checklists"
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Go to my checklists
            </Link>
          </p>
        )}
        <section aria-labelledby="public-checklists-heading" className="grid gap-4">
          <h2 id="public-checklists-heading" className="text-xl font-semibold tracking-tight">
            Public checklists
          </h2>
          <ChecklistFiltersBar filters={filters} onChange={setFilters} />
          <PagedList
            query={list}
            label="Public checklists"
            noun="checklists"
            keyOf={(checklist) => checklist.id}
            renderItem={(checklist) => <ChecklistCard checklist={checklist} />}
            skeleton={skeleton}
            listClassName="grid gap-4 sm:grid-cols-2"
            isStale={list.isPlaceholderData}
            empty={
              filtered ? (
                <EmptyState
                  icon={SearchX}
                  title="No checklists match"
                  description={PUBLIC_CHECKLISTS_EMPTY_MESSAGE}
                  action={
                    <Button
                      variant="outline"
                      onClick={() => setFilters({ ...filters, q: '', park: '', topic: '' })}
                    >
                      Show every checklist
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={ListChecks}
                  title="No public checklists yet"
                  description="Make one of yours public and it will show here."
                />
              )
            }
          />
        </section>
      </div>
    </div>
  );
}
