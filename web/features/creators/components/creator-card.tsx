import { BadgeCheck, Camera, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CREATOR_VERIFIED_BADGE } from '../../../../common/features/creators/creator-limits';
import type { Creator } from '../../../../common/features/creators/creators.contract';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';

/** 'Ana Ruiz', or '@ana' when the member gave no name. */
export function creatorName(creator: Pick<Creator, 'displayName' | 'username'>): string {
  return creator.displayName ?? `@${creator.username}`;
}

/** The verified badge admins grant (a word beside the icon: not colour alone). */
export function VerifiedBadge() {
  return (
    <Badge variant="accent" className="shrink-0">
      <BadgeCheck aria-hidden className="size-3.5" />
      {CREATOR_VERIFIED_BADGE}
    </Badge>
  );
}

/** The listing as moderation's menu (Report; staff actions) acts on it. */
export function CreatorListingMenu({
  creator,
  className,
}: {
  creator: Creator;
  className?: string;
}) {
  return (
    <ItemActionsMenu
      item={{
        kind: 'creator_listing',
        id: creator.id,
        authorId: creator.id,
        authorName: creator.username,
        excerpt: creator.headline.slice(0, 200),
      }}
      label={`Actions for the creator listing of ${creatorName(creator)}`}
      className={className}
    />
  );
}

/**
 * A creator in a directory: their first portfolio photo (else their avatar, else a camera),
 * name linked to their profile, verified badge, headline and parks; `actions` below (Contact);
 * the listing's menu (Report) for signed-in members. Plain markup, so the server renders the
 * same card for visitors (who get no menu).
 */
export function CreatorCard({ creator, actions }: { creator: Creator; actions?: ReactNode }) {
  const photo = creator.portfolio[0];
  const name = creatorName(creator);
  return (
    <article
      aria-labelledby={`creator-${creator.id}-name`}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <div className="relative aspect-[4/3] bg-muted">
        {photo ? (
          <img
            src={photo.thumbnailUrl}
            alt={photo.alt ?? ''}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : creator.avatarUrl ? (
          <img src={creator.avatarUrl} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <Camera aria-hidden className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`creator-${creator.id}-name`} className="text-lg font-semibold leading-tight">
            <Link
              to={`/profile/${creator.id}`}
              className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {name}
            </Link>
          </h3>
          {creator.verified ? <VerifiedBadge /> : null}
          <CreatorListingMenu creator={creator} className="-my-2 ml-auto" />
        </div>
        <p className="text-sm text-muted-foreground">{creator.headline}</p>
        {creator.parks.length > 0 ? (
          <p className="flex items-start gap-1.5 text-sm">
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>
              <span className="sr-only">Parks: </span>
              {creator.parks.join(' · ')}
            </span>
          </p>
        ) : null}
        {actions ? <div className="mt-auto flex flex-wrap gap-2 pt-2">{actions}</div> : null}
      </div>
    </article>
  );
}

/** The card's placeholder while a directory loads. */
export function CreatorCardSkeleton() {
  return (
    <div aria-hidden className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <div className="grid gap-2 p-4">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-1/2" />
      </div>
    </div>
  );
}
