import { Link } from 'react-router';
import type { ActivityReview } from '../../../../common/features/activity/activity.contract';
import { ReviewStars } from '../../reviews/components/star-rating';
import { formatTimeOfDay } from './activity-format';

/** A review of the day: what it reviews (linked), stars, title, the start of its text, author, time. */
function ActivityReviewItem({ review, timeZone }: { review: ActivityReview; timeZone: string }) {
  const { author, subject } = review;
  return (
    <article
      aria-label={`Review of ${subject.name} by ${author.username}`}
      className="grid gap-1 rounded-xl border bg-card p-3 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.stars} />
        <p className="min-w-0 font-semibold [overflow-wrap:anywhere]">{review.title}</p>
      </div>
      <p className="line-clamp-2 break-words text-sm">{review.excerpt}</p>
      <div className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
        <Link
          to={review.path}
          className="inline-flex min-h-11 items-center font-medium text-foreground underline-offset-4 hover:underline"
        >
          <span className="sr-only">Review of </span>
          {subject.name}
        </Link>
        <Link
          to={`/profile/${author.id}`}
          className="inline-flex min-h-11 items-center font-semibold text-foreground hover:underline"
        >
          {author.username}
        </Link>
        <time dateTime={review.createdAt}>{formatTimeOfDay(review.createdAt, timeZone)}</time>
      </div>
    </article>
  );
}

/** Reviews of the day, in the order given (newest first). */
export function ActivityReviewList({
  reviews,
  timeZone,
}: {
  reviews: readonly ActivityReview[];
  timeZone: string;
}) {
  return (
    <ol className="grid gap-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ActivityReviewItem review={review} timeZone={timeZone} />
        </li>
      ))}
    </ol>
  );
}
