import type { Session } from '@supabase/auth-js';
import { matchMutation, useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { BlockedProfileNotice } from '../../features/blocks/components/blocked-profile-notice';
import { CreatorSection } from '../../features/creators/components/creator-section';
import { postKeys } from '../../features/posts/api/post-query-keys';
import { followMutationKey } from '../../features/profiles/api/follow-member';
import { useProfile } from '../../features/profiles/api/get-profile';
import { ProfileContentTabs } from '../../features/profiles/components/profile-content-tabs';
import { ProfileHeader } from '../../features/profiles/components/profile-header';
import { ProfileHeaderSkeleton } from '../../features/profiles/components/profile-header-skeleton';
import { ProfileNotFound } from '../../features/profiles/components/profile-not-found';
import { uploadPhoto } from '../../features/profiles/api/upload-photo';
import { ProfileTripCountdown } from '../../features/trips/components/profile-trip-countdown';
import { profileDescription, profileTitle } from '../../../common/features/pages/member-page-text';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { OwnProfileSettings } from './profile/own-profile';
import { ProfileActions } from './profile/profile-actions';
import { useViewer } from './use-viewer';

/** A follow or unfollow changes whose posts the feed shows: it reloads when next opened. */
function useFeedRefreshAfterFollows() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          matchMutation({ mutationKey: followMutationKey }, event.mutation)
        ) {
          void queryClient.invalidateQueries({ queryKey: postKeys.feed });
        }
      }),
    [queryClient],
  );
}

/** The posts column's placeholder while the profile itself loads. */
function PostsSkeleton() {
  return (
    <div aria-hidden className="grid gap-4">
      <Skeleton className="h-7 w-24" />
      <Skeleton className="aspect-[4/3] w-full rounded-xl" />
    </div>
  );
}

function ProfileError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
      <AlertCircle aria-hidden className="size-8 text-destructive" />
      <h1 className="text-xl font-semibold">This profile could not be loaded</h1>
      <p role="alert" className="max-w-md text-sm text-muted-foreground">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/**
 * One member's page: the profile header, then their posts and reviews in tabs (once you blocked
 * them, a notice with Unblock instead). On your own profile the header
 * offers 'Edit profile' and the security settings sit beside the posts (above them on phones).
 */
export function ProfileView({ id, session }: { id: string; session: Session | null }) {
  const viewerId = session?.user.id ?? null;
  const viewer = useViewer(session);
  const profile = useProfile(id, viewerId);
  useFeedRefreshAfterFollows();
  // Ids are uuids, in any letter case in a hand-typed address.
  const isOwn = !!session && session.user.id === id.toLowerCase();
  const isNotFound = profile.error instanceof ApiError && profile.error.status === 404;
  const data = profile.data;

  usePageMeta({
    title: isNotFound
      ? 'Profile not found'
      : isOwn
        ? 'Your Profile'
        : data
          ? profileTitle(data)
          : 'Member Profile',
    description: data
      ? profileDescription(data)
      : 'A Magic Community member’s photos, tips and park favourites.',
  });

  if (isNotFound) return <ProfileNotFound />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <div
        className={
          isOwn
            ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]'
            : 'mx-auto grid max-w-3xl gap-8'
        }
      >
        <div className="min-w-0 lg:col-start-1">
          {data ? (
            <>
              <ProfileHeader
                profile={data}
                viewerId={viewerId}
                actions={<ProfileActions profile={data} viewerId={viewerId} />}
              />
              <ProfileTripCountdown username={data.username} viewerId={viewerId} className="mt-3" />
            </>
          ) : profile.isError ? (
            <ProfileError message={profile.error.message} onRetry={() => void profile.refetch()} />
          ) : (
            <ProfileHeaderSkeleton />
          )}
        </div>
        {isOwn && session && (
          <aside
            aria-label="Account settings"
            className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1"
          >
            <OwnProfileSettings session={session} />
          </aside>
        )}
        <div className="grid min-w-0 content-start gap-8 lg:col-start-1">
          {data && !(viewerId && data.blockedByMe) ? (
            <CreatorSection
              memberId={data.id}
              viewerId={viewerId}
              isOwn={isOwn}
              uploadPhoto={(file) => uploadPhoto(file)}
            />
          ) : null}
          {data && viewerId && data.blockedByMe ? (
            <BlockedProfileNotice memberId={data.id} username={data.username} viewerId={viewerId} />
          ) : data ? (
            <ProfileContentTabs userId={data.id} viewer={viewer} viewerId={viewerId} />
          ) : (
            !profile.isError && <PostsSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}

/** `/profile/:id`: any member's profile, for visitors and members; your own one with settings. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const session = useSession();
  if (session === undefined) {
    return (
      <div className="mx-auto grid max-w-3xl gap-8 px-4 py-6 sm:py-10" aria-busy="true">
        <ProfileHeaderSkeleton />
        <PostsSkeleton />
      </div>
    );
  }
  return <ProfileView key={id} id={id} session={session} />;
}
