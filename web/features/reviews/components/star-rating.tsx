import { Star, StarHalf } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { averageSentence, formatAverage, reviewCountLabel, starFills } from '../lib/rating';

/** Five stars drawn from lucide's Star (full, half, empty); decoration only. */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span aria-hidden className={cn('inline-flex shrink-0 items-center', className)}>
      {starFills(value).map((fill, index) =>
        fill === 'half' ? (
          <span key={index} className="relative inline-flex">
            <Star className="size-[1em] text-muted-foreground/50" />
            <StarHalf className="absolute inset-0 size-[1em] fill-accent text-accent" />
          </span>
        ) : (
          <Star
            key={index}
            className={cn(
              'size-[1em]',
              fill === 'full' ? 'fill-accent text-accent' : 'text-muted-foreground/50',
            )}
          />
        ),
      )}
    </span>
  );
}

/**
 * An average as the design draws it: stars, the number beside them and the count
 * ('★★★★½ 4.5 · 128 reviews'); one sentence for screen readers.
 */
export function AverageRating({
  average,
  count,
  size = 'sm',
  className,
}: {
  average: number | null;
  count: number;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const hasReviews = count > 0 && average !== null;
  return (
    <span
      className={cn(
        'inline-flex flex-wrap items-center gap-x-1.5 gap-y-0.5',
        size === 'lg' ? 'text-base' : 'text-sm',
        className,
      )}
    >
      <Stars value={average ?? 0} className={size === 'lg' ? 'text-2xl' : 'text-base'} />
      <span aria-hidden className="flex items-center gap-1.5">
        {hasReviews ? (
          <>
            <span className={cn('font-semibold tabular-nums', size === 'lg' && 'text-xl')}>
              {formatAverage(average)}
            </span>
            <span className="text-muted-foreground">· {reviewCountLabel(count)}</span>
          </>
        ) : (
          <span className="text-muted-foreground">No reviews yet</span>
        )}
      </span>
      <span className="sr-only">{averageSentence(average, count)}</span>
    </span>
  );
}

/** One review's stars: 'Rated 4 out of 5' for screen readers. */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center text-base">
      <Stars value={rating} />
      <span className="sr-only">Rated {rating} out of 5</span>
    </span>
  );
}
