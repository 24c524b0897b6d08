import { MapPin, Quote } from 'lucide-react';
import type { PostHighlight } from '../../../../../common/features/posts/posts.contract';
import { MemberAvatar } from '../../../../components/member-avatar';
import { PostCounts } from '../../../../components/post-counts';
import { photoAltText, thumbnailSize } from '../../lib/photo-layout';
import { PostTime } from '../post-time';
import type { LinkComponent } from './link-component';

/** The photo (or, for a text post, the words) that opens the post, in a fixed 4:3 box. */
function HighlightCover({ highlight }: { highlight: PostHighlight }) {
  const { photo, photoCount, author, excerpt } = highlight;
  if (!photo) {
    return (
      <div className="flex size-full flex-col gap-3 bg-secondary p-5 text-secondary-foreground">
        <Quote aria-hidden className="size-6 shrink-0 opacity-70" />
        <p className="line-clamp-5 text-lg font-medium leading-snug">{excerpt}</p>
      </div>
    );
  }
  const size = thumbnailSize(photo.width, photo.height);
  return (
    <>
      <img
        src={photo.thumbnailUrl}
        width={size.width}
        height={size.height}
        alt={photoAltText(0, photoCount, author.username)}
        loading="lazy"
        decoding="async"
        className="size-full bg-muted object-cover transition-transform duration-200 group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      {photoCount > 1 && (
        <span className="absolute right-2 bottom-2 rounded-full bg-foreground/75 px-2 py-0.5 text-xs font-semibold text-background">
          +{photoCount - 1}
          <span className="sr-only"> more photos</span>
        </span>
      )}
    </>
  );
}

/**
 * One community highlight on the visitors' home page: cover (photo or words) linking to the
 * post, the author, a two-line excerpt and the like and comment counts. Its height does not
 * depend on its content, so the skeleton ({@link HighlightCardSkeleton}) matches it exactly.
 * Its links are `LinkComponent`s, so the server-rendered home shows the same card.
 */
export function HighlightCard({
  highlight,
  LinkComponent,
}: {
  highlight: PostHighlight;
  LinkComponent: LinkComponent;
}) {
  const { id, author, excerpt, photo, park, likeCount, commentCount } = highlight;
  const postPath = `/post/${id}`;
  return (
    <article
      aria-label={`Post by ${author.username}`}
      className="flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm"
    >
      <LinkComponent
        to={postPath}
        aria-label={photo ? undefined : `Read the post by ${author.username}`}
        className="group relative block aspect-[4/3] overflow-hidden focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-ring"
      >
        <HighlightCover highlight={highlight} />
      </LinkComponent>
      <div className="grid gap-2 p-4">
        <div className="flex min-w-0 items-center gap-2">
          {/* The author as `AuthorLink` shows them, through `LinkComponent`. */}
          <LinkComponent
            to={`/profile/${author.id}`}
            className="inline-flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-md text-sm font-semibold hover:underline"
          >
            <MemberAvatar member={author} className="size-8" />
            <span className="truncate">{author.username}</span>
          </LinkComponent>
          <span className="shrink-0 text-xs text-muted-foreground">
            <PostTime iso={highlight.createdAt} />
          </span>
        </div>
        <p className="line-clamp-2 h-10 text-sm text-muted-foreground">{photo ? excerpt : null}</p>
        <div className="flex items-center gap-4 text-sm text-muted-foreground">
          <PostCounts likeCount={likeCount} commentCount={commentCount} />
          {park && (
            <span className="ml-auto inline-flex min-w-0 items-center gap-1">
              <MapPin aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{park}</span>
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
