import { Link } from 'react-router';
import type { Post } from '../../../../common/features/posts/posts.contract';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { cn } from '../../../lib/cn';
import {
  choosePhotoLayout,
  photoAltText,
  singlePhotoAspectRatio,
  thumbnailSize,
} from '../lib/photo-layout';

/** Feed cards are at most 42 rem (672 px) wide; the grid's tiles half of that. */
const SINGLE_SIZES = '(min-width: 42rem) 40rem, 100vw';
const TILE_SIZES = '(min-width: 42rem) 20rem, 50vw';

function Thumbnail({
  image,
  alt,
  sizes,
  className,
}: {
  image: PostImage;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const thumb = thumbnailSize(image.width, image.height);
  return (
    <img
      src={image.thumbnailUrl}
      srcSet={`${image.thumbnailUrl} ${thumb.width}w, ${image.url} ${image.width}w`}
      sizes={sizes}
      width={thumb.width}
      height={thumb.height}
      alt={alt}
      loading="lazy"
      decoding="async"
      className={cn('size-full bg-muted object-cover', className)}
    />
  );
}

/** A feed card's photos: one large, or two to four in a grid whose last tile counts the rest. */
export function PostPhotoPreview({ post }: { post: Post }) {
  const { images, author } = post;
  const layout = choosePhotoLayout(images.length);
  if (layout.kind === 'none') return null;
  const alt = (index: number) => photoAltText(index, images.length, author.username);
  const first = images[0]!;

  if (layout.kind === 'single') {
    return (
      <Link to={`/post/${post.id}`} className="block overflow-hidden rounded-lg">
        <div style={{ aspectRatio: singlePhotoAspectRatio(first.width, first.height) }}>
          <Thumbnail image={first} alt={alt(0)} sizes={SINGLE_SIZES} />
        </div>
      </Link>
    );
  }

  const shown = images.slice(0, layout.shown);
  return (
    <Link
      to={`/post/${post.id}`}
      className={cn(
        'grid grid-cols-2 gap-1 overflow-hidden rounded-lg',
        shown.length === 2 ? 'aspect-[2/1] grid-rows-1' : 'aspect-square grid-rows-2',
      )}
    >
      {shown.map((image, index) => {
        const isLast = index === shown.length - 1;
        return (
          <div
            key={image.id}
            className={cn('relative min-h-0', shown.length === 3 && index === 0 && 'row-span-2')}
          >
            <Thumbnail image={image} alt={alt(index)} sizes={TILE_SIZES} />
            {isLast && layout.hidden > 0 && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-2xl font-semibold text-white">
                <span aria-hidden>+{layout.hidden}</span>
                <span className="sr-only">
                  and {layout.hidden} more {layout.hidden === 1 ? 'photo' : 'photos'}
                </span>
              </span>
            )}
          </div>
        );
      })}
    </Link>
  );
}

/** The post page's photos: every one full size, in order, each box sized before it loads. */
export function PostPhotosFull({ post }: { post: Post }) {
  const { images, author } = post;
  if (images.length === 0) return null;
  return (
    <ul className="grid gap-3">
      {images.map((image, index) => (
        <li key={image.id}>
          <img
            src={image.url}
            width={image.width}
            height={image.height}
            alt={photoAltText(index, images.length, author.username)}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding="async"
            className="h-auto w-full rounded-lg bg-muted"
          />
        </li>
      ))}
    </ul>
  );
}
