import { CalendarDays, Clock, Pencil, Trash2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatVisitMonth,
  partyTypeLabels,
  reviewPagePath,
} from '../../../../common/features/reviews/review-limits';
import type { Review } from '../../../../common/features/reviews/reviews.contract';
import { AuthorLink } from '../../../components/author-link';
import { ItemActionsMenu } from '../../../components/item-actions/item-actions-menu';
import { Button } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { PostTime } from '../../posts/components/post-time';
import { notifyError, notifySuccess } from '../../posts/lib/notify';
import { useDeleteReview } from '../api/review-mutations';
import { HelpfulControl } from './helpful-button';
import { ReviewPhotos } from './review-photos';
import { ReviewStars } from './star-rating';

/**
 * One review: stars, title, text, the visit (month, party, wait for attractions), photos,
 * author and date, 'N people found this helpful' with the Helpful toggle, and for its author
 * Edit and Delete (others get the app's extra entries, such as Report, in a '…' menu). `showSubject` names what it reviews (the recent stream).
 */
export function ReviewCard({
  review,
  showSubject = false,
  onEdit,
}: {
  review: Review;
  showSubject?: boolean;
  onEdit?: (review: Review) => void;
}) {
  const titleId = `review-${review.id}-title`;
  const [isDeleting, setIsDeleting] = useState(false);
  const remove = useDeleteReview();
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-3 rounded-xl border bg-card p-4 text-card-foreground"
      data-testid="review-card"
    >
      {showSubject && (
        <p className="text-sm text-muted-foreground">
          Review of{' '}
          <Link
            to={reviewPagePath(review.subject.slug)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {review.subject.name}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.stars} />
        <h3 id={titleId} className="min-w-0 flex-1 font-semibold [overflow-wrap:anywhere]">
          {review.title}
        </h3>
        <ItemActionsMenu
          item={{
            kind: 'review',
            id: review.id,
            authorId: review.author.id,
            authorName: review.author.username,
            excerpt: `${review.title}: ${review.body.slice(0, 160)}`,
          }}
          label={`Actions for the review “${review.title}”`}
          className="-my-2 ml-auto"
        />
      </div>
      <p className="whitespace-pre-line text-sm leading-relaxed [overflow-wrap:anywhere]">
        {review.body}
      </p>
      <ul
        aria-label="About the visit"
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground"
      >
        <li className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden className="size-4" />
          Visited {formatVisitMonth(review.visitMonth)}
        </li>
        <li className="inline-flex items-center gap-1">
          <Users aria-hidden className="size-4" />
          {partyTypeLabels[review.partyType]}
        </li>
        {review.waitMinutes !== null && (
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" />
            Waited {review.waitMinutes} min
          </li>
        )}
      </ul>
      <ReviewPhotos photos={review.photos} username={review.author.username} />
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <AuthorLink author={review.author} size="sm" className="text-foreground" />
        <PostTime iso={review.createdAt} />
        {review.edited && <span>(edited)</span>}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HelpfulControl review={review} />
        {(review.viewer.canEdit || review.viewer.canDelete) && (
          <div className="flex gap-2">
            {review.viewer.canEdit && onEdit && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-11"
                onClick={() => onEdit(review)}
              >
                <Pencil aria-hidden />
                Edit<span className="sr-only"> your review “{review.title}”</span>
              </Button>
            )}
            {review.viewer.canDelete && (
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="h-11"
                onClick={() => setIsDeleting(true)}
              >
                <Trash2 aria-hidden />
                Delete
                <span className="sr-only">
                  {review.viewer.isAuthor ? ' your review' : ' the review'} “{review.title}”
                </span>
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmDeleteDialog
        isOpen={isDeleting}
        onOpenChange={setIsDeleting}
        title={`Delete ${review.viewer.isAuthor ? 'your' : `${review.author.username}’s`} review of ${review.subject.name}?`}
        description="Your review, its photos and its helpful votes are removed, and the rating is counted without it. This cannot be undone."
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(review.id, {
            onSuccess: () => {
              setIsDeleting(false);
              notifySuccess('Review deleted');
            },
            onError: notifyError,
          })
        }
      />
    </article>
  );
}

/** A review's shape while a list loads. */
export function ReviewCardSkeleton() {
  return (
    <div aria-hidden className="grid gap-3 rounded-xl border bg-card p-4">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}
