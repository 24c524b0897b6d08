import { Check, Inbox, Loader2, X } from 'lucide-react';
import type { Group } from '../../../../common/features/groups/groups.contract';
import { AuthorLink } from '../../../components/author-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import { LoadError } from '../../posts/components/load-error';
import { PostTime } from '../../posts/components/post-time';
import { notifyError } from '../../posts/lib/notify';
import { useDecideRequest, useJoinRequests } from '../api/group-members';

/** Join requests, oldest first, each approved or declined by a moderator or the owner. */
export function GroupRequests({ group, viewerId }: { group: Group; viewerId: string }) {
  const query = useJoinRequests(group.id, true);
  const decide = useDecideRequest(group.id, viewerId);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading the join requests" className="grid gap-2">
        <Skeleton className="h-16 w-full rounded-xl" />
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        title="We could not load the join requests"
        error={query.error}
        onRetry={() => void query.refetch()}
        isRetrying={query.isRefetching}
      />
    );
  }
  const requests = query.data.pages.flatMap((page) => page.items);
  if (requests.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title="No requests waiting"
        description="When someone asks to join, their request shows up here for you to approve or decline."
      />
    );
  }

  const run = (userId: string, username: string, approve: boolean) =>
    decide.mutate(
      { userId, approve },
      {
        onSuccess: () =>
          toast({
            title: approve
              ? `${username} joined ${group.name}`
              : `${username}’s request was declined`,
          }),
        onError: notifyError,
      },
    );

  return (
    <section aria-label="Join requests" className="grid gap-3">
      <ul className="divide-y rounded-xl border bg-card text-card-foreground">
        {requests.map((request) => {
          const { user } = request;
          const isBusy = decide.isPending && decide.variables?.userId === user.id;
          return (
            <li
              key={user.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2 sm:px-4"
            >
              <div className="grid min-w-0 flex-1">
                <AuthorLink author={user} />
                <p className="pl-12 text-xs text-muted-foreground">
                  Asked <PostTime iso={request.createdAt} />
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  type="button"
                  size="sm"
                  className="h-11"
                  disabled={isBusy}
                  aria-label={`Approve ${user.username}`}
                  onClick={() => run(user.id, user.username, true)}
                >
                  {isBusy && decide.variables?.approve ? (
                    <Loader2 aria-hidden className="animate-spin" />
                  ) : (
                    <Check aria-hidden />
                  )}
                  Approve
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  className="h-11"
                  disabled={isBusy}
                  aria-label={`Decline ${user.username}`}
                  onClick={() => run(user.id, user.username, false)}
                >
                  {isBusy && !decide.variables?.approve ? (
                    <Loader2 aria-hidden className="animate-spin" />
                  ) : (
                    <X aria-hidden />
                  )}
                  Decline
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button
          type="button"
          variant="outline"
          className="justify-self-center"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more requests
        </Button>
      )}
    </section>
  );
}
