import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_EXCERPT_MAX,
  HIGHLIGHTS_CACHE_SECONDS,
  postHighlightsSchema,
  type PostHighlights,
} from '../../../common/features/posts/posts.contract';
import { createOffsetClock } from '../../lib/clock';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs, insertUpload } from '../../test/factories';
import { createMember, type TestMember as Member } from '../../test/sign-in';
import { listHighlightRows } from './highlights.repository';
import { excerptOf } from './highlights.presenter';
import { createHighlightsCache, listHighlights } from './highlights.service';

describe('highlight excerpts', () => {
  it('keeps short text, flattens whitespace and cuts long text at a word', () => {
    expect(excerptOf('  Castle\n\n at   dusk ')).toBe('Castle at dusk');
    expect(excerptOf('')).toBe('');
    const long = `${'Fireworks over the lagoon '.repeat(20)}end`;
    const excerpt = excerptOf(long);
    expect(Array.from(excerpt).length).toBeLessThanOrEqual(HIGHLIGHT_EXCERPT_MAX);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(long.startsWith(excerpt.slice(0, -1))).toBe(true);
    expect(excerpt.slice(0, -1)).toMatch(/(Fireworks|over|the|lagoon)$/);
  });

  it('never splits an emoji and cuts a text without spaces where it must', () => {
    const excerpt = excerptOf('🏰'.repeat(300), 10);
    expect(excerpt).toBe(`${'🏰'.repeat(9)}…`);
    expect(excerptOf('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describeEachDatabase('post highlights', (ctx) => {
  const createPost = (author: Member, payload: object) => createPostAs(ctx(), author, payload);

  async function photoPost(author: Member, body: string) {
    return createPost(author, { body, imageIds: [await insertUpload(ctx().db, author.id)] });
  }

  async function like(postId: string, fans: Member[]) {
    for (const fan of fans) {
      const res = await ctx().app.inject({
        method: 'PUT',
        url: `/api/posts/${postId}/like`,
        headers: fan.headers,
      });
      expect(res.statusCode).toBe(200);
    }
  }

  async function getHighlights(query: string, headers: Record<string, string> = {}) {
    const res = await ctx().app.inject({ url: `/api/posts/highlights${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return { res, body: postHighlightsSchema.parse(res.json()) };
  }

  it('shows recent photo posts first, most liked first, without deleted ones, to everyone', async () => {
    const author = await createMember(ctx().db, { username: 'sunset_sara' });
    const fans = await Promise.all([1, 2, 3].map(() => createMember(ctx().db)));
    const quiet = await photoPost(author, 'Quiet morning on Main Street');
    const loved = await photoPost(author, 'Castle at blue hour');
    const text = await createPost(author, { body: 'Text only, but very liked' });
    const removed = await photoPost(author, 'Soon deleted');
    await like(loved.id, fans);
    await like(text.id, fans);
    await like(removed.id, fans);
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${removed.id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const { res, body } = await getHighlights('?limit=3');
    expect(res.headers['cache-control']).toBe(`public, max-age=${HIGHLIGHTS_CACHE_SECONDS}`);
    expect(body.items.map((item) => item.id)).toEqual([loved.id, quiet.id, text.id]);
    const [first] = body.items;
    expect(first).toEqual({
      id: loved.id,
      excerpt: 'Castle at blue hour',
      park: null,
      createdAt: loved.createdAt,
      author: { id: author.id, username: 'sunset_sara', avatar_url: null },
      photo: loved.images[0],
      photoCount: 1,
      likeCount: 3,
      commentCount: 0,
    });
    expect(body.items[2]).toMatchObject({ photo: null, photoCount: 0, likeCount: 3 });

    // Members get the very same list (nothing about the viewer in it), from the cache.
    const asMember = await getHighlights('?limit=3', fans[0]!.headers);
    expect(asMember.body).toEqual(body);
    const later = await photoPost(author, 'A newer photo');
    await like(later.id, fans);
    const cached = await getHighlights('?limit=3');
    expect(cached.body).toEqual(body);
  });

  it('refuses a bad limit with a 400 error body', async () => {
    for (const query of ['?limit=0', `?limit=13`, '?limit=abc', '?limit=1.5']) {
      const res = await ctx().app.inject({ url: `/api/posts/highlights${query}` });
      expect(res.statusCode, query).toBe(400);
      const { error } = res.json() as { error: { code: string; message: string } };
      expect(error.code).toBe('validation_failed');
      expect(error.message.length).toBeGreaterThan(0);
    }
  });

  it('ranks comments above likes and picks only among the newest live posts', async () => {
    const author = await createMember(ctx().db);
    const fans = await Promise.all([1, 2, 3].map(() => createMember(ctx().db)));
    const liked = await photoPost(author, 'Two likes');
    const discussed = await photoPost(author, 'One comment, two likes');
    await like(liked.id, fans.slice(0, 2));
    await like(discussed.id, fans.slice(0, 2));
    const commented = await ctx().app.inject({
      method: 'POST',
      url: `/api/posts/${discussed.id}/comments`,
      headers: fans[2]!.headers,
      payload: { body: 'Where was this taken?' },
    });
    expect(commented.statusCode).toBe(201);

    const { items } = await listHighlights(ctx().db, 12, new Date());
    const order = items
      .map((item) => item.id)
      .filter((id) => [liked.id, discussed.id].includes(id));
    expect(order).toEqual([discussed.id, liked.id]);

    // Only the two newest posts are candidates in a window of two.
    const newest = await photoPost(author, 'Newest');
    const rows = await listHighlightRows(ctx().db, 2, 12);
    expect(rows.map((row) => row.id).sort()).toEqual([discussed.id, newest.id].sort());
    expect(rows.every((row) => row.hasPhoto)).toBe(true);
  });

  it('reuses a computed list for its period, then computes it again', async () => {
    const clock = createOffsetClock();
    const cache = createHighlightsCache(ctx().db, clock);
    const [first, concurrent] = await Promise.all([cache.get(12), cache.get(12)]);
    expect(concurrent).toBe(first);
    const author = await createMember(ctx().db);
    const fresh = await photoPost(author, 'Fresh from the parks');
    const again: PostHighlights = await cache.get(12);
    expect(again).toBe(first);
    clock.advance(HIGHLIGHTS_CACHE_SECONDS * 1000 + 1);
    const recomputed = await cache.get(12);
    expect(recomputed).not.toBe(first);
    expect(recomputed.items.map((item) => item.id)).toContain(fresh.id);
    expect(Date.parse(recomputed.generatedAt)).toBeGreaterThan(Date.parse(first.generatedAt));
  });
});
