import { AlertCircle, Loader2, Users } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { FollowListItem } from '../../../../common/features/follows/follows.contract';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFollowList } from '../api/get-follow-list';
import type { FollowDirection } from '../api/profile-query-keys';
import { fullNameOf } from '../../../../common/features/profiles/display-name';
import { FollowButton } from './follow-button';
import { ProfileAvatar } from './profile-avatar';

const copy = {
  followers: {
    title: 'Followers',
    description: (name: string) => `People who follow @${name}.`,
    empty: (name: string, isMe: boolean) =>
      isMe
        ? 'Nobody follows you yet. Share a photo from the parks and fans will find you.'
        : `Nobody follows @${name} yet.`,
  },
  following: {
    title: 'Following',
    description: (name: string) => `People @${name} follows.`,
    empty: (name: string, isMe: boolean) =>
      isMe
        ? 'You do not follow anyone yet. Follow fans from their profiles to see their posts in your feed.'
        : `@${name} does not follow anyone yet.`,
  },
} as const;

function RowSkeleton() {
  return (
    <li className="flex items-center gap-3 py-2" aria-hidden>
      <Skeleton className="size-11 rounded-full" />
      <div className="grid flex-1 gap-1.5">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-3 w-20" />
      </div>
      <Skeleton className="h-11 w-32" />
    </li>
  );
}

function MemberRow(props: {
  member: FollowListItem;
  viewerId: string | null;
  onNavigate: () => void;
}) {
  const { member, viewerId } = props;
  const fullName = fullNameOf(member);
  return (
    <li className="flex items-center gap-3 py-2">
      <Link
        to={`/profile/${member.id}`}
        onClick={props.onNavigate}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-md"
      >
        <ProfileAvatar profile={member} src={member.avatar_url} className="size-11" />
        <span className="grid min-w-0">
          <span className="truncate font-medium">{fullName ?? `@${member.username}`}</span>
          {fullName && (
            <span className="truncate text-sm text-muted-foreground">@{member.username}</span>
          )}
        </span>
      </Link>
      {viewerId && member.id !== viewerId && (
        <FollowButton
          memberId={member.id}
          viewerId={viewerId}
          isFollowing={member.isFollowing}
          label={`@${member.username}`}
          className="min-w-0 shrink-0 px-3 max-sm:[&_svg]:hidden sm:min-w-32"
        />
      )}
    </li>
  );
}

/** The list inside the dialog: pages load as the end comes into view (or on 'Load more'). */
function FollowListBody(props: {
  profileId: string;
  username: string;
  isMe: boolean;
  direction: FollowDirection;
  viewerId: string | null;
  onNavigate: () => void;
}) {
  const { profileId, direction, viewerId } = props;
  const list = useFollowList(profileId, direction, viewerId, true);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const target = moreRef.current;
    if (!target || !hasNextPage || isFetchingNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { root: scrollerRef.current, rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const members = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div
      ref={scrollerRef}
      className="-mx-6 h-[min(60dvh,28rem)] overflow-y-auto overscroll-contain px-6"
      aria-busy={list.isPending || isFetchingNextPage}
    >
      {list.isPending ? (
        <ul>
          {Array.from({ length: 5 }, (_, index) => (
            <RowSkeleton key={index} />
          ))}
        </ul>
      ) : list.isError && members.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
          <AlertCircle aria-hidden className="size-8 text-destructive" />
          <p role="alert" className="text-sm">
            {list.error.message}
          </p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : members.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center gap-3 px-2 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Users aria-hidden className="size-7" />
          </span>
          <p className="text-sm text-muted-foreground">
            {copy[direction].empty(props.username, props.isMe)}
          </p>
        </div>
      ) : (
        <>
          <ul className="divide-y">
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                viewerId={viewerId}
                onNavigate={props.onNavigate}
              />
            ))}
            {isFetchingNextPage && <RowSkeleton />}
          </ul>
          {hasNextPage && (
            <div className="flex justify-center py-3">
              <Button
                ref={moreRef}
                variant="ghost"
                aria-disabled={isFetchingNextPage || undefined}
                onClick={() => {
                  if (!isFetchingNextPage) void fetchNextPage();
                }}
              >
                {isFetchingNextPage && <Loader2 aria-hidden className="animate-spin" />}
                {isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          )}
          {list.isFetchNextPageError && (
            <p role="alert" className="pb-3 text-center text-sm text-destructive">
              {list.error?.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** A member's followers or following in a dialog, with follow buttons for the viewer. */
export function FollowListDialog(props: {
  profileId: string;
  username: string;
  isMe: boolean;
  direction: FollowDirection | null;
  viewerId: string | null;
  onClose: () => void;
}) {
  const { direction } = props;
  return (
    <Dialog open={direction !== null} onOpenChange={(open) => !open && props.onClose()}>
      {direction && (
        <DialogContent className="gap-3">
          <div className="grid gap-1 pr-10">
            <DialogTitle>{copy[direction].title}</DialogTitle>
            <DialogDescription>{copy[direction].description(props.username)}</DialogDescription>
          </div>
          <FollowListBody
            key={direction}
            profileId={props.profileId}
            username={props.username}
            isMe={props.isMe}
            direction={direction}
            viewerId={props.viewerId}
            onNavigate={props.onClose}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
