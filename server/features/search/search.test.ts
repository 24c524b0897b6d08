import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  SEARCH_BLANK_MESSAGE,
  searchResponseSchema,
  type PeopleSearchPage,
  type PostSearchPage,
  type TextSegment,
} from '../../../common/features/search/search.contract';
import { posts, profiles, uploads } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import {
  findNewestMatchesByIndex,
  findNewestMatchesBySignature,
  readQueryText,
  SEARCH_CANDIDATES_MAX,
} from './post-candidates.repository';
import { chooseCandidateRead, forgetLexemeStats, queryLexemeStats } from './lexeme-stats';
import { PEOPLE_CANDIDATES_MAX } from './people-search.repository';
import { requiredLexemes } from './tsquery-lexemes';

type Member = Awaited<ReturnType<typeof createMember>>;

const joined = (segments: TextSegment[]) => segments.map((segment) => segment.text).join('');
const matches = (segments: TextSegment[]) =>
  segments.filter((segment) => segment.isMatch).map((segment) => segment.text);

describeEachDatabase('search API', (ctx) => {
  async function get(url: string, member?: Member) {
    return ctx().app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  }

  async function searchPosts(query: string, extra = ''): Promise<PostSearchPage> {
    const res = await get(`/api/search?q=${encodeURIComponent(query)}&type=posts${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = searchResponseSchema.parse(res.json());
    if (page.type !== 'posts') throw new Error(`expected posts, got ${page.type}`);
    return page;
  }

  async function searchPeople(query: string, extra = ''): Promise<PeopleSearchPage> {
    const res = await get(`/api/search?q=${encodeURIComponent(query)}&type=people${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = searchResponseSchema.parse(res.json());
    if (page.type !== 'people') throw new Error(`expected people, got ${page.type}`);
    return page;
  }

  async function insertPost(
    authorId: string,
    values: { body?: string; tags?: string[]; park?: string | null; createdAt?: Date } = {},
  ): Promise<string> {
    const [row] = await ctx()
      .db.insert(posts)
      .values({ authorId, body: values.body ?? '', tags: values.tags ?? [], ...values })
      .returning({ id: posts.id });
    return row!.id;
  }

  function expectBadRequest(res: { statusCode: number; json(): unknown }) {
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toBe('validation_failed');
    return error.message;
  }

  it('refuses a blank, missing or whitespace-only text with 400 and a clear message', async () => {
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20%09',
      '/api/search?q=%20&type=people',
    ]) {
      const message = expectBadRequest(await get(url));
      expect(message).toContain(SEARCH_BLANK_MESSAGE);
    }
  });

  it('refuses an unknown type, a bad limit, a NUL and an over-long text with 400', async () => {
    expectBadRequest(await get('/api/search?q=castle&type=rides'));
    expectBadRequest(await get('/api/search?q=castle&limit=0'));
    expectBadRequest(await get('/api/search?q=castle&limit=51'));
    expectBadRequest(await get('/api/search?q=castle%00'));
    expectBadRequest(await get(`/api/search?q=${'a'.repeat(201)}`));
  });

  it('ranks a match in the tags above one in the text, and the text above the park', async () => {
    const author = await createMember(ctx().db, { username: 'ranker' });
    const inPark = await insertPost(author.id, { body: 'Quiet morning walk', park: 'EPCOT' });
    const inText = await insertPost(author.id, { body: 'Dinner at Epcot was perfect' });
    const inTags = await insertPost(author.id, { body: 'What a night', tags: ['epcot'] });
    const page = await searchPosts('epcot');
    expect(page.items.map((item) => item.id)).toEqual([inTags, inText, inPark]);
    expect(page.query).toBe('epcot');
    expect(page.items[0]!.tags).toEqual([{ tag: 'epcot', isMatch: true }]);
    expect(page.items[0]!.author).toEqual({ id: author.id, username: 'ranker', avatar_url: null });
  });

  it('finds words by their stem and ranks repeated mentions higher', async () => {
    const author = await createMember(ctx().db);
    const once = await insertPost(author.id, { body: 'One monorail ride before lunch' });
    const often = await insertPost(author.id, {
      body: 'Monorail loop, then the monorail back: monorails everywhere',
    });
    const page = await searchPosts('monorails');
    expect(page.items.map((item) => item.id)).toEqual([often, once]);
    expect(matches(page.items[0]!.snippet)).toEqual(['Monorail', 'monorail', 'monorails']);
  });

  it('returns member text as plain segments: HTML comes back inert, as written', async () => {
    const author = await createMember(ctx().db);
    const body =
      'Loved <script>alert("x")</script> the <b>sparklers</b> & a <img src=x onerror=y> sparkler show';
    await insertPost(author.id, { body });
    const res = await get('/api/search?q=sparklers');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const page = await searchPosts('sparklers');
    const snippet = page.items[0]!.snippet;
    expect(joined(snippet)).toBe(body);
    expect(matches(snippet)).toEqual(['sparklers', 'sparkler']);
    const plain = snippet.filter((segment) => !segment.isMatch).map((segment) => segment.text);
    expect(plain.join('')).toContain('<script>alert("x")</script>');
    expect(plain.join('')).toContain('<img src=x onerror=y>');
  });

  it('cuts long text to the passage around the match, with ellipses', async () => {
    const author = await createMember(ctx().db);
    const filler = (word: string) => Array.from({ length: 60 }, () => word).join(' ');
    const body = `${filler('before')} the hidden mickey was here ${filler('after')}`;
    await insertPost(author.id, { body });
    const snippet = (await searchPosts('hidden mickey')).items[0]!.snippet;
    expect(snippet[0]).toEqual({ text: expect.stringMatching(/^… /), isMatch: false });
    expect(snippet.at(-1)).toEqual({ text: expect.stringMatching(/ …$/), isMatch: false });
    expect(matches(snippet)).toEqual(['hidden', 'mickey']);
    expect(joined(snippet).length).toBeLessThan(body.length / 2);
  });

  it('finds a photo-only post by its tags, with its first photo', async () => {
    const author = await createMember(ctx().db);
    const postId = await insertPost(author.id, { tags: ['dolewhip', 'snacks'] });
    const [upload] = await ctx()
      .db.insert(uploads)
      .values({
        ownerId: author.id,
        postId,
        position: 0,
        width: 800,
        height: 600,
        thumbnailWidth: 400,
        thumbnailHeight: 300,
        byteSize: 1000,
        usedAt: new Date(),
      })
      .returning({ id: uploads.id });
    const [item] = (await searchPosts('dolewhip')).items;
    expect(item).toMatchObject({
      id: postId,
      snippet: [],
      tags: [
        { tag: 'dolewhip', isMatch: true },
        { tag: 'snacks', isMatch: false },
      ],
      photoCount: 1,
      photo: { id: upload!.id, thumbnailUrl: `/uploads/${upload!.id}-thumb.webp` },
    });
  });

  it('never returns deleted posts', async () => {
    const author = await createMember(ctx().db);
    const live = await insertPost(author.id, { body: 'Skyliner sunset ride' });
    const deleted = await insertPost(author.id, { body: 'Skyliner at night' });
    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${deleted}`,
      headers: author.headers,
    });
    expect(res.statusCode).toBe(204);
    await insertPost(author.id, { body: 'Skyliner queue', createdAt: new Date() }).then((id) =>
      ctx().db.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id)),
    );
    expect((await searchPosts('skyliner')).items.map((item) => item.id)).toEqual([live]);
  });

  it('understands phrases and excluded words, and answers stop words with no results', async () => {
    const author = await createMember(ctx().db);
    const phrase = await insertPost(author.id, { body: 'The space mountain queue moved fast' });
    const apart = await insertPost(author.id, { body: 'Mountain views from space themed hotel' });
    expect((await searchPosts('"space mountain"')).items.map((item) => item.id)).toEqual([phrase]);
    expect((await searchPosts('mountain -queue')).items.map((item) => item.id)).toEqual([apart]);
    expect((await searchPosts('the')).items).toEqual([]);
    expect((await searchPosts('!!!')).items).toEqual([]);
  });

  it('pages through results with a cursor: every match once, best first', async () => {
    const author = await createMember(ctx().db);
    const start = Date.parse('2025-01-01T12:00:00Z');
    const ids = new Set<string>();
    for (let n = 0; n < 23; n += 1) {
      const mentions = Array.from({ length: 1 + (n % 3) }, () => 'churros').join(' and ');
      ids.add(
        await insertPost(author.id, {
          body: `${mentions} number ${n}`,
          createdAt: new Date(start + (n % 5) * 1000),
        }),
      );
    }
    const seen: string[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: PostSearchPage = await searchPosts(
        'churros',
        `&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      sizes.push(page.items.length);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 3]);
    expect(new Set(seen)).toEqual(ids);
    expect(seen).toHaveLength(23);
  });

  it('refuses a cursor that is not one of its own with 400', async () => {
    expectBadRequest(await get('/api/search?q=castle&cursor=nonsense!'));
    expectBadRequest(await get('/api/search?q=castle&cursor=bm90LWpzb24'));
    const peopleCursor = Buffer.from(JSON.stringify(['people', 0.5, 'mickey'])).toString(
      'base64url',
    );
    expectBadRequest(await get(`/api/search?q=castle&type=posts&cursor=${peopleCursor}`));
    const badDate = Buffer.from(
      JSON.stringify(['posts', 0.5, '2025-02-30T00:00:00.000000Z', crypto.randomUUID()]),
    ).toString('base64url');
    expectBadRequest(await get(`/api/search?q=castle&cursor=${badDate}`));
    const underflow = Buffer.from(JSON.stringify(['people', 1e-300, 'mickey'])).toString(
      'base64url',
    );
    expectBadRequest(await get(`/api/search?q=castle&type=people&cursor=${underflow}`));
  });

  it('ranks the newest matches of common words, found alike through signatures and GIN', async () => {
    const author = await createMember(ctx().db);
    const total = SEARCH_CANDIDATES_MAX + 150;
    // Oldest first; every third post also mentions the fireworks.
    await ctx().db.execute(sql`
      insert into posts (author_id, body, tags, created_at)
      select ${author.id}::uuid,
        'Parade float number ' || g || case when g % 3 = 0 then ' under the fireworks' else '' end,
        case when g % 5 = 0 then array['parades'] else '{}'::text[] end,
        timestamptz '2024-06-01T12:00:00Z' + g * interval '1 minute'
      from generate_series(1, ${total}) as g`);
    for (const text of ['parade float', 'parade -fireworks', '"parade float" fireworks']) {
      const query = await readQueryText(ctx().db, text);
      const lexemes = requiredLexemes(query)!;
      const bySignature = await findNewestMatchesBySignature(ctx().db, text, lexemes);
      const byIndex = await findNewestMatchesByIndex(ctx().db, text, true);
      expect(byIndex.length, text).toBeGreaterThan(0);
      if (byIndex.length === SEARCH_CANDIDATES_MAX) expect(bySignature, text).toEqual(byIndex);
      else expect(bySignature, text).toBeNull();
    }
    const seen = new Set<string>();
    let cursor: string | null = null;
    let top: PostSearchPage['items'] = [];
    do {
      const page: PostSearchPage = await searchPosts(
        'parade float',
        `&limit=50${cursor ? `&cursor=${cursor}` : ''}`,
      );
      if (top.length === 0) top = page.items;
      for (const item of page.items) seen.add(item.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.size).toBe(SEARCH_CANDIDATES_MAX);
    // Tagged posts rank first (weight A), newest first among equals.
    expect(top[0]!.tags).toEqual([{ tag: 'parades', isMatch: true }]);
    const newestTagged = total - (total % 5);
    const fireworks = newestTagged % 3 === 0 ? ' under the fireworks' : '';
    expect(joined(top[0]!.snippet)).toBe(`Parade float number ${newestTagged}${fireworks}`);
  });

  it('sends a search with a rare word straight to the GIN index, by the stats of ANALYZE', async () => {
    const author = await createMember(ctx().db);
    await ctx().db.execute(sql`
      insert into posts (author_id, body, created_at)
      select ${author.id}::uuid, 'Skyway gondola ride number ' || g,
        timestamptz '2024-07-01T12:00:00Z' + g * interval '1 minute'
      from generate_series(1, ${SEARCH_CANDIDATES_MAX * 2}) as g`);
    const rare = [
      await insertPost(author.id, { body: 'Beignets at Port Orleans', createdAt: new Date(1e12) }),
      await insertPost(author.id, { body: 'Skyway, then beignets', createdAt: new Date(2e12) }),
      await insertPost(author.id, { tags: ['beignet'], createdAt: new Date(1.5e12) }),
    ];
    await ctx().db.execute(sql`analyze posts`);
    const stats = await queryLexemeStats(ctx().db);
    // A small table keeps every lexeme in its stats, each with the share of posts holding it.
    const postsWith = (lexeme: string) =>
      Math.round((stats?.shares.get(lexeme) ?? 0) * stats!.posts);
    expect(postsWith('skyway')).toBe(SEARCH_CANDIDATES_MAX * 2 + 1);
    expect(postsWith('beignet')).toBe(3);
    const readOf = async (text: string) =>
      chooseCandidateRead(requiredLexemes(await readQueryText(ctx().db, text)), stats);
    expect(await readOf('beignets')).toBe('rare-index');
    expect(await readOf('skyway beignets')).toBe('rare-index');
    expect(await readOf('skyway gondola')).toBe('signature');
    expect(await readOf('skyway or beignets')).toBe('planner');

    forgetLexemeStats(ctx().db);
    const found = (await searchPosts('beignets')).items.map((item) => item.id);
    expect(found).toEqual([rare[2], rare[1], rare[0]]); // the tag (weight A) first, then newest
    expect((await searchPosts('skyway beignets')).items.map((item) => item.id)).toEqual([rare[1]]);
    const common = await searchPosts('skyway gondola', '&limit=50');
    expect(common.items).toHaveLength(50);
    expect(joined(common.items[0]!.snippet)).toBe(
      `Skyway gondola ride number ${SEARCH_CANDIDATES_MAX * 2}`,
    );
    expect((await searchPosts('haunted mansion')).items).toEqual([]);
  });

  it('finds people despite a typo, closest first, with the matching part marked', async () => {
    const mickey = await createMember(ctx().db, { username: 'mickey' });
    const fan = await createMember(ctx().db, { username: 'mickey_fan_1928' });
    await createMember(ctx().db, { username: 'goofy_gardener' });
    const page = await searchPeople('mickeyy');
    expect(page.items.map((item) => item.id)).toEqual([mickey.id, fan.id]);
    const exact = await searchPeople('Mickey');
    expect(exact.items.map((item) => item.id)).toEqual([mickey.id, fan.id]);
    expect(exact.items[1]!.usernameParts).toEqual([
      { text: 'mickey', isMatch: true },
      { text: '_fan_1928', isMatch: false },
    ]);
  });

  it('finds people by first and last name, and by a part of the username', async () => {
    const minnie = await createMember(ctx().db, { username: 'polka_dots' });
    await ctx()
      .db.update(profiles)
      .set({ firstName: 'Minnie', lastName: 'Mouse', bio: 'Bows and polka dots.' })
      .where(eq(profiles.id, minnie.id));
    const byName = await searchPeople('minie mouse');
    expect(byName.items[0]).toMatchObject({
      id: minnie.id,
      username: 'polka_dots',
      nameParts: [
        { text: 'Minnie ', isMatch: false },
        { text: 'Mouse', isMatch: true },
      ],
      bio: 'Bows and polka dots.',
    });
    const byPart = await searchPeople('lka_do');
    expect(byPart.items.map((item) => item.id)).toContain(minnie.id);
  });

  it('reads one or two letters as the start of a username', async () => {
    const pluto = await createMember(ctx().db, { username: 'Plutopup' });
    await createMember(ctx().db, { username: 'aplomb' });
    const page = await searchPeople('pl');
    expect(page.items.map((item) => item.id)).toEqual([pluto.id]);
    expect(page.items[0]!.usernameParts).toEqual([
      { text: 'Pl', isMatch: true },
      { text: 'utopup', isMatch: false },
    ]);
    expect((await searchPeople('%')).items).toEqual([]);
  });

  it('puts the member whose username is the text first, however many usernames are alike', async () => {
    // More look-alikes than the capped candidate read scores; the exact one is the newest row.
    const alike = Array.from({ length: PEOPLE_CANDIDATES_MAX + 50 }, (_, n) => ({
      id: crypto.randomUUID(),
      username: `lookalike_member_${n}`,
    }));
    await ctx().db.insert(profiles).values(alike);
    const exact = alike.at(-1)!;
    const page = await searchPeople(exact.username.toUpperCase());
    expect(page.items[0]?.id).toBe(exact.id);
  });

  it('pages through people with a cursor', async () => {
    const names = Array.from({ length: 7 }, (_, n) => `tinkerbell${n}`);
    for (const username of names) await createMember(ctx().db, { username });
    const first = await searchPeople('tinkerbell', '&limit=4');
    expect(first.items).toHaveLength(4);
    expect(first.nextCursor).not.toBeNull();
    const second = await searchPeople('tinkerbell', `&limit=4&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const found = [...first.items, ...second.items].map((item) => item.username).sort();
    expect(found).toEqual(names);
  });

  it('answers groups with an empty list when none matches (groups-search.test.ts finds them)', async () => {
    const res = await get('/api/search?q=castle&type=groups');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'groups', query: 'castle', items: [], nextCursor: null });
  });

  it('searches posts by default, trims the text, and is open to visitors', async () => {
    const author = await createMember(ctx().db);
    const id = await insertPost(author.id, { body: 'Tomorrowland speedway laps' });
    const res = await get('/api/search?q=%20%20speedway%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ type: 'posts', query: 'speedway', items: [{ id }] });
  });
});
