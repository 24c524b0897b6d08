import type { ReactNode } from 'react';
import type { Post } from '../../../../common/features/posts/posts.contract';
import type { PostImage } from '../../../../common/features/uploads/uploads.contract';
import { AltBadge } from '../../../components/photo-viewer/alt-badge';
import {
  preloadPhotoViewer,
  usePhotoViewer,
} from '../../../components/photo-viewer/lazy-photo-viewer';
import { altOf, type ViewerPhoto } from '../../../components/photo-viewer/photo-viewer-logic';
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

/** A post's photos as the viewer shows them: the uploader's description, else 'Photo 2 of 3 by …'. */
export function viewerPhotosOf(images: PostImage[], username: string): ViewerPhoto[] {
  return images.map((image, index) => ({
    id: image.id,
    url: image.url,
    width: image.width,
    height: image.height,
    alt: image.alt,
    label: photoAltText(index, images.length, username),
  }));
}

/** A button around a photo that opens the viewer at it (its code loads on hover or focus). */
function PhotoButton({
  onOpen,
  className,
  children,
}: {
  onOpen: (button: HTMLButtonElement) => void;
  className?: string;
  /** The photo: its alt text names the button. */
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={(event) => onOpen(event.currentTarget)}
      onPointerEnter={preloadPhotoViewer}
      onFocus={preloadPhotoViewer}
      aria-haspopup="dialog"
      className={cn(
        'block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
        className,
      )}
    >
      {children}
    </button>
  );
}

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

/**
 * A feed card's photos: one large, or two to four in a grid whose last tile counts the rest.
 * Pressing a photo opens the viewer there (every photo of the post, the hidden ones too).
 */
export function PostPhotoPreview({ post }: { post: Post }) {
  const { images, author } = post;
  const photos = viewerPhotosOf(images, author.username);
  const { open, viewer } = usePhotoViewer(photos);
  const layout = choosePhotoLayout(images.length);
  if (layout.kind === 'none') return null;
  const first = images[0]!;

  if (layout.kind === 'single') {
    return (
      <div
        className="relative overflow-hidden rounded-lg"
        style={{ aspectRatio: singlePhotoAspectRatio(first.width, first.height) }}
      >
        <PhotoButton onOpen={(button) => open(0, button)}>
          <Thumbnail image={first} alt={altOf(photos[0]!)} sizes={SINGLE_SIZES} />
        </PhotoButton>
        {first.alt && <AltBadge alt={first.alt} />}
        {viewer}
      </div>
    );
  }

  const shown = images.slice(0, layout.shown);
  return (
    <div
      className={cn(
        'grid grid-cols-2 gap-1 overflow-hidden rounded-lg',
        shown.length === 2 ? 'aspect-[2/1] grid-rows-1' : 'aspect-square grid-rows-2',
      )}
    >
      {shown.map((image, index) => {
        const isLast = index === shown.length - 1;
        const more = isLast && layout.hidden > 0 ? layout.hidden : 0;
        return (
          <div
            key={image.id}
            className={cn('relative min-h-0', shown.length === 3 && index === 0 && 'row-span-2')}
          >
            <PhotoButton onOpen={(button) => open(index, button)}>
              <Thumbnail image={image} alt={altOf(photos[index]!)} sizes={TILE_SIZES} />
              {more > 0 && (
                <span className="absolute inset-0 flex items-center justify-center bg-black/55 text-2xl font-semibold text-white">
                  <span aria-hidden>+{more}</span>
                  <span className="sr-only">
                    , and {more} more {more === 1 ? 'photo' : 'photos'}
                  </span>
                </span>
              )}
            </PhotoButton>
            {image.alt && more === 0 && <AltBadge alt={image.alt} />}
          </div>
        );
      })}
      {viewer}
    </div>
  );
}

/** The post page's photos: every one full size, in order, each box sized before it loads. */
export function PostPhotosFull({ post }: { post: Post }) {
  const { images, author } = post;
  const photos = viewerPhotosOf(images, author.username);
  const { open, viewer } = usePhotoViewer(photos);
  if (images.length === 0) return null;
  return (
    <>
      <ul className="grid gap-3">
        {images.map((image, index) => (
          <li key={image.id} className="relative overflow-hidden rounded-lg">
            <PhotoButton onOpen={(button) => open(index, button)}>
              <img
                src={image.url}
                width={image.width}
                height={image.height}
                alt={altOf(photos[index]!)}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                className="h-auto w-full bg-muted"
              />
            </PhotoButton>
            {image.alt && <AltBadge alt={image.alt} />}
          </li>
        ))}
      </ul>
      {viewer}
    </>
  );
}
