import { useState } from 'react';
import type {
  CatalogueItemSummary,
  Review,
} from '../../../../common/features/reviews/reviews.contract';
import { CatalogueCard } from '../../../features/reviews/components/catalogue-card';
import { RatingDistribution } from '../../../features/reviews/components/rating-distribution';
import { ReviewCard } from '../../../features/reviews/components/review-card';
import { StarPicker } from '../../../features/reviews/components/star-picker';
import { AverageRating } from '../../../features/reviews/components/star-rating';
import { Specimen, StyleSection } from './section';

const author = {
  id: '00000000-0000-4000-8000-000000000501',
  username: 'ropedrop_rita',
  avatar_url: null,
};

const card: CatalogueItemSummary = {
  slug: 'space-mountain',
  kind: 'attraction',
  name: 'Space Mountain',
  park: 'Magic Kingdom',
  description: 'An indoor roller coaster in the dark.',
  averageRating: 4.4,
  reviewCount: 128,
  newestReview: {
    id: '00000000-0000-4000-8000-000000000502',
    stars: 5,
    title: 'Still the best coaster in the dark',
    excerpt: 'We rode it three times after the fireworks and it never gets old. Go at rope drop…',
    author,
    createdAt: '2026-11-01T12:00:00.000Z',
  },
  path: '/reviews/space-mountain',
};

const review: Review = {
  id: '00000000-0000-4000-8000-000000000503',
  subject: { slug: card.slug, kind: card.kind, name: card.name, park: card.park },
  author,
  stars: 4,
  title: 'Worth the wait, mostly',
  body: 'Dark, fast and still a thrill. The queue is long in the afternoon: ride early or late.',
  visitMonth: '2026-10',
  partyType: 'family_teens',
  waitMinutes: 45,
  photos: [],
  helpfulCount: 3,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
  edited: false,
  viewer: {
    isAuthor: false,
    votedHelpful: false,
    canEdit: false,
    canDelete: false,
    canVoteHelpful: false,
  },
};

const distribution = [
  { stars: 5, count: 70 },
  { stars: 4, count: 34 },
  { stars: 3, count: 14 },
  { stars: 2, count: 6 },
  { stars: 1, count: 4 },
];

/** Reviews: averages in stars, the star picker, the distribution, catalogue and review cards. */
export function ReviewsSection() {
  const [stars, setStars] = useState<number | null>(3);
  return (
    <StyleSection
      id="reviews"
      title="Reviews"
      description="Ratings are five lucide stars (full, half, empty) with the number beside them; the input is a radio group with arrow keys and a label per star; distributions are horizontal bars with their share and count."
    >
      <div className="grid gap-6 md:grid-cols-2">
        <Specimen title="Averages" className="grid gap-3">
          <AverageRating average={4.4} count={128} size="lg" />
          <AverageRating average={3.5} count={2} />
          <AverageRating average={null} count={0} />
        </Specimen>
        <Specimen title="Star picker">
          <StarPicker id="style-guide-stars" value={stars} onChange={setStars} />
        </Specimen>
        <Specimen title="Distribution">
          <RatingDistribution distribution={distribution} />
        </Specimen>
        <Specimen title="Catalogue card">
          <CatalogueCard item={card} />
        </Specimen>
      </div>
      <Specimen title="Review">
        <ReviewCard review={review} />
      </Specimen>
    </StyleSection>
  );
}
