import type { LucideIcon } from 'lucide-react';
import type { PostImage } from '../../common/features/uploads/uploads.contract';
import { cn } from '../lib/cn';

export interface CoverPhotoProps {
  cover: PostImage | null;
  size: 'card' | 'header';
  className?: string;
  isEager?: boolean;
}

/**
 * A cover photo (a group's, an event's) in a box of fixed proportions (nothing moves while it
 * loads), or a decorative band in the theme's colours with `fallbackIcon` when there is none.
 * The name is always written beside it, so the photo is decorative for screen readers unless
 * its uploader said what it shows.
 */
export function CoverPhoto({
  cover,
  size,
  className,
  isEager = false,
  fallbackIcon: FallbackIcon,
}: CoverPhotoProps & { fallbackIcon: LucideIcon }) {
  const box = cn(
    'relative overflow-hidden bg-muted',
    size === 'header' ? 'aspect-[3/1] sm:aspect-[4/1]' : 'aspect-[2/1]',
    className,
  );
  if (!cover) {
    return (
      <div
        aria-hidden
        className={cn(
          box,
          'flex items-center justify-center bg-linear-to-br from-primary via-primary/85 to-accent/70',
        )}
      >
        <FallbackIcon className="size-10 text-primary-foreground/70" />
      </div>
    );
  }
  return (
    <div className={box}>
      <img
        src={size === 'header' ? cover.url : cover.thumbnailUrl}
        srcSet={
          size === 'card' ? `${cover.thumbnailUrl} 400w, ${cover.url} ${cover.width}w` : undefined
        }
        sizes={size === 'card' ? '(min-width: 40rem) 24rem, 100vw' : undefined}
        width={cover.width}
        height={cover.height}
        alt={cover.alt ?? ''}
        loading={isEager ? 'eager' : 'lazy'}
        decoding="async"
        className="absolute inset-0 size-full object-cover"
      />
    </div>
  );
}
