import { sql } from 'drizzle-orm';
import {
  contestPagePath,
  contestPhaseLabels,
} from '../../../common/features/contests/contest-limits';
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
import { contestPhase, contestVisibleTo } from './contests.policy';

/**
 * Photo contests as search reads them (issue 28): every contest is public
 * (`contestVisibleTo`), found by title (weight A), theme (B) and rules (C). The document is the generated `search_vector` (`contests_search_idx`).
 */
const contestTable: SearchedTable = {
  from: sql`contests`,
  id: sql`contests.id`,
  sortAt: sql`contests.created_at`,
  newestFirst: sql`contests.created_at desc, contests.id desc`,
  document: sql`contests.search_vector`,
  listed: sql`true`,
  visibleTo: (viewerId) => contestVisibleTo(viewerId),
};

interface ContestResultRow extends Record<string, unknown> {
  id: string;
  title: string;
  theme: string;
  entries_open_at: Date | string;
  entries_close_at: Date | string;
  voting_ends_at: Date | string;
  results_at: Date | string | null;
  entry_count: number;
  cover_upload_id: string | null;
  created_at: Date | string;
  marked_title: string;
  marked_snippet: string;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export const contestSearchSource: SearchSource = {
  type: 'contests',
  isCursorId: isUuid,
  count: (db, input) => countTextMatches(db, contestTable, input),
  search: (db, input) => {
    const now = new Date();
    return searchTable<ContestResultRow>(
      db,
      contestTable,
      input,
      (ids) => sql`select c.id::text as id, c.title, c.theme, c.entries_open_at,
          c.entries_close_at, c.voting_ends_at, c.results_at, c.entry_count,
          c.cover_upload_id::text as cover_upload_id, c.created_at,
          ${markedTitleSql(input.text, sql`c.title`, input.markers)} as marked_title,
          ${markedSnippetSql(input.text, sql`c.theme`, input.markers)} as marked_snippet
        from contests c
        where c.id in ${ids}`,
      (row) => {
        const entries = Number(row.entry_count);
        const phase = contestPhase(
          {
            entriesOpenAt: asDate(row.entries_open_at),
            entriesCloseAt: asDate(row.entries_close_at),
            votingEndsAt: asDate(row.voting_ends_at),
            resultsAt: row.results_at === null ? null : asDate(row.results_at),
          },
          now,
        );
        return {
          id: row.id,
          title: row.title,
          titleParts: titleSegments(row.marked_title, input.markers),
          snippet: snippetSegments(row.marked_snippet, row.theme, input.markers),
          path: contestPagePath(row.id),
          author: null,
          meta: [
            'Photo contest',
            contestPhaseLabels[phase],
            `${entries.toLocaleString('en-US')} ${entries === 1 ? 'entry' : 'entries'}`,
          ],
          imageUrl: row.cover_upload_id ? uploadThumbnailUrl(row.cover_upload_id) : null,
          createdAt: isoOf(row.created_at),
        };
      },
    );
  },
};
