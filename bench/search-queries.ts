import pg from 'pg';
import { contentSearchTypes, type SearchType } from '../common/features/search/search-types';
import { contentSearchQueries } from './search-content-queries';

/** One search the benchmark times, and the group its figures are reported in. */
export interface BenchSearch {
  group: string;
  type: SearchType;
  q: string;
  /** Search as the bench member (signed in) rather than as a visitor. */
  asMember?: boolean;
  /** Time the second page (follow `nextCursor` of the first) instead of the first. */
  isSecondPage?: boolean;
}

/** What the benchmark read about the database before timing it. */
export interface SearchDataset {
  livePosts: number;
  profiles: number;
  /**
   * The share of the posts table's pages VACUUM marked all-visible: the signature read is an
   * index-only scan only on those (autovacuum does it on a real server).
   */
  postsAllVisible: number;
  /** Whether ANALYZE left lexeme stats for `posts.search_vector` (they pick the search path). */
  hasLexemeStats: boolean;
  /** Rows of each kind found through the content registry (issue 28), as search may list them. */
  contentRows: Record<string, number>;
  searches: BenchSearch[];
}

/** Each content type's common, rare and multiword search, as a visitor and as a member. */
export const contentSearches: BenchSearch[] = contentSearchTypes.flatMap((type) =>
  (['common', 'rare', 'multiword'] as const).flatMap((kind) =>
    [false, true].map((asMember) => ({
      type,
      q: contentSearchQueries[type][kind],
      group: `${kind}${asMember ? ', member' : ''}`,
      asMember,
    })),
  ),
);

/**
 * Searches of posts as members type them, for seed:scale's texts (openings, parks, endings and
 * tags): single words found in an eighth to a fifth of all posts, pairs and triples found in
 * 0.2% to 3%, a phrase, an excluded word, words found nowhere, and a second page.
 */
export const postSearches: BenchSearch[] = [
  ...['fireworks', 'kids', 'snack', 'festival', 'sunset'].map((q) => ({ q, group: 'one word' })),
  ...['sunset bridge', 'rope drop', 'magic kingdom', 'fireworks epcot', 'quiet shady'].map((q) => ({
    q,
    group: 'two words',
  })),
  ...['golden hour bridge', 'kids festival menu', 'rainy animal kingdom'].map((q) => ({
    q,
    group: 'three words',
  })),
  { q: '"mobile order"', group: 'phrase / excluded' },
  { q: 'fireworks -epcot', group: 'phrase / excluded' },
  { q: 'churros', group: 'no match' },
  { q: 'haunted mansion', group: 'no match' },
  { q: 'fireworks', group: 'page 2', isSecondPage: true },
  { q: 'sunset bridge', group: 'page 2', isSecondPage: true },
].map((search) => ({ ...search, type: 'posts' as const }));

/** `text` with two neighbouring letters swapped in the middle: a typing slip. */
function withSlip(text: string): string {
  const at = Math.max(1, Math.floor(text.length / 2) - 1);
  return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
}

/**
 * People searches built from real rows: a common first name with a letter doubled, a username
 * and a full name each with a slip, a member's exact username, and a two-letter prefix.
 */
async function peopleSearches(client: pg.Client): Promise<BenchSearch[]> {
  const common = await client.query<{ first_name: string }>(
    `select first_name from profiles where first_name is not null
      group by first_name order by count(*) desc limit 1`,
  );
  const sample = await client.query<{ username: string; first_name: string; last_name: string }>(
    `select username, first_name, last_name from profiles
      where first_name is not null and last_name is not null
      order by created_at desc limit 1`,
  );
  const firstName = common.rows[0]?.first_name ?? 'Mickey';
  const member = sample.rows[0] ?? { username: 'mickey', first_name: 'Mickey', last_name: 'Mouse' };
  const searches: Omit<BenchSearch, 'type'>[] = [
    { q: `${firstName}${firstName.at(-1)}`, group: 'common name, typo' },
    { q: withSlip(member.username), group: 'username, typo' },
    { q: member.username, group: 'username, exact' },
    { q: `${member.first_name} ${withSlip(member.last_name)}`, group: 'full name, typo' },
    { q: member.username.slice(0, 2), group: 'two letters' },
  ];
  return searches.map((search) => ({ ...search, type: 'people' as const }));
}

/** Counts live posts and members and builds the searches to time. */
export async function readDataset(databaseUrl: string): Promise<SearchDataset> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const counts = await client.query<{
      posts: string;
      profiles: string;
      visible: number | null;
      stats: boolean;
    }>(
      `select (select count(*) from posts where deleted_at is null) as posts,
        (select count(*) from profiles) as profiles,
        (select relallvisible::float8 / nullif(relpages, 0) from pg_class
          where oid = 'posts'::regclass) as visible,
        exists (select 1 from pg_stats where schemaname = current_schema()
          and tablename = 'posts' and attname = 'search_vector'
          and most_common_elems is not null) as stats`,
    );
    const content = await client.query<Record<string, string>>(
      `select (select count(*) from checklists where visibility = 'public' and deleted_at is null)
          as checklists,
        (select count(*) from tips where deleted_at is null) as tips,
        (select count(*) from events where deleted_at is null) as events,
        (select count(*) from contests) as contests,
        (select count(*) from creator_profiles) as creators`,
    );
    const row = counts.rows[0];
    return {
      livePosts: Number(row?.posts ?? 0),
      profiles: Number(row?.profiles ?? 0),
      postsAllVisible: row?.visible ?? 0,
      hasLexemeStats: row?.stats ?? false,
      contentRows: Object.fromEntries(
        Object.entries(content.rows[0] ?? {}).map(([kind, n]) => [kind, Number(n)]),
      ),
      searches: [...postSearches, ...(await peopleSearches(client)), ...contentSearches],
    };
  } finally {
    await client.end();
  }
}
