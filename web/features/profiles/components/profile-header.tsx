import { Calendar, MapPin, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { PublicProfile } from '../../../../common/features/profiles/profiles.contract';
import { Badge } from '../../../components/ui/badge';
import type { FollowDirection } from '../api/profile-query-keys';
import { countLabel, fullNameOf } from '../../../../common/features/profiles/display-name';
import { FollowListDialog } from './follow-list-dialog';
import { MemberText } from './member-text';
import { ProfileAvatar } from './profile-avatar';

const joined = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The decorative band above the avatar (design tokens only). */
export function ProfileBanner() {
  return (
    <div
      aria-hidden
      className="h-24 bg-linear-to-br from-primary via-primary/85 to-accent/70 sm:h-32"
    />
  );
}

function CountButton(props: {
  count: number;
  singular: string;
  plural: string;
  onOpen: () => void;
}) {
  const [number, ...words] = countLabel(props.count, props.singular, props.plural).split(' ');
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={props.onOpen}
      className="-mx-2 inline-flex min-h-11 items-center gap-1 rounded-md px-2 text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <strong className="font-semibold tabular-nums">{number}</strong>
      <span className="text-muted-foreground">{words.join(' ')}</span>
    </button>
  );
}

/**
 * A member's profile header: photo or initial, name and @username (the page's h1), bio, home
 * park, favourite attractions, and counts — followers and following open a list. `actions`
 * holds Follow, Edit profile or the visitor's sign-in link.
 */
export function ProfileHeader({
  profile,
  viewerId,
  actions,
}: {
  profile: PublicProfile;
  viewerId: string | null;
  actions?: ReactNode;
}) {
  const [openList, setOpenList] = useState<FollowDirection | null>(null);
  const fullName = fullNameOf(profile);
  const [postNumber, ...postWords] = countLabel(profile.postCount, 'post', 'posts').split(' ');

  return (
    <section
      aria-labelledby="profile-heading"
      className="overflow-hidden rounded-2xl border bg-card text-card-foreground shadow-sm"
    >
      <ProfileBanner />
      <div className="grid gap-4 px-4 pb-5 sm:px-6">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-3 sm:-mt-14">
          <ProfileAvatar
            profile={profile}
            src={profile.avatar_url}
            className="size-24 ring-4 ring-card sm:size-28"
            fallbackClassName="text-4xl"
          />
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
        <div className="grid gap-1">
          <h1 id="profile-heading" className="grid min-w-0 gap-0.5">
            {fullName && (
              <>
                <span className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
                  {fullName}
                </span>{' '}
              </>
            )}
            <span
              className={
                fullName
                  ? 'break-all text-base font-normal text-muted-foreground'
                  : 'break-all text-2xl font-bold tracking-tight sm:text-3xl'
              }
            >
              @{profile.username}
            </span>
          </h1>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Calendar aria-hidden className="size-4" />
            Joined {joined.format(new Date(profile.created_at))}
          </p>
        </div>
        {profile.bio && <MemberText text={profile.bio} className="max-w-prose" />}
        {(profile.home_park || profile.favorite_attractions.length > 0) && (
          <dl className="grid gap-3 text-sm">
            {profile.home_park && (
              <div className="flex flex-wrap items-center gap-2">
                <dt className="font-medium">Home park</dt>
                <dd>
                  <Badge variant="accent" className="px-3 py-1 text-sm">
                    <MapPin aria-hidden className="size-4" />
                    {profile.home_park}
                  </Badge>
                </dd>
              </div>
            )}
            {profile.favorite_attractions.length > 0 && (
              <div className="grid gap-2">
                <dt className="flex items-center gap-1.5 font-medium">
                  <Star aria-hidden className="size-4 text-primary" />
                  Favourite attractions
                </dt>
                <dd>
                  <ul className="flex flex-wrap gap-2">
                    {profile.favorite_attractions.map((name) => (
                      <li key={name}>
                        <Badge variant="secondary" className="max-w-full px-3 py-1 text-sm">
                          <span className="break-words">{name}</span>
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
          </dl>
        )}
        <ul
          aria-label="Counts"
          className="flex flex-wrap items-center gap-x-6 gap-y-1 border-t pt-3"
        >
          <li className="inline-flex min-h-11 items-center gap-1 text-sm">
            <strong className="font-semibold tabular-nums">{postNumber}</strong>
            <span className="text-muted-foreground">{postWords.join(' ')}</span>
          </li>
          <li>
            <CountButton
              count={profile.followerCount}
              singular="follower"
              plural="followers"
              onOpen={() => setOpenList('followers')}
            />
          </li>
          <li>
            <CountButton
              count={profile.followingCount}
              singular="following"
              plural="following"
              onOpen={() => setOpenList('following')}
            />
          </li>
        </ul>
      </div>
      <FollowListDialog
        profileId={profile.id}
        username={profile.username}
        isMe={profile.isMe}
        direction={openList}
        viewerId={viewerId}
        onClose={() => setOpenList(null)}
      />
    </section>
  );
}
