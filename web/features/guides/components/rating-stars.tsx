import { Star } from 'lucide-react';
import { ratingLabel } from '../lib/guide-badges';
import { countLabel } from '../../../../common/count-format';

/** A rating with a star and its number; the full sentence is there for screen readers. */
export function RatingStars({ rating, reviewCount }: { rating: number; reviewCount?: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm font-medium">
      <Star aria-hidden className="size-4 fill-accent text-accent" />
      <span aria-hidden>{rating.toFixed(1)}</span>
      <span className="sr-only">{ratingLabel(rating)}</span>
      {reviewCount !== undefined && (
        <span className="text-muted-foreground">
          {`(${countLabel(reviewCount, 'review', 'reviews')})`}
        </span>
      )}
    </span>
  );
}
