import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { SEARCH_CANDIDATES_MAX, SIGNATURE_SCAN_MAX } from './post-candidates.repository';
import { selectRows } from '../../content/search-sql';

/** What the last ANALYZE of `posts` found about the lexemes of its `search_vector`. */
export interface LexemeStats {
  /** The posts counted (`pg_class.reltuples`), deleted ones included. */
  posts: number;
  /**
   * The most common lexemes, each with the share of posts holding it
   * (`pg_stats.most_common_elems` and `most_common_elem_freqs`); the others are rarer.
   */
  shares: ReadonlyMap<string, number>;
}

/** How the newest matches of a query are read (see `findCandidates` in search.service.ts). */
export type CandidateRead =
  /** The signature read first, the GIN index when it finds too few: today's order. */
  | 'signature'
  /** Straight to the GIN index: a required lexeme is rare, the signature read would fail. */
  | 'rare-index'
  /** The planner picks (`or` queries, which require no lexeme). */
  | 'planner';

/** How long the statistics read from `pg_stats` are reused before being read again. */
export const LEXEME_STATS_TTL_MS = 5 * 60 * 1000;

/**
 * The way to read the newest matches of a query requiring `lexemes` (null: none required, an
 * `or` query). With statistics, a required lexeme is rare when ANALYZE did not count it among
 * the most common, or counted it in too few posts for the signature read to find
 * {@link SEARCH_CANDIDATES_MAX} matches among the posts it goes through (the
 * {@link SIGNATURE_SCAN_MAX} newest, or all of a smaller table). A query with a rare lexeme
 * goes straight to the GIN index, which then visits few posts, instead of walking the newest
 * posts first in vain (up to 100 ms at a million posts). Without statistics (a table never
 * analyzed, as on PGlite usually) the signature read is tried first, as before.
 */
export function chooseCandidateRead(
  lexemes: readonly string[] | null,
  stats: LexemeStats | null,
): CandidateRead {
  if (!lexemes || lexemes.length === 0) return 'planner';
  if (!stats) return 'signature';
  const scanned = Math.min(stats.posts, SIGNATURE_SCAN_MAX);
  const isRare = (lexeme: string) =>
    (stats.shares.get(lexeme) ?? 0) * scanned < SEARCH_CANDIDATES_MAX;
  return lexemes.some(isRare) ? 'rare-index' : 'signature';
}

/**
 * Reads the lexeme statistics of `posts.search_vector` from `pg_stats` (no cache). Null when
 * there are none: the table was never analyzed, or ANALYZE found no common lexeme.
 */
export async function queryLexemeStats(db: Executor): Promise<LexemeStats | null> {
  const [row] = await selectRows<{
    posts: number | string | null;
    elems: string[] | null;
    freqs: (number | string)[] | null;
  }>(
    db,
    sql`select c.reltuples::float8 as posts,
        s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs as freqs
      from pg_stats s
      join pg_namespace n on n.nspname = s.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = s.tablename
      where s.schemaname = current_schema() and s.tablename = 'posts'
        and s.attname = 'search_vector' and not s.inherited`,
  );
  const posts = Number(row?.posts);
  if (!row?.elems || !row.freqs || row.elems.length === 0 || !(posts > 0)) return null;
  // The shares list one per lexeme, then the least and greatest (and the share of nulls).
  const freqs = row.freqs;
  return {
    posts,
    shares: new Map(row.elems.map((lexeme, index) => [lexeme, Number(freqs[index] ?? 0)])),
  };
}

interface CachedStats {
  readAt: number;
  stats: Promise<LexemeStats | null>;
}

/** Per database (the app's, or a test's), the last statistics read. */
const cache = new WeakMap<Executor, CachedStats>();

/** Drops the statistics kept for `db`: the next search reads them again (after an ANALYZE). */
export function forgetLexemeStats(db: Executor): void {
  cache.delete(db);
}

/**
 * The lexeme statistics of `posts.search_vector`, read at most once per
 * {@link LEXEME_STATS_TTL_MS} per database handle (concurrent searches share one read). A
 * failed read counts as none (the search itself then tells whether the database is down) and
 * is not kept: the next search reads again.
 */
export function readLexemeStats(db: Executor, now = Date.now()): Promise<LexemeStats | null> {
  const cached = cache.get(db);
  if (cached && now - cached.readAt >= 0 && now - cached.readAt < LEXEME_STATS_TTL_MS) {
    return cached.stats;
  }
  const entry: CachedStats = {
    readAt: now,
    stats: queryLexemeStats(db).catch(() => {
      if (cache.get(db) === entry) cache.delete(db);
      return null;
    }),
  };
  cache.set(db, entry);
  return entry.stats;
}
