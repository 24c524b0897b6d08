import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { PostSummaryRow } from '../posts/post-summary.presenter';
import { commentCountShownTo, postVisibleTo } from '../posts/post-visibility';
import type { PostResultKey } from './search-cursor';
import {
  highlightAllOptions,
  LESS_THAN_STAND_IN,
  snippetOptions,
  type MatchMarkers,
} from '../../content/search-highlight';
import { jsonTexts, selectRows, tsQuery } from '../../content/search-sql';

/** Posts up to this many characters are shown whole in results; longer ones by a passage. */
export const SNIPPET_WHOLE_MAX = 300;

/** A post found, with what its result is shown with (the author from `profiles`). */
export interface PostMatchRow extends PostSummaryRow {
  id: string;
  body: string;
  tags: string[];
  /** `ts_headline` of the text and of the tags, matches between the markers. */
  markedSnippet: string;
  markedTags: string;
  /** The page key of this row. */
  key: PostResultKey;
}

interface RawPostMatch extends Record<string, unknown> {
  id: string;
  body: string;
  park: string | null;
  tags: string[];
  like_count: number;
  comment_count: number;
  created_at: string;
  cursor_created_at: string;
  rank: number;
  author_id: string;
  author_username: string;
  author_avatar_url: string | null;
  marked_snippet: string;
  marked_tags: string;
}

/**
 * One page of the candidate posts, best first: `ts_rank` of `text` over the weighted document
 * (tags, then text, then park), ties newest first; `limit` rows after `cursor`. Excerpts (the whole text up to
 * {@link SNIPPET_WHOLE_MAX} characters, else the best passage) and tag matches are made for the
 * page's rows only, with `<` kept out of `ts_headline`'s sight ({@link LESS_THAN_STAND_IN}).
 */
export async function searchPostRows(
  db: Executor,
  input: {
    text: string;
    /** The newest matches (`post-candidates.repository.ts`), which are the ones ranked. */
    candidateIds: readonly string[];
    /** Who is searching (null: a visitor): only posts `postVisibleTo` them are ranked. */
    viewerId: string | null;
    cursor: PostResultKey | undefined;
    limit: number;
    markers: MatchMarkers;
  },
): Promise<PostMatchRow[]> {
  const { text, candidateIds, viewerId, cursor, limit, markers } = input;
  if (candidateIds.length === 0) return [];
  const after = cursor
    ? sql`where (r.rank, r.created_at, r.id) <
        (${cursor.rank}::real, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : sql``;
  const rows = await selectRows<RawPostMatch>(
    db,
    sql`
    with candidates as (
      select id, created_at, search_vector from posts
      where id in (select value::uuid from ${jsonTexts(candidateIds)} as c(value))
        and deleted_at is null
        and ${postVisibleTo(viewerId, { id: sql`posts.id`, authorId: sql`posts.author_id`, groupId: sql`posts.group_id` })}
    ), ranked as (
      select id, created_at, ts_rank(search_vector, ${tsQuery(text)}) as rank from candidates
    ), page as (
      select r.id, r.created_at, r.rank from ranked r ${after}
      order by r.rank desc, r.created_at desc, r.id desc
      limit ${limit}
    )
    select p.id, p.body, p.park, p.tags, p.like_count,
      ${commentCountShownTo(viewerId, sql`p.id`)} as comment_count, p.created_at,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_created_at,
      page.rank, p.author_id, a.username as author_username, a.avatar_url as author_avatar_url,
      ts_headline('english', replace(p.body, '<', ${LESS_THAN_STAND_IN}), ${tsQuery(text)},
        case when length(p.body) <= ${SNIPPET_WHOLE_MAX} then ${highlightAllOptions(markers)}
          else ${snippetOptions(markers)} end) as marked_snippet,
      ts_headline('english', posts_tags_text(p.tags), ${tsQuery(text)},
        ${highlightAllOptions(markers)}) as marked_tags
    from page
    join posts p on p.id = page.id
    join profiles a on a.id = p.author_id
    order by page.rank desc, page.created_at desc, page.id desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    body: row.body,
    park: row.park,
    tags: row.tags,
    likeCount: row.like_count,
    commentCount: row.comment_count,
    createdAt: new Date(row.created_at),
    authorId: row.author_id,
    authorUsername: row.author_username,
    authorAvatarUrl: row.author_avatar_url,
    markedSnippet: row.marked_snippet,
    markedTags: row.marked_tags,
    key: { rank: Number(row.rank), createdAt: row.cursor_created_at, id: row.id },
  }));
}
