import { sql, type SQL } from 'drizzle-orm';
import { isNotHidden } from '../../content/hidden-items.sql';
import { authorNotSuspended } from '../../content/suspended-authors.sql';
import type { Executor } from '../../db/client';
import { profileSearchText } from '../../db/schema';
import type { PersonResultKey } from './search-cursor';
import { selectRows } from '../../content/search-sql';

/** A member found, with their page key (score, higher is closer). */
export interface PersonMatchRow {
  id: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  key: PersonResultKey;
}

interface RawPersonMatch extends Record<string, unknown> {
  id: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  score: number;
  sort_name: string;
}

/** `text` with LIKE's `%`, `_` and `\` taken literally. */
function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Below this length a text has too few trigrams to compare: usernames are read by prefix. */
export const SIMILARITY_MIN_LENGTH = 3;

/**
 * People search scores at most this many members that match (any of them: the trigram index
 * gives no order), so a very common name costs a bounded read.
 */
export const PEOPLE_CANDIDATES_MAX = 500;

const personColumns = sql.raw('id, username, first_name, last_name, avatar_url, bio');

/** Members whose username starts with `text` (one or two characters), by username. */
function prefixMatches(text: string): SQL {
  return sql`select ${personColumns}, 0::real as score, lower(username) as sort_name
    from profiles where lower(username) like ${`${likeEscaped(text.toLowerCase())}%`}`;
}

/**
 * Members like `text` (three characters or more): pg_trgm word similarity with username and
 * name together (so `mickeyy` finds `mickey`), or the text inside them; scored by that word
 * similarity plus half the similarity of the whole username (an exact username scores highest).
 * The member whose username is the text is always a candidate (read by the unique index), even
 * when more than {@link PEOPLE_CANDIDATES_MAX} members are alike (usernames sharing a long
 * prefix) and the capped read would leave them out.
 */
function similarMatches(text: string): SQL {
  const searchText = profileSearchText;
  return sql`select c.*, (c.closeness + similarity(${text}, c.username) / 2)::real as score,
      lower(c.username) as sort_name
    from (
      (select ${personColumns}, word_similarity(${text}, ${searchText}) as closeness
        from profiles where lower(username) = ${text.toLowerCase()})
      union
      (select ${personColumns}, word_similarity(${text}, ${searchText}) as closeness
        from profiles
        where ${text} <% ${searchText} or ${searchText} ilike ${`%${likeEscaped(text)}%`}
        limit ${PEOPLE_CANDIDATES_MAX})
    ) as c`;
}

/**
 * One page of members like `text`, closest first, ties by username; `limit` rows after
 * `cursor`. Both forms read an index of `profiles`; PostgreSQL cannot estimate how many rows
 * a trigram condition keeps, so the similarity form turns sequential scans off for its
 * transaction rather than let the planner compare `text` with every member. JIT goes off with
 * them: a sequential scan left in the plan (the tiny `account_closures` of the suspension
 * check) is then costed at 10^10, far past `jit_above_cost`, and PostgreSQL (before 18)
 * compiled the statement on every search (about 180 ms for a 5 ms query, issue 28).
 */
export async function searchPeopleRows(
  db: Executor,
  input: { text: string; cursor: PersonResultKey | undefined; limit: number },
): Promise<PersonMatchRow[]> {
  const { text, cursor, limit } = input;
  const isShort = [...text].length < SIMILARITY_MIN_LENGTH;
  const after = cursor
    ? sql`and (m.score < ${cursor.score}::real
        or (m.score = ${cursor.score}::real and m.sort_name > ${cursor.username}))`
    : sql``;
  // Issue 15: a profile hidden by moderation is not found by member search; issue 26: nor a
  // suspended member.
  const statement = sql`
    select m.* from (${isShort ? prefixMatches(text) : similarMatches(text)}) as m
    where ${isNotHidden('profile', sql`m.id`)} and ${authorNotSuspended(sql`m.id`)}
    ${after}
    order by m.score desc, m.sort_name asc
    limit ${limit}`;
  const rows = isShort
    ? await selectRows<RawPersonMatch>(db, statement)
    : await db.transaction(async (tx) => {
        await tx.execute(
          sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`,
        );
        return selectRows<RawPersonMatch>(tx, statement);
      });
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    avatarUrl: row.avatar_url,
    bio: row.bio,
    key: { score: Number(row.score), username: row.sort_name },
  }));
}
