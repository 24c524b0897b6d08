import { Link } from 'react-router';
import { catalogueKindLabels } from '../../../../common/features/reviews/review-limits';
import type { ReviewSearchResult } from '../../../../common/features/search/search.contract';
import { AuthorLink } from '../../../components/author-link';
import { ReviewStars } from '../../reviews/components/star-rating';
import { HighlightedText } from './highlighted-text';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * One review found: what it reviews (a link to its page), stars and title, the passage of its
 * text with the matches marked, author and date.
 */
export function ReviewResultCard({ review }: { review: ReviewSearchResult }) {
  const { author, subject } = review;
  const titleId = `review-result-${review.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <p className="text-sm text-muted-foreground">
        {catalogueKindLabels[subject.kind]} review of{' '}
        <Link
          to={review.path}
          className="inline-flex min-h-11 items-center font-medium text-foreground underline-offset-4 hover:underline sm:min-h-0"
        >
          {subject.name}
        </Link>
        {subject.park && <span> · {subject.park}</span>}
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.stars} />
        <h3 id={titleId} className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          <HighlightedText segments={review.titleParts} />
        </h3>
      </div>
      {review.snippet.length > 0 && (
        <p className="whitespace-pre-line break-words text-sm leading-relaxed">
          <HighlightedText segments={review.snippet} />
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-2 text-sm">
        <AuthorLink author={author} size="sm" />
        <time dateTime={review.createdAt} className="text-muted-foreground">
          {dateFormat.format(new Date(review.createdAt))}
        </time>
      </div>
    </article>
  );
}
