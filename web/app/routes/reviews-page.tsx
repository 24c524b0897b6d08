import { MessageSquareText, SearchX, Star } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCatalogue, useRecentReviews } from '../../features/reviews/api/get-reviews';
import {
  CatalogueCard,
  CatalogueCardSkeleton,
} from '../../features/reviews/components/catalogue-card';
import { CatalogueFiltersBar } from '../../features/reviews/components/catalogue-filters-bar';
import { PagedList } from '../../features/reviews/components/paged-list';
import { ReviewCard, ReviewCardSkeleton } from '../../features/reviews/components/review-card';
import {
  catalogueFiltersQuery,
  hasCatalogueFilters,
  readCatalogueFilters,
  type CatalogueFilters,
} from '../../features/reviews/lib/review-filters';
import { usePageMeta } from '../../lib/page-meta';

const description = 'Honest ratings of attractions, restaurants, hotels and parks from members.';

/** The newest reviews of everything, below the catalogue. */
function RecentReviews({ viewerId }: { viewerId: string | null }) {
  const recent = useRecentReviews(viewerId);
  return (
    <section aria-labelledby="recent-reviews-heading" className="grid gap-4">
      <h2 id="recent-reviews-heading" className="text-xl font-semibold tracking-tight">
        Recent reviews
      </h2>
      <PagedList
        query={recent}
        label="Recent reviews"
        noun="reviews"
        keyOf={(review) => review.id}
        renderItem={(review) => <ReviewCard review={review} showSubject />}
        skeleton={
          <>
            <ReviewCardSkeleton />
            <ReviewCardSkeleton />
          </>
        }
        listClassName="grid gap-4"
        empty={
          <EmptyState
            icon={MessageSquareText}
            title="No reviews yet"
            description="Pick something you visited above and be the first to review it."
          />
        }
      />
    </section>
  );
}

/**
 * `/reviews` (spec §2, issue 13): the catalogue of attractions, restaurants, hotels and parks
 * with their average, count and newest review, searchable, filtered by kind and park and
 * ordered (all kept in the address), page by page; the recent reviews below.
 */
export default function ReviewsPage() {
  usePageMeta({ title: 'Reviews', description });
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const [params, setParams] = useSearchParams();
  const filters = readCatalogueFilters(params);
  const catalogue = useCatalogue(viewerId, filters);
  const setFilters = (next: CatalogueFilters) => setParams(catalogueFiltersQuery(next));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageHeader title="Reviews" description={description} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10">
        <section aria-labelledby="catalogue-heading" className="grid gap-4">
          <h2 id="catalogue-heading" className="text-xl font-semibold tracking-tight">
            {filters.q ? `Matching “${filters.q}”` : 'Find something to review'}
          </h2>
          <CatalogueFiltersBar filters={filters} onChange={setFilters} />
          <PagedList
            query={catalogue}
            label="Things to review"
            noun="places"
            keyOf={(item) => item.slug}
            renderItem={(item) => <CatalogueCard item={item} />}
            skeleton={
              <>
                <CatalogueCardSkeleton />
                <CatalogueCardSkeleton />
                <CatalogueCardSkeleton />
                <CatalogueCardSkeleton />
              </>
            }
            listClassName="grid gap-4 sm:grid-cols-2"
            isStale={catalogue.isPlaceholderData}
            empty={
              hasCatalogueFilters(filters) ? (
                <EmptyState
                  icon={SearchX}
                  title="Nothing matches"
                  description="Try another name, or fewer filters."
                  action={
                    <Button
                      variant="outline"
                      onClick={() => setFilters({ ...filters, q: '', kind: '', park: '' })}
                    >
                      Clear the search and filters
                    </Button>
                  }
                />
              ) : (
                <EmptyState
                  icon={Star}
                  title="Nothing to review yet"
                  description="The catalogue of attractions, restaurants, hotels and parks is being prepared."
                />
              )
            }
          />
        </section>
        <RecentReviews viewerId={viewerId} />
      </div>
    </div>
  );
}
