import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/client';
import {
  chooseCandidateRead,
  LEXEME_STATS_TTL_MS,
  readLexemeStats,
  type LexemeStats,
} from './lexeme-stats';

/** Statistics as ANALYZE leaves them at a million posts (shares of seed:scale's words). */
const millionPosts: LexemeStats = {
  posts: 1_000_000,
  shares: new Map([
    ['firework', 0.19],
    ['epcot', 0.2],
    ['sunset', 0.167],
    ['bridg', 0.167],
    ['dolewhip', 0.002],
  ]),
};

describe('chooseCandidateRead', () => {
  it('goes straight to the GIN index when a required lexeme is missing from the stats', () => {
    expect(chooseCandidateRead(['churro'], millionPosts)).toBe('rare-index');
    expect(chooseCandidateRead(['haunt', 'mansion'], millionPosts)).toBe('rare-index');
    expect(chooseCandidateRead(['firework', 'churro'], millionPosts)).toBe('rare-index');
  });

  it('goes straight to the GIN index when a lexeme is too rare for the signature read', () => {
    // 0.2% of the 100,000 newest posts: about 200 matches, fewer than the 300 it needs.
    expect(chooseCandidateRead(['dolewhip'], millionPosts)).toBe('rare-index');
    expect(chooseCandidateRead(['sunset', 'dolewhip'], millionPosts)).toBe('rare-index');
  });

  it('reads signatures first when every required lexeme is common', () => {
    expect(chooseCandidateRead(['firework'], millionPosts)).toBe('signature');
    expect(chooseCandidateRead(['sunset', 'bridg'], millionPosts)).toBe('signature');
    expect(chooseCandidateRead(['firework', 'epcot'], millionPosts)).toBe('signature');
  });

  it('counts the matches a small table can hold, not a share of 100,000 posts', () => {
    const small: LexemeStats = {
      posts: 1000,
      shares: new Map([
        ['parad', 0.45],
        ['skyway', 0.1],
      ]),
    };
    expect(chooseCandidateRead(['parad'], small)).toBe('signature');
    expect(chooseCandidateRead(['skyway'], small)).toBe('rare-index');
  });

  it('keeps the signature read first without stats, and leaves `or` queries to the planner', () => {
    expect(chooseCandidateRead(['churro'], null)).toBe('signature');
    expect(chooseCandidateRead(null, millionPosts)).toBe('planner');
    expect(chooseCandidateRead([], null)).toBe('planner');
  });
});

describe('readLexemeStats', () => {
  /** An executor answering the pg_stats read with `rows` (or failing), counting its calls. */
  function fakeDb(answer: () => Record<string, unknown>[]) {
    const calls = { count: 0 };
    const db = {
      execute: async () => {
        calls.count += 1;
        return { rows: answer() };
      },
    } as unknown as Executor;
    return { db, calls };
  }

  const analyzed = () => [
    { posts: '2000', elems: ['parad', 'float'], freqs: [0.5, 0.25, 0.25, 0.5] },
  ];

  it('reads the shares of the most common lexemes and the posts counted', async () => {
    const { db } = fakeDb(analyzed);
    const stats = await readLexemeStats(db, 0);
    expect(stats?.posts).toBe(2000);
    expect([...stats!.shares]).toEqual([
      ['parad', 0.5],
      ['float', 0.25],
    ]);
  });

  it('reads once per period per database, then again', async () => {
    const { db, calls } = fakeDb(analyzed);
    await Promise.all([readLexemeStats(db, 1000), readLexemeStats(db, 1000)]);
    await readLexemeStats(db, 1000 + LEXEME_STATS_TTL_MS - 1);
    expect(calls.count).toBe(1);
    await readLexemeStats(db, 1000 + LEXEME_STATS_TTL_MS);
    expect(calls.count).toBe(2);
  });

  it('answers null for a table never analyzed, and for a failed read, which it retries', async () => {
    expect(await readLexemeStats(fakeDb(() => []).db, 0)).toBeNull();
    expect(
      await readLexemeStats(fakeDb(() => [{ posts: -1, elems: null, freqs: null }]).db, 0),
    ).toBeNull();
    let isDown = true;
    const { db, calls } = fakeDb(() => {
      if (isDown) throw new Error('connection refused');
      return analyzed();
    });
    expect(await readLexemeStats(db, 0)).toBeNull();
    isDown = false;
    expect((await readLexemeStats(db, 1))?.posts).toBe(2000);
    expect(calls.count).toBe(2);
  });
});
