import { sql } from 'drizzle-orm';
import {
  creatorKindInfo,
  creatorKinds,
  type CreatorKind,
} from '../../../common/features/creators/creator-limits';
import { isUuid } from '../../lib/cursor';
import type { SearchSource } from '../../content/search-sources';
import {
  countTextMatches,
  isoOf,
  markedSnippetSql,
  markedTitleSql,
  searchTable,
  snippetSegments,
  titleSegments,
  type SearchedTable,
} from '../../content/text-search.sql';
import { uploadThumbnailUrl } from '../uploads/uploads.presenter';
import { creatorListedTo } from './creators.policy';

/**
 * Creator listings as search reads them (issue 28): those `creatorListedTo` lists for the viewer
 * (a kind chosen, account standing, not suspended, not hidden, no block either way), by headline
 * (weight A), bio (B) and agency, services and session types (C). The document is the generated `search_vector` (`creator_profiles_search_idx`).
 */
const creatorTable: SearchedTable = {
  from: sql`creator_profiles`,
  id: sql`creator_profiles.user_id`,
  sortAt: sql`creator_profiles.created_at`,
  newestFirst: sql`creator_profiles.created_at desc, creator_profiles.user_id desc`,
  document: sql`creator_profiles.search_vector`,
  listed: sql`true`,
  visibleTo: (viewerId) => creatorListedTo(viewerId, sql`creator_profiles.user_id`),
};

interface CreatorResultRow extends Record<string, unknown> {
  id: string;
  headline: string;
  bio: string;
  parks: string[];
  verified: boolean;
  kinds: CreatorKind[];
  photo_upload_id: string | null;
  created_at: Date | string;
  username: string;
  avatar_url: string | null;
  marked_title: string;
  marked_snippet: string;
}

export const creatorSearchSource: SearchSource = {
  type: 'creators',
  isCursorId: isUuid,
  count: (db, input) => countTextMatches(db, creatorTable, input),
  search: (db, input) =>
    searchTable<CreatorResultRow>(
      db,
      creatorTable,
      input,
      (ids) => sql`select c.user_id::text as id, c.headline, c.bio, c.parks, c.verified,
          coalesce((select json_agg(k.kind order by k.kind) from creator_kinds k
            where k.user_id = c.user_id), '[]'::json) as kinds,
          (select p.upload_id::text from creator_portfolio_photos p where p.user_id = c.user_id
            order by p.position limit 1) as photo_upload_id,
          c.created_at, a.username, a.avatar_url,
          ${markedTitleSql(input.text, sql`c.headline`, input.markers)} as marked_title,
          ${markedSnippetSql(input.text, sql`c.bio`, input.markers)} as marked_snippet
        from creator_profiles c join profiles a on a.id = c.user_id
        where c.user_id in ${ids}`,
      (row) => {
        const kinds = creatorKinds.filter((kind) => (row.kinds ?? []).includes(kind));
        return {
          id: row.id,
          title: row.headline,
          titleParts: titleSegments(row.marked_title, input.markers),
          snippet: snippetSegments(row.marked_snippet, row.bio, input.markers),
          path: `/profile/${row.id}`,
          author: { id: row.id, username: row.username, avatar_url: row.avatar_url },
          meta: [
            ...kinds.map((kind) => creatorKindInfo[kind].label),
            ...(row.verified ? ['Verified'] : []),
            ...(row.parks ?? []).slice(0, 2),
          ],
          imageUrl: row.photo_upload_id ? uploadThumbnailUrl(row.photo_upload_id) : null,
          createdAt: isoOf(row.created_at),
        };
      },
    ),
};
