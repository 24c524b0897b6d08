import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { Button } from '../../../components/ui/button';
import { PagedList } from '../../reviews/components/paged-list';
import { ReviewCard, ReviewCardSkeleton } from '../../reviews/components/review-card';
import { useMemberReviews } from '../api/get-member-reviews';

/**
 * A member's reviews, newest first (`GET /api/profiles/{id}/reviews`), each naming what it
 * reviews: skeletons while the first page loads, the next page as the end comes near (and
 * with 'Load more'), an empty state that invites the member to write their first.
 */
export function MemberReviewList({
  userId,
  viewerId,
}: {
  userId: string;
  viewerId: string | null;
}) {
  const query = useMemberReviews(userId, viewerId);
  const isOwn = viewerId !== null && viewerId === userId.toLowerCase();
  return (
    <PagedList
      query={query}
      label="Member reviews"
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
      isInfinite
      empty={
        <EmptyState
          icon={Star}
          title={isOwn ? 'You have not written a review yet' : 'No reviews yet'}
          description={
            isOwn
              ? 'Rate a ride, a restaurant, a hotel or a park you visited: your reviews will show up here.'
              : 'When this member reviews rides, restaurants, hotels and parks, their reviews will show up here.'
          }
          action={
            isOwn && (
              <Button asChild>
                <Link to="/reviews">Write a review</Link>
              </Button>
            )
          }
        />
      }
    />
  );
}
