import { ThumbsUp } from 'lucide-react';
import { HELPFUL_LABEL, helpfulCountText } from '../../../../common/features/reviews/review-limits';
import type { Review } from '../../../../common/features/reviews/reviews.contract';
import { Button } from '../../../components/ui/button';
import { notifyError } from '../../posts/lib/notify';
import { useSetHelpful } from '../api/review-mutations';

/**
 * 'N people found this helpful' and, for members who may vote (never on their own review), the
 * Helpful toggle (`aria-pressed`): the count changes at once and goes back with a toast if the
 * server refuses.
 */
export function HelpfulControl({ review }: { review: Review }) {
  const setHelpful = useSetHelpful(review.id);
  const text = helpfulCountText(review.helpfulCount);
  const voted = review.viewer.votedHelpful;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {review.viewer.canVoteHelpful && (
        <Button
          type="button"
          variant={voted ? 'secondary' : 'outline'}
          size="sm"
          className="h-11 min-w-11"
          aria-pressed={voted}
          onClick={() => setHelpful.mutate(!voted, { onError: notifyError })}
        >
          <ThumbsUp aria-hidden className={voted ? 'fill-current' : undefined} />
          {HELPFUL_LABEL}
        </Button>
      )}
      <p aria-live="polite" className="text-sm text-muted-foreground" data-testid="helpful-count">
        {text}
      </p>
    </div>
  );
}
