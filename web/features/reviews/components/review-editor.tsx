import { Loader2, PenLine } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import {
  EDIT_REVIEW_LABEL,
  WRITE_REVIEW_LABEL,
  reviewPagePath,
} from '../../../../common/features/reviews/review-limits';
import type { CatalogueItem, Review } from '../../../../common/features/reviews/reviews.contract';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../posts/components/load-error';
import { SignInLink } from '../../groups/components/sign-in-link';
import { useReview } from '../api/get-reviews';

/** The form and zod load when a member opens it. */
const loadForm = () => import('./review-form');
const ReviewForm = lazy(loadForm);

/** What the write/edit area shows. */
export type EditorState =
  { mode: 'closed' } | { mode: 'write' } | { mode: 'edit'; reviewId: string };

/**
 * The write area of a subject's page: visitors are asked to sign in; a member who has not
 * reviewed it gets 'Write a review', one who has gets 'Edit your review' (one review per member
 * per subject). The open form sits here, loaded on first use.
 */
export function ReviewEditor({
  item,
  viewerId,
  isSessionKnown,
  state,
  onStateChange,
}: {
  item: CatalogueItem;
  viewerId: string | null;
  isSessionKnown: boolean;
  state: EditorState;
  onStateChange: (state: EditorState) => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editingId = state.mode === 'edit' ? state.reviewId : null;
  const own = useReview(editingId, viewerId);
  const isOpen = state.mode !== 'closed';
  useEffect(() => {
    if (isOpen) headingRef.current?.focus();
  }, [isOpen]);

  if (!isSessionKnown) return null;
  if (!viewerId) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed p-4">
        <p className="text-sm text-muted-foreground">
          Been to {item.name}? Members rate and review what they visited.
        </p>
        <SignInLink next={reviewPagePath(item.slug)}>Sign In to write a review</SignInLink>
      </div>
    );
  }

  const close = () => onStateChange({ mode: 'closed' });
  if (!isOpen) {
    return item.myReviewId ? (
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => onStateChange({ mode: 'edit', reviewId: item.myReviewId! })}
      >
        <PenLine aria-hidden />
        {EDIT_REVIEW_LABEL}
      </Button>
    ) : (
      <Button
        type="button"
        className="justify-self-start"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => onStateChange({ mode: 'write' })}
      >
        <PenLine aria-hidden />
        {WRITE_REVIEW_LABEL}
      </Button>
    );
  }

  const heading = state.mode === 'edit' ? EDIT_REVIEW_LABEL : `Review ${item.name}`;
  const fallback = (
    <div role="status" aria-label="Loading the form" className="grid gap-3">
      <Skeleton className="h-11 w-56" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-36 w-full" />
    </div>
  );
  return (
    <section
      aria-labelledby="review-editor-heading"
      className="grid gap-4 rounded-xl border bg-card p-4 text-card-foreground sm:p-6"
    >
      <h2
        id="review-editor-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-semibold outline-none"
      >
        {heading}
      </h2>
      {state.mode === 'write' ? (
        <Suspense fallback={fallback}>
          <ReviewForm item={item} onDone={close} />
        </Suspense>
      ) : own.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Loader2 aria-hidden className="size-4 animate-spin" /> Loading your review…
        </div>
      ) : own.isError ? (
        <LoadError
          title="We could not load your review"
          error={own.error}
          onRetry={() => void own.refetch()}
          isRetrying={own.isRefetching}
        />
      ) : (
        <Suspense fallback={fallback}>
          <ReviewForm key={own.data.id} item={item} review={own.data} onDone={close} />
        </Suspense>
      )}
    </section>
  );
}

/** Opens the editor on the member's own review (from its card). */
export const editStateOf = (review: Review): EditorState => ({ mode: 'edit', reviewId: review.id });
