import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groups, groupSearchText, uploads } from '../../db/schema';
import type { GroupListKey } from './group-cursor';
import {
  groupFilters,
  groupListColumns,
  toGroupListRow,
  type GroupListRow,
} from './groups-browse.repository';

/** `text` with LIKE's `%`, `_` and `\` taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Groups search scores at most this many groups that match (the trigram index gives no
 * order), so a very common word costs a bounded read.
 */
export const GROUP_CANDIDATES_MAX = 500;

/**
 * How close (pg_trgm word similarity) a text must come to a group's name and description:
 * below pg_trgm's default of 0.6, as group names are short and one swapped letter in a short
 * word ('Foodeis') leaves only half of its trigrams.
 */
export const GROUP_WORD_SIMILARITY_MIN = 0.4;

/**
 * One page of groups like `text`: pg_trgm word similarity with name and description together
 * (`groupSearchText`, the expression of `groups_search_trgm_idx`, so `rope drpo` finds 'Rope
 * Drop Crew') of at least {@link GROUP_WORD_SIMILARITY_MIN}, or the text inside them; scored by that word similarity plus half the
 * similarity of the name (an exact name scores highest), ties by id. Private groups are found
 * too: their name and description are public; nothing else of them is read here.
 */
export async function searchGroupRows(
  db: Executor,
  input: {
    text: string;
    viewerId: string | null;
    park?: string;
    topic?: string;
    cursor: GroupListKey | undefined;
    limit: number;
  },
): Promise<GroupListRow[]> {
  const { text, cursor } = input;
  const matches = sql`(${text} <% ${groupSearchText} or ${groupSearchText} ilike ${`%${likeEscaped(text)}%`})`;
  const candidates = db
    .select({ id: groups.id })
    .from(groups)
    .where(and(matches, groupFilters(input)))
    .limit(GROUP_CANDIDATES_MAX);
  const score = sql<number>`(word_similarity(${text}, ${groupSearchText}) + similarity(${text}, ${groups.name}) / 2)::real`;
  const after =
    cursor?.sort === 'match'
      ? sql`(${score} < ${cursor.score}::real or (${score} = ${cursor.score}::real and ${groups.id} < ${cursor.id}::uuid))`
      : undefined;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(GROUP_WORD_SIMILARITY_MIN)}, true)`,
    );
    return tx
      .select({ ...groupListColumns(input.viewerId), score })
      .from(groups)
      .leftJoin(uploads, eq(uploads.id, groups.coverUploadId))
      .where(and(sql`${groups.id} in (${candidates})`, after))
      .orderBy(desc(score), desc(groups.id))
      .limit(input.limit);
  });
  return rows.map((row) =>
    toGroupListRow(row, (r) => ({ sort: 'match', score: Number(r.score), id: r.id })),
  );
}
