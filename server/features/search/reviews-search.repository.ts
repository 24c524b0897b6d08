import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { CatalogueItemRow } from '../reviews/reviews.repository';
import { reviewVisibleTo } from '../reviews/reviews.policy';
import type { ReviewResultKey } from './search-cursor';
import {
  highlightAllOptions,
  LESS_THAN_STAND_IN,
  snippetOptions,
  type MatchMarkers,
} from '../../content/search-highlight';
import { selectRows, tsQuery } from '../../content/search-sql';
import { SNIPPET_WHOLE_MAX } from './posts-search.repository';

/**
 * Review search ranks at most this many matches, the newest ones (every match in a community
 * that has fewer), as post search does: a page's cost stays bounded.
 */
export const REVIEW_CANDIDATES_MAX = 300;

/**
 * A review as search reads it: the title (weight A), the name of what it reviews (B) and the
 * text (C), in English. Reads `reviews` and `catalogue_items` by their table names.
 */
const reviewDocument: SQL = sql`(setweight(to_tsvector('english', reviews.title), 'A')
  || setweight(to_tsvector('english', catalogue_items.name), 'B')
  || setweight(to_tsvector('english', reviews.body), 'C'))`;

/** A review found, with what its result is shown with. */
export interface ReviewMatchRow {
  id: string;
  stars: number;
  title: string;
  body: string;
  helpfulCount: number;
  createdAt: Date;
  subjectSlug: string;
  subjectKind: CatalogueItemRow['kind'];
  subjectName: string;
  subjectPark: string | null;
  authorId: string;
  authorUsername: string;
  authorAvatarUrl: string | null;
  /** `ts_headline` of the title and of the text, matches between the markers. */
  markedTitle: string;
  markedSnippet: string;
  key: ReviewResultKey;
}

interface RawReviewMatch extends Record<string, unknown> {
  id: string;
  stars: number;
  title: string;
  body: string;
  helpful_count: number;
  created_at: Date | string;
  cursor_created_at: string;
  rank: number;
  subject_slug: string;
  subject_kind: CatalogueItemRow['kind'];
  subject_name: string;
  subject_park: string | null;
  author_id: string;
  author_username: string;
  author_avatar_url: string | null;
  marked_title: string;
  marked_snippet: string;
}

/**
 * One page of the reviews matching `text` that the viewer may see (`reviewVisibleTo`: live,
 * no block either way between author and viewer), best first: `ts_rank` over title, subject
 * name and text among the newest {@link REVIEW_CANDIDATES_MAX} such matches, ties newest
 * first; `limit` rows after `cursor`. Title and excerpt are marked for the page's rows only,
 * with `<` kept out of `ts_headline`'s sight.
 */
export async function searchReviewRows(
  db: Executor,
  input: {
    text: string;
    viewerId: string | null;
    cursor: ReviewResultKey | undefined;
    limit: number;
    markers: MatchMarkers;
  },
): Promise<ReviewMatchRow[]> {
  const { text, viewerId, cursor, limit, markers } = input;
  const after = cursor
    ? sql`where (m.rank, m.created_at, m.id) <
        (${cursor.rank}::real, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await selectRows<RawReviewMatch>(
    db,
    sql`
    with matches as (
      select reviews.id, reviews.created_at, ts_rank(${reviewDocument}, ${tsQuery(text)}) as rank
      from reviews
      join catalogue_items on catalogue_items.id = reviews.item_id
      where ${reviewVisibleTo(viewerId)} and ${reviewDocument} @@ ${tsQuery(text)}
      order by reviews.created_at desc, reviews.id desc
      limit ${REVIEW_CANDIDATES_MAX}
    ), page as (
      select m.id, m.created_at, m.rank from matches m ${after}
      order by m.rank desc, m.created_at desc, m.id desc
      limit ${limit}
    )
    select r.id, r.stars, r.title, r.body, r.helpful_count, r.created_at,
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_created_at,
      page.rank, c.slug as subject_slug, c.kind as subject_kind, c.name as subject_name,
      c.park as subject_park, r.author_id, a.username as author_username,
      a.avatar_url as author_avatar_url,
      ts_headline('english', replace(r.title, '<', ${LESS_THAN_STAND_IN}), ${tsQuery(text)},
        ${highlightAllOptions(markers)}) as marked_title,
      ts_headline('english', replace(r.body, '<', ${LESS_THAN_STAND_IN}), ${tsQuery(text)},
        case when length(r.body) <= ${SNIPPET_WHOLE_MAX} then ${highlightAllOptions(markers)}
          else ${snippetOptions(markers)} end) as marked_snippet
    from page
    join reviews r on r.id = page.id
    join catalogue_items c on c.id = r.item_id
    join profiles a on a.id = r.author_id
    order by page.rank desc, page.created_at desc, page.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    stars: row.stars,
    title: row.title,
    body: row.body,
    helpfulCount: row.helpful_count,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    subjectSlug: row.subject_slug,
    subjectKind: row.subject_kind,
    subjectName: row.subject_name,
    subjectPark: row.subject_park,
    authorId: row.author_id,
    authorUsername: row.author_username,
    authorAvatarUrl: row.author_avatar_url,
    markedTitle: row.marked_title,
    markedSnippet: row.marked_snippet,
    key: { rank: Number(row.rank), createdAt: row.cursor_created_at, id: row.id },
  }));
}
