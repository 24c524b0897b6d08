import {
  REVIEW_EXCERPT_MAX,
  reviewPagePath,
  reviewStars,
  type CataloguePark,
} from '../../../common/features/reviews/review-limits';
import type {
  CatalogueItem,
  CatalogueItemSummary,
  Review,
  ReviewExcerpt,
} from '../../../common/features/reviews/reviews.contract';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import type { CatalogueItemRow, ReviewRow } from './reviews.repository';

/** The start of a text, cut at a word, with an ellipsis when shortened. */
export function excerptOf(text: string, max = REVIEW_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The average of the stars with one decimal, or null with no reviews. */
export function averageOf(row: Pick<CatalogueItemRow, 'ratingSum' | 'reviewCount'>): number | null {
  if (row.reviewCount === 0) return null;
  return Math.round((row.ratingSum * 10) / row.reviewCount) / 10;
}

function presentAuthor(row: ReviewRow) {
  return { id: row.authorId, username: row.authorUsername, avatar_url: row.authorAvatarUrl };
}

export function presentExcerpt(row: ReviewRow): ReviewExcerpt {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    excerpt: excerptOf(row.body),
    author: presentAuthor(row),
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentCatalogueSummary(
  row: CatalogueItemRow,
  newest: ReviewRow | undefined,
): CatalogueItemSummary {
  return {
    slug: row.slug,
    kind: row.kind,
    name: row.name,
    park: row.park as CataloguePark | null,
    description: row.description,
    averageRating: averageOf(row),
    reviewCount: row.reviewCount,
    newestReview: newest ? presentExcerpt(newest) : null,
    path: reviewPagePath(row.slug),
  };
}

export function presentCatalogueItem(
  row: CatalogueItemRow,
  newest: ReviewRow | undefined,
  myReviewId: string | null,
): CatalogueItem {
  const counts: Record<number, number> = {
    1: row.stars1,
    2: row.stars2,
    3: row.stars3,
    4: row.stars4,
    5: row.stars5,
  };
  return {
    ...presentCatalogueSummary(row, newest),
    facts: row.facts,
    distribution: reviewStars.map((stars) => ({ stars, count: counts[stars] ?? 0 })),
    myReviewId,
  };
}

/** What the viewer may do with a review: edit (author), delete (author or staff), vote. */
export interface ReviewViewer {
  viewerId: string | null;
  isStaff: boolean;
}

export function presentReview(row: ReviewRow, photos: PostImage[], viewer: ReviewViewer): Review {
  const isAuthor = viewer.viewerId === row.authorId;
  return {
    id: row.id,
    subject: {
      slug: row.subjectSlug,
      kind: row.subjectKind,
      name: row.subjectName,
      park: row.subjectPark as CataloguePark | null,
    },
    author: presentAuthor(row),
    stars: row.stars,
    title: row.title,
    body: row.body,
    visitMonth: row.visitMonth,
    partyType: row.partyType,
    waitMinutes: row.waitMinutes,
    photos,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.editedAt !== null,
    viewer: {
      isAuthor,
      votedHelpful: row.votedHelpful,
      canEdit: isAuthor,
      canDelete: isAuthor || viewer.isStaff,
      canVoteHelpful: viewer.viewerId !== null && !isAuthor,
    },
  };
}
