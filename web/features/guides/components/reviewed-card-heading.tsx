import { cardFigures } from '../../../../common/features/guides/review-figures';
import { catalogueSlug, reviewPagePath } from '../../../../common/features/reviews/review-limits';
import { RatingStars } from './rating-stars';
import { useReviewFigures } from './review-figures-context';

/**
 * The name and rating of a guide card about something members review (attractions,
 * restaurants): the name links to its review page, and the card as a whole is that link's
 * target (the card must be `relative`). Once it has reviews, the rating is the members' live
 * average and count; until then, the guide's own figures.
 */
export function ReviewedCardHeading({
  name,
  rating,
  reviewCount,
}: {
  name: string;
  rating: number;
  reviewCount: number;
}) {
  const figures = cardFigures(useReviewFigures(), name, { rating, reviewCount });
  return (
    <>
      <h3 className="mt-3 text-lg font-semibold leading-tight">
        <a
          href={reviewPagePath(catalogueSlug(name))}
          className="rounded-sm underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-ring"
        >
          {name}
        </a>
      </h3>
      <span data-live-figures={figures.isLive ? '' : undefined}>
        <RatingStars rating={figures.rating} reviewCount={figures.reviewCount} />
      </span>
    </>
  );
}
