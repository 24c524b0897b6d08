import { sql } from 'drizzle-orm';
import { tipCategoryLabels, type TipCategory } from '../../../common/features/tips/tip-limits';
import { isUuid } from '../../lib/cursor';
import type { SearchSource } from '../../content/search-sources';
import {
  countTextMatches,
  isoOf,
  markedSnippetSql,
  searchTable,
  snippetSegments,
  type SearchedTable,
} from '../../content/text-search.sql';
import { highlightTerms, searchTerms } from '../../content/search-highlight';
import { tipVisibleTo } from './tips.repository';

/** A tip has no title: its result is titled with its opening, cut at a word near this length. */
const TIP_TITLE_MAX = 80;

/**
 * Tips as search reads them (issue 28): live tips the viewer may see (`tipVisibleTo`: no block
 * either way, not hidden, not a suspended author's), by their text. The document is the generated
 * `search_vector` (`tips_search_idx`).
 */
const tipTable: SearchedTable = {
  from: sql`tips`,
  id: sql`tips.id`,
  sortAt: sql`tips.created_at`,
  newestFirst: sql`tips.created_at desc nulls last, tips.id desc nulls last`,
  document: sql`tips.search_vector`,
  listed: sql`(tips.deleted_at is null)`,
  visibleTo: (viewerId) => tipVisibleTo(viewerId),
  // Multiword searches ("mobile order lunch") match a tip in a few: the newest rows hold them.
  walksNewestFirst: true,
};

/** The tip's opening: its first sentence, or its first words up to {@link TIP_TITLE_MAX}. */
export function tipTitle(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  const sentence = /^(.+?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
  if (sentence.length <= TIP_TITLE_MAX) return sentence;
  const cut = sentence.slice(0, TIP_TITLE_MAX);
  const atSpace = cut.lastIndexOf(' ');
  return `${(atSpace > TIP_TITLE_MAX / 2 ? cut.slice(0, atSpace) : cut).trimEnd()}…`;
}

interface TipResultRow extends Record<string, unknown> {
  id: string;
  body: string;
  category: TipCategory;
  park: string | null;
  helpful_count: number;
  created_at: Date | string;
  author_id: string;
  author_username: string;
  author_avatar_url: string | null;
  marked_snippet: string;
}

export const tipSearchSource: SearchSource = {
  type: 'tips',
  isCursorId: isUuid,
  count: (db, input) => countTextMatches(db, tipTable, input),
  search: (db, input) => {
    const terms = searchTerms(input.text);
    return searchTable<TipResultRow>(
      db,
      tipTable,
      input,
      (ids) => sql`select t.id::text as id, t.body, t.category, t.park, t.helpful_count,
          t.created_at, t.author_id::text as author_id, a.username as author_username,
          a.avatar_url as author_avatar_url,
          ${markedSnippetSql(input.text, sql`t.body`, input.markers)} as marked_snippet
        from tips t join profiles a on a.id = t.author_id
        where t.id in ${ids}`,
      (row) => {
        const title = tipTitle(row.body);
        const helpful = Number(row.helpful_count);
        return {
          id: row.id,
          title,
          titleParts: highlightTerms(title, terms),
          snippet: snippetSegments(row.marked_snippet, row.body, input.markers),
          path: `/tips?tip=${row.id}`,
          author: {
            id: row.author_id,
            username: row.author_username,
            avatar_url: row.author_avatar_url,
          },
          meta: [
            `${tipCategoryLabels[row.category] ?? row.category} tip`,
            ...(row.park ? [row.park] : []),
            ...(helpful > 0 ? [`${helpful.toLocaleString('en-US')} found it helpful`] : []),
          ],
          imageUrl: null,
          createdAt: isoOf(row.created_at),
        };
      },
    );
  },
};
