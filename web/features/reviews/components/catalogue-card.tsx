import { MapPin, Quote } from 'lucide-react';
import { Link } from 'react-router';
import {
  catalogueKindLabels,
  reviewPagePath,
} from '../../../../common/features/reviews/review-limits';
import type { CatalogueItemSummary } from '../../../../common/features/reviews/reviews.contract';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { AverageRating, ReviewStars } from './star-rating';

/**
 * A thing to review in the catalogue: its name (the link to its page, stretched over the card),
 * kind, park, average (stars and one decimal), count and the newest review's excerpt.
 */
export function CatalogueCard({ item }: { item: CatalogueItemSummary }) {
  const nameId = `catalogue-${item.slug}-name`;
  const newest = item.newestReview;
  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow duration-150 focus-within:ring-2 focus-within:ring-ring hover:shadow-md motion-reduce:transition-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={nameId} className="min-w-0 text-lg font-semibold leading-snug">
          <Link
            to={reviewPagePath(item.slug)}
            className="outline-none [overflow-wrap:anywhere] after:absolute after:inset-0 hover:underline"
          >
            {item.name}
          </Link>
        </h3>
        <Badge variant="secondary">{catalogueKindLabels[item.kind]}</Badge>
      </div>
      {item.park && (
        <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
          <MapPin aria-hidden className="size-4" />
          {item.park}
        </p>
      )}
      <AverageRating average={item.averageRating} count={item.reviewCount} />
      {newest ? (
        <figure className="mt-auto grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
          <figcaption className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Quote aria-hidden className="size-4 text-muted-foreground" />
            <span className="sr-only">Newest review:</span>
            <ReviewStars rating={newest.stars} />
            <span className="font-medium [overflow-wrap:anywhere]">{newest.title}</span>
          </figcaption>
          <blockquote className="line-clamp-3 text-muted-foreground [overflow-wrap:anywhere]">
            {newest.excerpt}
          </blockquote>
          <p className="text-xs text-muted-foreground">by {newest.author.username}</p>
        </figure>
      ) : (
        <p className="mt-auto text-sm text-muted-foreground">Be the first to review it.</p>
      )}
    </article>
  );
}

/** The card's shape while the catalogue loads. */
export function CatalogueCardSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 rounded-xl border bg-card p-4">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}
