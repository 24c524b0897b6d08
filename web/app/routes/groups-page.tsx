import { SearchX, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useGroups, useMyGroups } from '../../features/groups/api/get-groups';
import type { GroupBrowseFilters } from '../../features/groups/api/group-query-keys';
import { CreateGroupButton } from '../../features/groups/components/create-group-button';
import { GroupFiltersBar } from '../../features/groups/components/group-filters-bar';
import { GroupGridSkeleton } from '../../features/groups/components/group-card';
import { GroupGrid } from '../../features/groups/components/group-grid';
import { SignInLink } from '../../features/groups/components/sign-in-link';
import {
  groupFiltersQuery,
  hasGroupFilters,
  readGroupFilters,
} from '../../features/groups/lib/group-filters';
import { usePageMeta } from '../../lib/page-meta';

const description = 'Meet fans who share your favourite park, resort or kind of trip.';

/** The signed-in member's groups, above the browse list (nothing while they have none). */
function YourGroups({ query }: { query: ReturnType<typeof useMyGroups> }) {
  const isEmpty = query.isSuccess && query.data.pages.every((page) => page.items.length === 0);
  if (isEmpty) return null;
  return (
    <section aria-labelledby="your-groups-heading" className="grid gap-4">
      <h2 id="your-groups-heading" className="text-xl font-semibold tracking-tight">
        Your groups
      </h2>
      <GroupGrid query={query} label="Your groups" empty={null} />
    </section>
  );
}

/**
 * `/groups` (spec §2): your groups first (members), then every group to browse, with a search
 * by name, park and topic filters and an order, all kept in the address; 'Create group' for
 * members, an invitation to sign in for visitors.
 */
export default function GroupsPage() {
  usePageMeta({ title: 'Groups', description });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readGroupFilters(params);
  const browse = useGroups(viewerId, filters);
  const myGroups = useMyGroups(viewerId);
  // Until the session is known and a member's own groups have come, one skeleton holds the place
  // of both lists: 'Your groups' arriving above the browse list moved it (issue 28: a layout
  // shift of 0.73 on a phone).
  const isSettling = session === undefined || (viewerId !== null && myGroups.isPending);
  const setFilters = (next: GroupBrowseFilters) => setParams(groupFiltersQuery(next));
  const isFiltered = hasGroupFilters(filters);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageHeader
        title="Groups"
        description={description}
        actions={
          session ? (
            <CreateGroupButton viewerId={session.user.id} />
          ) : session === null ? (
            <SignInLink next="/groups">Sign In to create a group</SignInLink>
          ) : null
        }
      />
      {isSettling ? (
        <GroupGridSkeleton label="Loading groups" />
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
          {viewerId && <YourGroups query={myGroups} />}
          <section aria-labelledby="browse-groups-heading" className="grid gap-4">
            <h2 id="browse-groups-heading" className="text-xl font-semibold tracking-tight">
              {filters.q ? `Groups matching “${filters.q}”` : 'Browse groups'}
            </h2>
            <GroupFiltersBar filters={filters} onChange={setFilters} />
            <GroupGrid
              query={browse}
              label="Groups"
              isInfinite
              isStale={browse.isPlaceholderData}
              empty={
                isFiltered ? (
                  <EmptyState
                    icon={SearchX}
                    title="No groups match"
                    description="Try another name, or fewer filters. Or start the group you were looking for."
                    action={
                      <Button
                        variant="outline"
                        onClick={() => setFilters({ ...filters, q: '', park: '', topic: '' })}
                      >
                        Clear the search and filters
                      </Button>
                    }
                  />
                ) : (
                  <EmptyState
                    icon={Users}
                    title="No groups yet"
                    description="Start the first one: a group for your home park, your resort or your kind of trip."
                    action={session && <CreateGroupButton viewerId={session.user.id} />}
                  />
                )
              }
            />
          </section>
        </div>
      )}
    </div>
  );
}
