import { MapPin } from 'lucide-react';
import { catalogueKindLabels } from '../../../../common/features/reviews/review-limits';
import type { CatalogueItem } from '../../../../common/features/reviews/reviews.contract';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { RatingDistribution } from './rating-distribution';
import { AverageRating } from './star-rating';

/**
 * The head of a subject's page: name, kind and park, its description and the guide's facts,
 * then its figures — the average, the count and the 1–5 distribution.
 */
export function SubjectSummary({ item }: { item: CatalogueItem }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-3">
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <Badge variant="secondary">{catalogueKindLabels[item.kind]}</Badge>
          {item.park && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {item.park}
            </span>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
          {item.name}
        </h1>
        {item.description && <p className="max-w-2xl text-muted-foreground">{item.description}</p>}
        {item.facts.length > 0 && (
          <section aria-labelledby="subject-facts-heading" className="grid gap-2">
            <h2 id="subject-facts-heading" className="sr-only">
              Facts
            </h2>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-xl border bg-card p-4 text-sm text-card-foreground sm:grid-cols-2">
              {item.facts.map((fact) => (
                <div key={fact.label} className="grid gap-0.5">
                  <dt className="text-muted-foreground">{fact.label}</dt>
                  <dd className="font-medium [overflow-wrap:anywhere]">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
      </div>
      <section
        aria-labelledby="subject-rating-heading"
        className="grid content-start gap-4 rounded-xl border bg-card p-4 text-card-foreground"
        data-testid="subject-rating"
      >
        <h2 id="subject-rating-heading" className="text-lg font-semibold">
          Member rating
        </h2>
        <AverageRating average={item.averageRating} count={item.reviewCount} size="lg" />
        <h3 id="subject-distribution-heading" className="sr-only">
          Reviews by number of stars
        </h3>
        <RatingDistribution
          distribution={item.distribution}
          labelledBy="subject-distribution-heading"
        />
      </section>
    </div>
  );
}

/** The head's shape while the subject loads. */
export function SubjectSummarySkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="grid content-start gap-3">
        <Skeleton className="h-5 w-32" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
      <Skeleton className="h-56 w-full" />
    </div>
  );
}
