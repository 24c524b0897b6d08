import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  highlightAllOptions,
  LESS_THAN_STAND_IN,
  segmentsFromMarked,
  snippetOptions,
  withEllipses,
  type MatchMarkers,
} from './search-highlight';
import { selectRows, tsQuery } from './search-sql';
import type { SourceMatch, SourceMatchKey, SourceSearchInput } from './search-sources';
import type {
  ContentSearchResult,
  TextSegment,
} from '../../common/features/search/search.contract';

/**
 * Full-text search over one table, shared by the search sources (issue 28) the way posts and
 * reviews search: `websearch_to_tsquery('english', …)` against a weighted document, ranked with
 * `ts_rank` among the newest {@link TEXT_SEARCH_CANDIDATES_MAX} matches, so a page's cost stays
 * bounded whatever the word.
 */

/** A source ranks at most this many matches, the newest ones listed (every match when fewer). */
export const TEXT_SEARCH_CANDIDATES_MAX = 300;
/**
 * A query of several lexemes (where `walksNewestFirst`) first walks at most this many of the
 * newest listed rows the viewer may see and keeps its matches: when
 * {@link TEXT_SEARCH_CANDIDATES_MAX} turn up there, they are the newest matches. PostgreSQL multiplies the words' shares as if they were independent, so it
 * underestimates words that go together ("mobile order lunch") and would read every match
 * through the GIN index and sort them all (17,000 tips, 40 ms); the walk finds them in 1,700.
 */
export const TEXT_SEARCH_WALK_MAX = 3_000;
/** A text up to this long is marked whole rather than cut to its best passage. */
const SNIPPET_WHOLE_MAX = 280;

/** A table as search reads it. Its SQL reads the table under its own name. */
export interface SearchedTable {
  /** `from` of the match query: the table, by its name. */
  from: SQL;
  id: SQL;
  /** What orders matches of equal rank, newest first (a timestamp). */
  sortAt: SQL;
  /**
   * `order by` of the candidates, newest first: `sortAt` and `id` descending, written as the
   * table's btree index on them is (`desc nulls last`, or plain `desc` for a backward scan of an
   * ascending one), so a common word walks that index instead of sorting every match.
   */
  newestFirst: SQL;
  /**
   * The weighted tsvector; exactly the expression of the table's GIN index (see the migration
   * `search_every_kind`), so the index answers `@@`.
   */
  document: SQL;
  /** The index's own predicate (what is listed at all: live, public), cheap and the same for all. */
  listed: SQL;
  /** The kind's visibility policy for the viewer (blocks, hidden, suspended, private groups). */
  visibleTo(viewerId: string | null): SQL;
  /**
   * Whether a query of several lexemes first walks the newest rows ({@link TEXT_SEARCH_WALK_MAX}):
   * for a table whose listed rows are mostly visible and cheap to check, and whose multiword
   * searches match often (tips). Not where the policy costs per row (events' private groups).
   */
  walksNewestFirst?: boolean;
}

export interface TextMatch {
  id: string;
  key: SourceMatchKey;
}

/**
 * The `candidates` CTE (`id`, `sort_at`): the newest {@link TEXT_SEARCH_CANDIDATES_MAX} listed
 * matches the viewer may see. Read through the GIN index; for a table that `walksNewestFirst`, a
 * query of several lexemes first walks the {@link TEXT_SEARCH_WALK_MAX} newest rows (the
 * subquery is named as the table, so the table's own SQL reads it and its order is the index's,
 * which lets the walk stop at the last candidate) and keeps that walk's matches when there are
 * enough, which are then the same candidates.
 */
function candidatesSql(table: SearchedTable, query: SQL, viewerId: string | null): SQL {
  const byIndex = (condition: SQL) => sql`select ${table.id} as id, ${table.sortAt} as sort_at
      from ${table.from}
      where ${condition}${table.listed} and ${table.document} @@ ${query}
        and ${table.visibleTo(viewerId)}
      order by ${table.newestFirst}
      limit ${TEXT_SEARCH_CANDIDATES_MAX}`;
  if (!table.walksNewestFirst) return sql`candidates as (${byIndex(sql``)})`;
  return sql`walked as materialized (
      select ${table.id} as id, ${table.sortAt} as sort_at
      from (
        select ${table.from}.* from ${table.from}
        where numnode(${query}) > 1 and ${table.listed} and ${table.visibleTo(viewerId)}
        order by ${table.newestFirst}
        limit ${TEXT_SEARCH_WALK_MAX}
      ) as ${table.from}
      where ${table.document} @@ ${query}
      order by ${table.newestFirst}
      limit ${TEXT_SEARCH_CANDIDATES_MAX}
    ), candidates as (
      select id, sort_at from walked
      where (select count(*) from walked) >= ${TEXT_SEARCH_CANDIDATES_MAX}
      union all
      (${byIndex(sql`(select count(*) from walked) < ${TEXT_SEARCH_CANDIDATES_MAX} and `)})
    )`;
}

/**
 * One page of the table's matches of `text` the viewer may see, best first: `ts_rank` among the
 * newest {@link TEXT_SEARCH_CANDIDATES_MAX} listed matches, ties newest first; `limit` after
 * `after`. The listed candidates come from the GIN index; the viewer's policy is applied to those.
 * A table may have a query of several lexemes try the newest rows first (`walksNewestFirst`).
 * A text of stop words only matches nothing.
 */
export async function findTextMatches(
  db: Executor,
  table: SearchedTable,
  input: {
    text: string;
    viewerId: string | null;
    after: SourceMatchKey | undefined;
    limit: number;
  },
): Promise<TextMatch[]> {
  const { text, viewerId, after, limit } = input;
  const query = tsQuery(text);
  const afterKey = after
    ? sql`and (m.rank, m.sort_at, m.id) <
        (${after.rank}::real, ${after.sortAt}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const rows = await selectRows<{ id: string; rank: number; cursor_sort_at: string }>(
    db,
    sql`
    with ${candidatesSql(table, query, viewerId)}, matches as (
      select c.id, c.sort_at, ts_rank(${table.document}, ${query}) as rank
      from candidates c join ${table.from} on ${table.id} = c.id
    )
    select m.id::text as id, m.rank,
      to_char(m.sort_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_sort_at
    from matches m
    where numnode(${query}) > 0 ${afterKey}
    order by m.rank desc, m.sort_at desc, m.id desc
    limit ${limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    key: { rank: Number(row.rank), sortAt: row.cursor_sort_at, id: row.id },
  }));
}

/** How many of the table's matches of `text` the viewer may see, up to `cap`. */
export async function countTextMatches(
  db: Executor,
  table: SearchedTable,
  input: { text: string; viewerId: string | null; cap: number },
): Promise<number> {
  const query = tsQuery(input.text);
  const [row] = await selectRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from (
      select 1 from ${table.from}
      where numnode(${query}) > 0 and ${table.listed} and ${table.document} @@ ${query}
        and ${table.visibleTo(input.viewerId)}
      limit ${input.cap}) capped`,
  );
  return Number(row?.count ?? 0);
}

/**
 * `ts_headline` of a short text with every match marked (a title), `<` kept out of its sight.
 * `text` is SQL over the row being presented.
 */
export function markedTitleSql(text: string, value: SQL, markers: MatchMarkers): SQL {
  return sql`ts_headline('english', replace(${value}, '<', ${LESS_THAN_STAND_IN}), ${tsQuery(text)},
    ${highlightAllOptions(markers)})`;
}

/** `ts_headline` of a longer text: its best passage, or all of it when it is short. */
export function markedSnippetSql(text: string, value: SQL, markers: MatchMarkers): SQL {
  return sql`ts_headline('english', replace(${value}, '<', ${LESS_THAN_STAND_IN}), ${tsQuery(text)},
    case when length(${value}) <= ${SNIPPET_WHOLE_MAX} then ${highlightAllOptions(markers)}
      else ${snippetOptions(markers)} end)`;
}

/** A marked title back into segments. */
export function titleSegments(marked: string, markers: MatchMarkers): TextSegment[] {
  return segmentsFromMarked(marked, markers);
}

/** A marked passage back into segments, with `…` where it was cut from `original`. */
export function snippetSegments(
  marked: string,
  original: string,
  markers: MatchMarkers,
): TextSegment[] {
  if (original === '') return [];
  return withEllipses(segmentsFromMarked(marked, markers), original);
}

/**
 * A source's `search` over a table: finds the page's matches ({@link findTextMatches}), reads
 * what their results show with `readPage` (a statement over `ids`, a uuid subquery of the page's
 * ids; rows with `id` as text) and presents each row, in the page's order.
 */
export async function searchTable<T extends Record<string, unknown> & { id: string }>(
  db: Executor,
  table: SearchedTable,
  input: SourceSearchInput,
  readPage: (ids: SQL) => SQL,
  present: (row: T) => ContentSearchResult,
): Promise<SourceMatch[]> {
  const matches = await findTextMatches(db, table, input);
  if (matches.length === 0) return [];
  const ids = sql`(select (json_array_elements_text(${JSON.stringify(matches.map((m) => m.id))}::json))::uuid)`;
  const rows = new Map((await selectRows<T>(db, readPage(ids))).map((row) => [row.id, row]));
  return matches.flatMap((match) => {
    const row = rows.get(match.id);
    return row ? [{ key: match.key, result: present(row) }] : [];
  });
}

/** `created_at`-like values from either driver as ISO strings. */
export function isoOf(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}
