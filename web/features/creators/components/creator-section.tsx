import { BadgeCheck, Loader2, Pencil, UserMinus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  CREATOR_OPT_IN_PROMPT,
  CREATOR_PROFILE_TITLE,
  creatorKindInfo,
} from '../../../../common/features/creators/creator-limits';
import type { Creator } from '../../../../common/features/creators/creators.contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/use-toast';
import {
  useCreator,
  useDeleteOwnCreator,
  useOwnCreator,
  useSetVerified,
} from '../api/creators-api';
import { CreatorListingMenu, VerifiedBadge } from './creator-card';
import { CreatorLinks } from './creator-links';
import { CreatorProfileForm } from './creator-profile-form';
import { PortfolioEditor } from './portfolio-editor';

const sectionClass = 'grid gap-4 rounded-xl border bg-card p-4 text-card-foreground sm:p-6';

/** One labelled fact of the listing, left out when empty. */
function Fact({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt className="font-medium text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line">{value}</dd>
    </>
  );
}

/** What the listing says: kinds, badge, headline, bio, parks, languages, kind details, links. */
function CreatorDetails({ creator }: { creator: Creator }) {
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {creator.kinds.map((kind) => (
          <Badge key={kind} variant="secondary">
            <Link to={creatorKindInfo[kind].path} className="hover:underline">
              {creatorKindInfo[kind].label}
            </Link>
          </Badge>
        ))}
        {creator.verified ? <VerifiedBadge /> : null}
      </div>
      <p className="text-lg font-medium">{creator.headline}</p>
      {creator.bio ? <p className="whitespace-pre-line text-sm leading-6">{creator.bio}</p> : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-[9rem_1fr]">
        <Fact label="Parks" value={creator.parks.join(', ') || null} />
        <Fact label="Languages" value={creator.languages.join(', ') || null} />
        <Fact label="Session types" value={creator.sessionTypes} />
        <Fact label="Rates" value={creator.rates} />
        <Fact label="Agency" value={creator.agency} />
        <Fact label="Services" value={creator.services} />
      </dl>
      <CreatorLinks links={creator.links} />
    </div>
  );
}

/** The portfolio as others see it: a grid of the photos, in the creator's order. */
function PortfolioGrid({ photos }: { photos: Creator['portfolio'] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-label="Portfolio">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <a
              href={photo.url}
              className="block rounded-md focus-visible:ring-2 focus-visible:ring-ring"
            >
              <img
                src={photo.thumbnailUrl}
                alt={photo.alt ?? `Portfolio photo ${index + 1}`}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] w-full rounded-md object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Admins grant or revoke the verified badge. */
function VerifyControl({ creator }: { creator: Creator }) {
  const verify = useSetVerified(creator.id);
  if (!creator.viewer.canVerify) return null;
  return (
    <Button
      type="button"
      variant="outline"
      disabled={verify.isPending}
      onClick={() =>
        verify.mutate(!creator.verified, {
          onSuccess: (next) =>
            toast({ title: next.verified ? 'Creator verified' : 'Verification removed' }),
          onError: (err) => toast({ title: 'Not changed', description: err.message }),
        })
      }
    >
      {verify.isPending ? (
        <Loader2 aria-hidden className="animate-spin" />
      ) : (
        <BadgeCheck aria-hidden />
      )}
      {creator.verified ? 'Remove verification' : 'Verify creator'}
    </Button>
  );
}

/** The creator profile dialog: opting in, or changing the listing. */
function CreatorProfileDialog({
  creator,
  isOpen,
  onOpenChange,
}: {
  creator: Creator | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1 pr-10">
          <DialogTitle>{CREATOR_PROFILE_TITLE}</DialogTitle>
          <DialogDescription>{CREATOR_OPT_IN_PROMPT}</DialogDescription>
        </div>
        <CreatorProfileForm
          creator={creator}
          onSaved={() => {
            onOpenChange(false);
            toast({ title: creator ? 'Creator profile saved' : 'You are listed' });
          }}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** Your own creator section: opt in, edit, portfolio, opt out. */
function OwnCreatorSection({
  viewerId,
  uploadPhoto,
}: {
  viewerId: string;
  uploadPhoto: (file: File) => Promise<{ id: string }>;
}) {
  const own = useOwnCreator(viewerId);
  const optOut = useDeleteOwnCreator();
  const [isEditing, setIsEditing] = useState(false);
  const [isLeaving, setIsLeaving] = useState(false);
  const creator = own.data?.creator ?? null;
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  // 'List yourself' in a directory leads here: the section is brought into view once loaded.
  useEffect(() => {
    if (hash === '#creator-profile' && !own.isPending) {
      section.current?.scrollIntoView({ block: 'start' });
    }
  }, [hash, own.isPending]);

  return (
    <section
      ref={section}
      id="creator-profile"
      aria-labelledby="creator-profile-heading"
      className={sectionClass}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="creator-profile-heading" className="text-xl font-semibold">
          {CREATOR_PROFILE_TITLE}
        </h2>
        {creator ? (
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden />
              Edit listing
            </Button>
            <Button type="button" variant="outline" onClick={() => setIsLeaving(true)}>
              <UserMinus aria-hidden />
              Stop listing me
            </Button>
          </div>
        ) : null}
      </div>
      {own.isPending ? (
        <Skeleton aria-hidden className="h-16 w-full" />
      ) : own.isError ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="alert" className="text-sm text-destructive">
            {own.error.message}
          </p>
          <Button type="button" variant="outline" onClick={() => void own.refetch()}>
            Try again
          </Button>
        </div>
      ) : creator ? (
        <>
          <CreatorDetails creator={creator} />
          <VerifyControl creator={creator} />
          <PortfolioEditor photos={creator.portfolio} uploadPhoto={uploadPhoto} />
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">{CREATOR_OPT_IN_PROMPT}</p>
          <Button type="button" onClick={() => setIsEditing(true)}>
            Set up creator profile
          </Button>
        </div>
      )}
      {isEditing ? (
        <CreatorProfileDialog creator={creator} isOpen={isEditing} onOpenChange={setIsEditing} />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={isLeaving}
        onOpenChange={setIsLeaving}
        title="Leave the creator directories?"
        description="Your listing, kinds and portfolio are removed from every directory at once. Your photos stay in your uploads and posts."
        isPending={optOut.isPending}
        onConfirm={() =>
          optOut.mutate(undefined, {
            onSuccess: () => {
              setIsLeaving(false);
              toast({ title: 'You are no longer listed' });
            },
            onError: (err) => toast({ title: 'Not removed', description: err.message }),
          })
        }
      />
    </section>
  );
}

/** Another member's creator section: shown only while they are listed. */
function MemberCreatorSection({
  memberId,
  viewerId,
}: {
  memberId: string;
  viewerId: string | null;
}) {
  const listing = useCreator(viewerId, memberId);
  if (listing.isPending) return null;
  if (listing.isError) {
    return (
      <div className={sectionClass}>
        <p role="alert" className="text-sm text-destructive">
          The creator profile could not be loaded. {listing.error.message}
        </p>
        <Button type="button" variant="outline" onClick={() => void listing.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const creator = listing.data;
  if (!creator) return null;
  return (
    <section aria-labelledby="creator-profile-heading" className={sectionClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="creator-profile-heading" className="text-xl font-semibold">
          {CREATOR_PROFILE_TITLE}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <VerifyControl creator={creator} />
          <CreatorListingMenu creator={creator} />
        </div>
      </div>
      <CreatorDetails creator={creator} />
      <PortfolioGrid photos={creator.portfolio} />
    </section>
  );
}

/**
 * The creator section of a profile: on your own, your listing with its editor (or the
 * invitation to list yourself); on another member's, their listing if they have one, with the
 * verify control for admins.
 */
export function CreatorSection({
  memberId,
  viewerId,
  isOwn,
  uploadPhoto,
}: {
  memberId: string;
  viewerId: string | null;
  isOwn: boolean;
  uploadPhoto: (file: File) => Promise<{ id: string }>;
}) {
  if (isOwn && viewerId) return <OwnCreatorSection viewerId={viewerId} uploadPhoto={uploadPhoto} />;
  return <MemberCreatorSection memberId={memberId.toLowerCase()} viewerId={viewerId} />;
}
