import { reviewPagePath, type CataloguePark } from '../../../common/features/reviews/review-limits';
import type {
  PersonSearchResult,
  PostSearchResult,
  ReviewSearchResult,
} from '../../../common/features/search/search.contract';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import { presentPostSummaryFields } from '../posts/post-summary.presenter';
import {
  highlightTerms,
  markTags,
  segmentsFromMarked,
  withEllipses,
  type MatchMarkers,
} from '../../content/search-highlight';
import type { PersonMatchRow } from './people-search.repository';
import type { PostMatchRow } from './posts-search.repository';
import type { ReviewMatchRow } from './reviews-search.repository';

/** Longest bio shown beside a member found, in characters. */
const BIO_MAX = 160;

/** A post found → its result: the passage as plain segments, tags marked, first photo. */
export function presentPostMatch(
  row: PostMatchRow,
  markers: MatchMarkers,
  images: readonly PostImage[],
): PostSearchResult {
  const snippet =
    row.body === '' ? [] : withEllipses(segmentsFromMarked(row.markedSnippet, markers), row.body);
  return {
    id: row.id,
    snippet,
    tags: markTags(row.tags, row.markedTags, markers),
    ...presentPostSummaryFields(row, images),
  };
}

/** Cuts a bio to {@link BIO_MAX} characters at a word, with an ellipsis. */
function shortBio(bio: string | null): string | null {
  const text = bio?.trim();
  if (!text) return null;
  if (text.length <= BIO_MAX) return text;
  const cut = text.slice(0, BIO_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > BIO_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A member found → their result, with the search's words marked in username and name. */
export function presentPersonMatch(
  row: PersonMatchRow,
  terms: readonly string[],
): PersonSearchResult {
  const name = [row.firstName, row.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return {
    id: row.id,
    username: row.username,
    avatar_url: row.avatarUrl,
    usernameParts: highlightTerms(row.username, terms),
    nameParts: highlightTerms(name, terms),
    bio: shortBio(row.bio),
  };
}

/** A review found → its result: title and passage as plain segments, subject and author. */
export function presentReviewMatch(row: ReviewMatchRow, markers: MatchMarkers): ReviewSearchResult {
  return {
    id: row.id,
    stars: row.stars,
    title: row.title,
    titleParts: segmentsFromMarked(row.markedTitle, markers),
    snippet: withEllipses(segmentsFromMarked(row.markedSnippet, markers), row.body),
    subject: {
      slug: row.subjectSlug,
      kind: row.subjectKind,
      name: row.subjectName,
      park: row.subjectPark as CataloguePark | null,
    },
    path: reviewPagePath(row.subjectSlug),
    author: { id: row.authorId, username: row.authorUsername, avatar_url: row.authorAvatarUrl },
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
  };
}
