import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { Camera, MessageCircle, SearchX } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  CREATOR_CONTACT_LABEL,
  CREATOR_SIGN_IN_PROMPT,
  creatorDirectoryMeta,
  creatorKindInfo,
  creatorKindOfPath,
  type CreatorKind,
} from '../../../common/features/creators/creator-limits';
import type { Creator } from '../../../common/features/creators/creators.contract';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { creatorKeys, useCreators } from '../../features/creators/api/creators-api';
import {
  CreatorCard,
  CreatorCardSkeleton,
  creatorName,
} from '../../features/creators/components/creator-card';
import { CreatorFiltersBar } from '../../features/creators/components/creator-filters-bar';
import {
  creatorFiltersQuery,
  isFiltered,
  readCreatorFilters,
  type CreatorFilters,
} from '../../features/creators/lib/creator-filters';
import { followMutationKey } from '../../features/profiles/api/follow-member';
import { FollowButton } from '../../features/profiles/components/follow-button';
import { PagedList } from '../../features/reviews/components/paged-list';
import { usePageMeta } from '../../lib/page-meta';

/** A follow from a card changes the cards' follow state and counts: the directory reloads. */
function useRefreshAfterFollows() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          matchMutation({ mutationKey: followMutationKey }, event.mutation)
        ) {
          void queryClient.invalidateQueries({ queryKey: creatorKeys.all });
        }
      }),
    [queryClient],
  );
}

/**
 * 'Contact': a direct message when the creator's message setting lets the viewer start one,
 * else Follow; visitors are asked to sign in; your own card links to your profile.
 */
function ContactAction({
  creator,
  viewerId,
  path,
}: {
  creator: Creator;
  viewerId: string | null;
  path: string;
}) {
  const name = creatorName(creator);
  if (!viewerId) {
    return (
      <Button asChild variant="outline">
        <Link to={`/auth?tab=signin&next=${encodeURIComponent(path)}`}>
          {CREATOR_CONTACT_LABEL}
          <span className="sr-only"> {name}</span>
        </Link>
      </Button>
    );
  }
  if (creator.viewer.isSelf) {
    return (
      <Button asChild variant="outline">
        <Link to={`/profile/${creator.id}`}>Edit your creator profile</Link>
      </Button>
    );
  }
  if (creator.viewer.canMessage) {
    return (
      <Button asChild>
        <Link to={`/messages?user=${encodeURIComponent(creator.id)}`}>
          <MessageCircle aria-hidden />
          {CREATOR_CONTACT_LABEL}
          <span className="sr-only"> {name}</span>
        </Link>
      </Button>
    );
  }
  return (
    <FollowButton
      memberId={creator.id}
      viewerId={viewerId}
      isFollowing={creator.viewer.isFollowing}
      label={name}
    />
  );
}

/**
 * `/photographers`, `/vloggers`, `/influencers`, `/trip-planners` (issue 14): the listed
 * creators of one kind with search, park and language filters and an order kept in the
 * address, page by page, each card with 'Contact'.
 */
export default function CreatorsPage() {
  const { pathname } = useLocation();
  const kind: CreatorKind = creatorKindOfPath(pathname.replace(/\/$/, '')) ?? 'photographer';
  const info = creatorKindInfo[kind];
  const meta = creatorDirectoryMeta(kind);
  usePageMeta({ title: meta.title, description: meta.description });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readCreatorFilters(params);
  const creators = useCreators(viewerId, kind, filters);
  useRefreshAfterFollows();
  const setFilters = (next: CreatorFilters) => setParams(creatorFiltersQuery(next));
  const noun = info.plural.toLowerCase();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <PageHeader
        title={meta.title}
        description={info.description}
        actions={
          viewerId ? (
            <Button asChild variant="outline">
              <Link to={`/profile/${viewerId}#creator-profile`}>List yourself</Link>
            </Button>
          ) : null
        }
      />
      {!viewerId ? (
        <div className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4">
          <p className="text-sm text-muted-foreground">{CREATOR_SIGN_IN_PROMPT}</p>
          <Button asChild>
            <Link to={`/auth?tab=signin&next=${encodeURIComponent(info.path)}`}>Sign In</Link>
          </Button>
        </div>
      ) : null}
      <section aria-labelledby="creators-heading" className="grid gap-4">
        <h2 id="creators-heading" className="sr-only">
          {info.plural}
        </h2>
        <CreatorFiltersBar filters={filters} onChange={setFilters} noun={noun} />
        <PagedList
          query={creators}
          label={info.plural}
          noun={noun}
          keyOf={(creator) => creator.id}
          renderItem={(creator) => (
            <CreatorCard
              creator={creator}
              actions={<ContactAction creator={creator} viewerId={viewerId} path={info.path} />}
            />
          )}
          skeleton={
            <>
              <CreatorCardSkeleton />
              <CreatorCardSkeleton />
              <CreatorCardSkeleton />
            </>
          }
          listClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          isStale={creators.isPlaceholderData}
          empty={
            isFiltered(filters) ? (
              <EmptyState
                icon={SearchX}
                title={`No ${noun} match`}
                description="Try other words, another park or any language."
                action={
                  <Button
                    variant="outline"
                    onClick={() => setFilters({ ...filters, q: '', park: '', language: '' })}
                  >
                    Show every {info.label.toLowerCase()}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={Camera}
                title={`No ${noun} listed yet`}
                description={`Be the first: list yourself as a ${info.label.toLowerCase()} from your profile.`}
              />
            )
          }
        />
      </section>
    </div>
  );
}
