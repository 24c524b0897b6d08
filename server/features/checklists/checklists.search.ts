import { sql } from 'drizzle-orm';
import { checklistTopicLabels } from '../../../common/features/checklists/checklist-limits';
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
import { checklistListedTo } from './checklists.policy';

/**
 * Checklists as search reads them (issue 28): public ones only, as `checklistListedTo` lists
 * them (never private or unlisted ones, nor across a block, hidden or a suspended owner's); the
 * title (weight A) and description (B). The document is the generated `search_vector` (`checklists_search_idx`).
 */
const checklistTable: SearchedTable = {
  from: sql`checklists`,
  id: sql`checklists.id`,
  sortAt: sql`checklists.created_at`,
  newestFirst: sql`checklists.created_at desc nulls last, checklists.id desc nulls last`,
  document: sql`checklists.search_vector`,
  listed: sql`(checklists.visibility = 'public' and checklists.deleted_at is null)`,
  visibleTo: (viewerId) => checklistListedTo(viewerId),
};

interface ChecklistResultRow extends Record<string, unknown> {
  id: string;
  title: string;
  description: string;
  park: string | null;
  topic: keyof typeof checklistTopicLabels;
  created_at: Date | string;
  item_count: number;
  owner_id: string;
  owner_username: string;
  owner_avatar_url: string | null;
  marked_title: string;
  marked_snippet: string;
}

const itemCount = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;

export const checklistSearchSource: SearchSource = {
  type: 'checklists',
  isCursorId: isUuid,
  count: (db, input) => countTextMatches(db, checklistTable, input),
  search: (db, input) =>
    searchTable<ChecklistResultRow>(
      db,
      checklistTable,
      input,
      (ids) => sql`select c.id::text as id, c.title, c.description, c.park, c.topic, c.created_at,
          (select count(*)::int from checklist_items i where i.checklist_id = c.id) as item_count,
          c.owner_id::text as owner_id, a.username as owner_username,
          a.avatar_url as owner_avatar_url,
          ${markedTitleSql(input.text, sql`c.title`, input.markers)} as marked_title,
          ${markedSnippetSql(input.text, sql`c.description`, input.markers)} as marked_snippet
        from checklists c join profiles a on a.id = c.owner_id
        where c.id in ${ids}`,
      (row) => ({
        id: row.id,
        title: row.title,
        titleParts: titleSegments(row.marked_title, input.markers),
        snippet: snippetSegments(row.marked_snippet, row.description, input.markers),
        path: `/checklist/${row.id}`,
        author: {
          id: row.owner_id,
          username: row.owner_username,
          avatar_url: row.owner_avatar_url,
        },
        meta: [
          ...(row.park ? [row.park] : []),
          checklistTopicLabels[row.topic] ?? row.topic,
          itemCount(Number(row.item_count)),
        ],
        imageUrl: null,
        createdAt: isoOf(row.created_at),
      }),
    ),
};
