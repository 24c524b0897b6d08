import {
  ACTIVITY_EXCERPT_MAX,
  type ActivityMember,
  type ActivityPost,
  type ActivityReview,
} from '../../../common/features/activity/activity.contract';
import { reviewPagePath, type CataloguePark } from '../../../common/features/reviews/review-limits';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import { presentPostSummaryFields } from '../posts/post-summary.presenter';
import { presentExcerpt } from '../reviews/reviews.presenter';
import type { ReviewRow } from '../reviews/reviews.repository';
import type { ActivityMemberRow, ActivityPostRow } from './activity.repository';

/** The start of a text, at most {@link ACTIVITY_EXCERPT_MAX} characters, cut at a word with `…`. */
export function excerptOf(body: string): string {
  const text = body.trim().replace(/\s+/g, ' ');
  if (text.length <= ACTIVITY_EXCERPT_MAX) return text;
  const cut = text.slice(0, ACTIVITY_EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > ACTIVITY_EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A post row and its photos → a listed post (excerpt, first photo, counts). */
export function presentActivityPost(
  row: ActivityPostRow,
  images: readonly PostImage[],
): ActivityPost {
  return {
    id: row.id,
    excerpt: excerptOf(row.body),
    ...presentPostSummaryFields(row, images),
  };
}

/** A member row → a listed member. */
export function presentActivityMember(row: ActivityMemberRow): ActivityMember {
  return {
    id: row.id,
    username: row.username,
    avatar_url: row.avatarUrl,
    at: row.at.toISOString(),
  };
}

/** A review row → a listed review (stars, title, excerpt, author, subject and its page). */
export function presentActivityReview(row: ReviewRow): ActivityReview {
  return {
    ...presentExcerpt(row),
    subject: {
      slug: row.subjectSlug,
      kind: row.subjectKind,
      name: row.subjectName,
      park: row.subjectPark as CataloguePark | null,
    },
    path: reviewPagePath(row.subjectSlug),
  };
}
