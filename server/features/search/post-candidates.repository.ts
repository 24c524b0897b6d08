import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonTexts, selectRows, tsQuery } from '../../content/search-sql';

/**
 * Post search ranks at most this many matches: the newest ones (every match, in a community
 * that has fewer). The cost of a page is then bounded whatever the number of matches.
 */
export const SEARCH_CANDIDATES_MAX = 300;

/**
 * How many live posts, newest first, the signature read goes through at most; and how many of
 * those whose signature holds the query's lexemes it checks for a real match.
 */
export const SIGNATURE_SCAN_MAX = 100_000;
export const SIGNATURE_CHECKS_MAX = 450;

/** The text form of the search's query (`'raini' & 'anim'`), empty when it has no lexeme. */
export async function readQueryText(db: Executor, text: string): Promise<string> {
  const [row] = await selectRows<{ query: string }>(
    db,
    sql`select ${tsQuery(text)}::text as query`,
  );
  return row?.query ?? '';
}

/**
 * The newest {@link SEARCH_CANDIDATES_MAX} live matches of `text`, found through
 * `posts_live_signature_idx`: live posts newest first, skipping without a visit those whose
 * signature lacks one of `lexemes` (all required by the query), then checking the rest for a
 * real match. Cheap when the words are common, which is where the GIN index is slow (it visits
 * every match). Null when this read cannot tell the newest matches: fewer than that many
 * turned up within its limits ({@link SIGNATURE_SCAN_MAX}, {@link SIGNATURE_CHECKS_MAX}).
 */
export async function findNewestMatchesBySignature(
  db: Executor,
  text: string,
  lexemes: readonly string[],
): Promise<string[] | null> {
  const mask = sql`(select posts_search_signature(array_to_tsvector(array${jsonTexts(lexemes)})))`;
  // Read lazily: the newest posts whose signature fits, each checked as it comes (the lateral
  // join keeps that order), until enough matches are found or a limit is reached.
  const rows = await selectRows<{ id: string }>(
    db,
    sql`
    select hit.id from (
      select id, created_at from (
        select id, created_at, search_signature from posts
        where deleted_at is null
        order by created_at desc nulls last, id desc nulls last
        limit ${SIGNATURE_SCAN_MAX}
      ) as scanned
      where (search_signature & ${mask}) = ${mask}
      order by created_at desc nulls last, id desc nulls last
      limit ${SIGNATURE_CHECKS_MAX}
    ) as passing
    cross join lateral (
      select p.id from posts p
      where p.id = passing.id and p.search_vector @@ ${tsQuery(text)}
      offset 0
    ) as hit
    order by passing.created_at desc nulls last, passing.id desc nulls last
    limit ${SEARCH_CANDIDATES_MAX}`,
  );
  return rows.length >= SEARCH_CANDIDATES_MAX ? rows.map((row) => row.id) : null;
}

/**
 * The newest {@link SEARCH_CANDIDATES_MAX} live matches of `text`, all matches considered:
 * exact for any query. With `isRare` (a required lexeme is rare by ANALYZE's statistics, or
 * the signature read found too few matches among the newest posts) the GIN index
 * `posts_search_idx` is used and only matches are visited; the planner is not left to choose,
 * as it often misjudges unknown words as common and would walk every post newest first.
 * Otherwise (`or` queries) it picks between the two indexes.
 */
export async function findNewestMatchesByIndex(
  db: Executor,
  text: string,
  isRare: boolean,
): Promise<string[]> {
  const statement = sql`select id from posts
    where deleted_at is null and search_vector @@ ${tsQuery(text)}
    order by created_at desc nulls last, id desc nulls last
    limit ${SEARCH_CANDIDATES_MAX}`;
  const rows = isRare
    ? await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_indexscan', 'off', true), set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
        );
        return selectRows<{ id: string }>(tx, statement);
      })
    : await selectRows<{ id: string }>(db, statement);
  return rows.map((row) => row.id);
}
