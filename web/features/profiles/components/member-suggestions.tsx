import { useQueryClient } from '@tanstack/react-query';
import { Loader2, UserCheck, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { countLabel, displayNameOf } from '../../../../common/features/profiles/display-name';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { postKeys } from '../../posts/api/post-query-keys';
import { useFollowMember } from '../api/follow-member';
import { suggestionsKey, useSuggestions, type ShownSuggestions } from '../api/get-suggestions';
import {
  reasonLabels,
  withSuggestionFollowing,
  type ShownSuggestion,
} from '../lib/suggestion-state';
import { ProfileAvatar } from './profile-avatar';

/** How many members the feed suggests. */
export const SUGGESTION_COUNT = 5;

/**
 * Members to follow, best match first, each with why and a one-click Follow (changed on screen
 * at once, rolled back with the 'Error' toast if the server refuses). Following someone reloads
 * the feed, so their posts appear. `fallback` shows when there is nobody to suggest.
 */
export function MemberSuggestions({
  viewerId,
  headingId,
  fallback = null,
}: {
  viewerId: string;
  /** The id of the heading that names the list. */
  headingId: string;
  fallback?: ReactNode;
}) {
  const suggestions = useSuggestions(viewerId, SUGGESTION_COUNT);
  if (suggestions.isPending) return <SuggestionsSkeleton />;
  const items = suggestions.data?.items ?? [];
  if (items.length === 0) return <>{fallback}</>;
  return (
    <ul aria-labelledby={headingId} className="grid divide-y">
      {items.map((suggestion) => (
        <li key={suggestion.id}>
          <SuggestionRow suggestion={suggestion} viewerId={viewerId} />
        </li>
      ))}
    </ul>
  );
}

function SuggestionRow({
  suggestion,
  viewerId,
}: {
  suggestion: ShownSuggestion;
  viewerId: string;
}) {
  const queryClient = useQueryClient();
  const follow = useFollowMember(viewerId);
  const { isFollowing } = suggestion;

  const setShown = (update: (item: ShownSuggestion) => ShownSuggestion) =>
    queryClient.setQueriesData<ShownSuggestions>({ queryKey: suggestionsKey(viewerId) }, (data) =>
      data
        ? {
            ...data,
            items: data.items.map((item) => (item.id === suggestion.id ? update(item) : item)),
          }
        : data,
    );

  const toggle = () => {
    if (follow.isPending) return;
    const next = !isFollowing;
    setShown((item) => withSuggestionFollowing(item, next));
    follow.mutate(
      { memberId: suggestion.id, follow: next },
      {
        onError: () => setShown((item) => withSuggestionFollowing(item, !next)),
        onSuccess: (state) => {
          setShown((item) => ({
            ...item,
            isFollowing: state.following,
            followerCount: state.followerCount,
          }));
          void queryClient.invalidateQueries({ queryKey: postKeys.feed });
        },
      },
    );
  };

  return <SuggestionItem suggestion={suggestion} isPending={follow.isPending} onToggle={toggle} />;
}

/**
 * One suggested member as shown: avatar, name (to their profile), username, home park and
 * followers, why suggested, and the Follow / Following toggle (aria-pressed).
 */
export function SuggestionItem({
  suggestion,
  isPending,
  onToggle,
}: {
  suggestion: ShownSuggestion;
  isPending: boolean;
  onToggle: () => void;
}) {
  const name = displayNameOf(suggestion);
  const { isFollowing } = suggestion;
  const text = isFollowing ? 'Following' : 'Follow';
  const Icon = isPending ? Loader2 : isFollowing ? UserCheck : UserPlus;
  const details = [
    `@${suggestion.username}`,
    suggestion.home_park,
    countLabel(suggestion.followerCount, 'follower', 'followers'),
  ].filter(Boolean);

  return (
    <div className="flex items-center gap-3 py-3" data-testid="member-suggestion">
      <ProfileAvatar profile={suggestion} src={suggestion.avatar_url} className="size-12" />
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={`/profile/${suggestion.id}`}
          className="truncate font-semibold underline-offset-4 hover:underline"
        >
          {name}
        </Link>
        <p className="truncate text-sm text-muted-foreground">{details.join(' · ')}</p>
        <ul aria-label={`Why ${name} is suggested`} className="flex flex-wrap gap-1">
          {reasonLabels(suggestion).map((label) => (
            <li key={label}>
              <Badge variant="secondary">{label}</Badge>
            </li>
          ))}
        </ul>
      </div>
      <Button
        type="button"
        variant={isFollowing ? 'outline' : 'default'}
        aria-pressed={isFollowing}
        aria-label={`${text} ${name}`}
        className="shrink-0 sm:min-w-32"
        onClick={onToggle}
      >
        <Icon aria-hidden className={cn(isPending && 'animate-spin')} />
        {text}
      </Button>
    </div>
  );
}

/** Rows in the suggestions' shape while they load. */
function SuggestionsSkeleton() {
  return (
    <div role="status" aria-label="Loading members to follow" className="grid divide-y">
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="flex items-center gap-3 py-3">
          <Skeleton className="size-12 rounded-full" />
          <div className="grid flex-1 gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-44 max-w-full" />
            <Skeleton className="h-5 w-24 rounded-full" />
          </div>
          <Skeleton className="h-11 w-24" />
        </div>
      ))}
    </div>
  );
}
