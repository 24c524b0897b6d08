import { AlertCircle, ArrowLeft, MessageSquareText, SearchX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { CATALOGUE_ITEM_NOT_FOUND_MESSAGE } from '../../../common/features/reviews/review-limits';
import type { CatalogueItem } from '../../../common/features/reviews/reviews.contract';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { NotFoundState } from '../../components/ui/page-states';
import { useSession } from '../../features/auth/hooks/use-session';
import { useCatalogueItem, useSubjectReviews } from '../../features/reviews/api/get-reviews';
import { PagedList } from '../../features/reviews/components/paged-list';
import { ReviewCard, ReviewCardSkeleton } from '../../features/reviews/components/review-card';
import {
  ReviewEditor,
  editStateOf,
  type EditorState,
} from '../../features/reviews/components/review-editor';
import { ReviewListFiltersBar } from '../../features/reviews/components/review-list-filters';
import {
  SubjectSummary,
  SubjectSummarySkeleton,
} from '../../features/reviews/components/subject-summary';
import {
  hasReviewListFilters,
  readReviewListFilters,
  reviewListFiltersQuery,
  type ReviewListFilters,
} from '../../features/reviews/lib/review-filters';
import { averageSentence } from '../../features/reviews/lib/rating';
import { AttractionPartyFit } from '../../features/trips/components/attraction-party-fit';
import { ApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { formatCount } from '../../../common/count-format';

/** The subject's reviews, in the order and filters of the address. */
function SubjectReviews({
  item,
  viewerId,
  onEdit,
}: {
  item: CatalogueItem;
  viewerId: string | null;
  onEdit: (state: EditorState) => void;
}) {
  const [params, setParams] = useSearchParams();
  const filters = readReviewListFilters(params);
  const reviews = useSubjectReviews(item.slug, viewerId, filters);
  const setFilters = (next: ReviewListFilters) =>
    setParams(reviewListFiltersQuery(next), { replace: true, preventScrollReset: true });
  return (
    <section aria-labelledby="subject-reviews-heading" className="grid gap-4">
      <h2 id="subject-reviews-heading" className="text-xl font-semibold tracking-tight">
        Reviews
        {item.reviewCount > 0 && (
          <span className="text-muted-foreground"> ({formatCount(item.reviewCount)})</span>
        )}
      </h2>
      {item.reviewCount > 0 && <ReviewListFiltersBar filters={filters} onChange={setFilters} />}
      <PagedList
        query={reviews}
        label={`Reviews of ${item.name}`}
        noun="reviews"
        keyOf={(review) => review.id}
        renderItem={(review) => (
          <ReviewCard review={review} onEdit={(own) => onEdit(editStateOf(own))} />
        )}
        skeleton={
          <>
            <ReviewCardSkeleton />
            <ReviewCardSkeleton />
          </>
        }
        listClassName="grid gap-4"
        isInfinite
        isStale={reviews.isPlaceholderData}
        empty={
          hasReviewListFilters(filters) ? (
            <EmptyState
              icon={SearchX}
              title="No reviews match"
              description="No review has these stars or this party yet. Try other filters."
              action={
                <Button
                  variant="outline"
                  onClick={() => setFilters({ ...filters, stars: null, party: '' })}
                >
                  Show every review
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={MessageSquareText}
              title="No reviews yet"
              description={`Nobody has reviewed ${item.name} yet. Been there? Your review helps fans plan their day.`}
            />
          )
        }
      />
    </section>
  );
}

/** A slug that is nothing in the catalogue. */
function SubjectNotFound() {
  return (
    <NotFoundState
      icon={SearchX}
      title={CATALOGUE_ITEM_NOT_FOUND_MESSAGE}
      description="Search the catalogue for the attraction, restaurant, hotel or park you had in mind."
      action={{ to: '/reviews', label: 'Browse reviews' }}
    />
  );
}

/**
 * `/reviews/{slug}`: the subject's facts, its average, count and 1–5 distribution, the write
 * area (members write or edit their one review, visitors are asked to sign in), then its
 * reviews, sortable and filterable by stars and party.
 */
export default function ReviewSubjectPage() {
  const { slug = '' } = useParams();
  const session = useSession();
  const viewerId = session?.user.id ?? null;
  const item = useCatalogueItem(slug.toLowerCase(), viewerId);
  const [editor, setEditor] = useState<EditorState>({ mode: 'closed' });
  usePageMeta({
    title: item.data ? `${item.data.name} reviews` : 'Reviews',
    description: item.data
      ? `${averageSentence(item.data.averageRating, item.data.reviewCount)}. Honest reviews of ${item.data.name} by Walt Disney World fans.`
      : 'Honest ratings of attractions, restaurants and resorts from members.',
  });

  if (item.isError && !item.data) {
    if (item.error instanceof ApiError && item.error.status === 404) return <SubjectNotFound />;
    return (
      <div className="mx-auto max-w-5xl px-4 py-10">
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed px-6 py-12 text-center">
          <AlertCircle aria-hidden className="size-8 text-destructive" />
          <h1 className="text-xl font-semibold">These reviews could not be loaded</h1>
          <p role="alert" className="max-w-md text-sm text-muted-foreground">
            {item.error.message}
          </p>
          <Button variant="outline" onClick={() => void item.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }

  // The member's review was deleted (here or elsewhere): nothing left to edit.
  const editorState: EditorState =
    editor.mode === 'edit' && item.data && item.data.myReviewId !== editor.reviewId
      ? { mode: 'closed' }
      : editor;

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:py-10">
      <Link
        to="/reviews"
        className="inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-medium text-muted-foreground hover:text-foreground hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All reviews
      </Link>
      {item.data ? (
        <>
          <SubjectSummary item={item.data} />
          {item.data.kind === 'attraction' && (
            <AttractionPartyFit slug={item.data.slug} viewerId={viewerId} />
          )}
          <ReviewEditor
            item={item.data}
            viewerId={viewerId}
            isSessionKnown={session !== undefined}
            state={editorState}
            onStateChange={setEditor}
          />
          <SubjectReviews item={item.data} viewerId={viewerId} onEdit={setEditor} />
        </>
      ) : (
        <SubjectSummarySkeleton />
      )}
    </div>
  );
}
