import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  POST_BODY_MAX,
  POST_RATE_LIMIT,
  postSchema,
  type Post,
} from '../../../common/features/posts/posts.contract';
import { posts, uploads } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createPostAs, insertUpload, requestAs } from '../../test/factories';
import { createMember, type TestMember } from '../../test/sign-in';

describeEachDatabase('posts API', (ctx) => {
  const request = requestAs(ctx);
  const createPost = (member: TestMember, payload?: object) => createPostAs(ctx(), member, payload);

  function expectError(res: { statusCode: number; json(): unknown }, status: number) {
    expect(res.statusCode).toBe(status);
    const { error } = res.json() as { error: { code: string; message: string } };
    expect(error.code).toMatch(/^[a-z_]+$/);
    expect(error.message.length).toBeGreaterThan(0);
    return error;
  }

  it('answers 401 to a visitor who tries to post', async () => {
    expectError(await request('POST', '/api/posts', undefined, { body: 'hi' }), 401);
  });

  it('creates a post with trimmed text, park and normalised tags', async () => {
    const member = await createMember(ctx().db, { username: 'castle_fan' });
    const res = await request('POST', '/api/posts', member, {
      body: '  Fireworks tonight! <b>wow</b>  ',
      park: 'Magic Kingdom',
      tags: ['#Fireworks', 'fireworks', 'Rope_Drop', '#2025-trip'],
    });
    expect(res.statusCode).toBe(201);
    const post = postSchema.parse(res.json());
    expect(Object.keys(res.json() as object).sort()).toEqual(
      [
        'author',
        'body',
        'commentCount',
        'createdAt',
        'id',
        'images',
        'likeCount',
        'likedByMe',
        'park',
        'tags',
        'updatedAt',
        'group',
      ].sort(),
    );
    expect(post).toMatchObject({
      body: 'Fireworks tonight! <b>wow</b>',
      park: 'Magic Kingdom',
      tags: ['fireworks', 'rope_drop', '2025-trip'],
      author: { id: member.id, username: 'castle_fan', avatar_url: null },
      images: [],
      likeCount: 0,
      commentCount: 0,
      likedByMe: false,
    });
  });

  it('attaches photos in the order given, and allows a photo-only post', async () => {
    const member = await createMember(ctx().db);
    const first = await insertUpload(ctx().db, member.id);
    const second = await insertUpload(ctx().db, member.id);
    const post = await createPost(member, { imageIds: [second, first] });
    expect(post.body).toBe('');
    expect(post.images.map((image) => image.id)).toEqual([second, first]);
    expect(post.images[0]).toEqual({
      id: second,
      url: `/uploads/${second}.webp`,
      thumbnailUrl: `/uploads/${second}-thumb.webp`,
      width: 800,
      height: 600,
      alt: null,
    });
  });

  it("refuses someone else's or an already used photo with 422, writing nothing", async () => {
    const member = await createMember(ctx().db);
    const other = await createMember(ctx().db);
    const theirs = await insertUpload(ctx().db, other.id);
    const res = await request('POST', '/api/posts', member, { body: 'x', imageIds: [theirs] });
    expectError(res, 422);
    const used = await insertUpload(ctx().db, member.id);
    await createPost(member, { imageIds: [used] });
    expectError(await request('POST', '/api/posts', member, { body: 'x', imageIds: [used] }), 422);
    expect(await ctx().db.select().from(posts).where(eq(posts.authorId, member.id))).toHaveLength(
      1,
    );
  });

  it('refuses bad input with 400 and the error body', async () => {
    const member = await createMember(ctx().db);
    const ids = Array.from({ length: 11 }, () => crypto.randomUUID());
    const bad: unknown[] = [
      {},
      { body: '' },
      { body: '   ' },
      { body: 'x'.repeat(POST_BODY_MAX + 1) },
      { body: 5 },
      { body: 'x', imageIds: ids },
      { body: 'x', imageIds: ['not-a-uuid'] },
      { body: 'x', imageIds: [ids[0], ids[0]] },
      { body: 'x', park: 'Disneyland Paris' },
      { body: 'x', tags: ['a'.repeat(31)] },
      { body: 'x', tags: ['no spaces'] },
      { body: 'x', tags: ['#'] },
      { body: 'x', tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { body: 'x', tags: 'fireworks' },
      { body: 'x', extra: true },
      [],
    ];
    for (const payload of bad) {
      const error = expectError(await request('POST', '/api/posts', member, payload), 400);
      expect(error.code).toBe('validation_failed');
    }
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/posts',
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: '{"body": ',
    });
    expectError(res, 400);
    const ok = await createPost(member, { body: 'x'.repeat(POST_BODY_MAX) });
    expect(ok.body).toHaveLength(POST_BODY_MAX);
  });

  it('rate-limits posts per member with 429', async () => {
    // Established: a new member's daily limit (trust rules) would refuse them first.
    const member = await createMember(ctx().db, { isEstablished: true });
    for (let i = 0; i < POST_RATE_LIMIT.max; i += 1) await createPost(member, { body: `#${i}` });
    const res = await request('POST', '/api/posts', member, { body: 'one too many' });
    expectError(res, 429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await createPost(await createMember(ctx().db), { body: 'someone else still can' });
  });

  it('shows a post to visitors and members, with 404 for unknown and malformed ids', async () => {
    const author = await createMember(ctx().db);
    const post = await createPost(author);
    const asVisitor = await request('GET', `/api/posts/${post.id}`);
    expect(asVisitor.statusCode).toBe(200);
    expect(postSchema.parse(asVisitor.json())).toEqual(post);
    expect((await request('GET', `/api/posts/${post.id}`, author)).json()).toEqual(post);
    for (const id of [crypto.randomUUID(), 'not-a-uuid', '123', `${post.id}x`]) {
      expect(expectError(await request('GET', `/api/posts/${id}`), 404).code).toBe('not_found');
    }
  });

  it('lets the author edit text, park, tags and photos; others get 403', async () => {
    const author = await createMember(ctx().db);
    const [a, b, c] = [
      await insertUpload(ctx().db, author.id),
      await insertUpload(ctx().db, author.id),
      await insertUpload(ctx().db, author.id),
    ];
    const post = await createPost(author, { body: 'before', park: 'EPCOT', imageIds: [a, b] });
    const other = await createMember(ctx().db);
    const staff = await createMember(ctx().db, { isAdmin: true });
    expectError(await request('PATCH', `/api/posts/${post.id}`, undefined, { body: 'x' }), 401);
    expectError(await request('PATCH', `/api/posts/${post.id}`, other, { body: 'x' }), 403);
    expectError(await request('PATCH', `/api/posts/${post.id}`, staff, { body: 'x' }), 403);

    const res = await request('PATCH', `/api/posts/${post.id}`, author, {
      body: ' after ',
      park: null,
      tags: ['#Updated'],
      imageIds: [c, b],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = postSchema.parse(res.json());
    expect(edited).toMatchObject({ body: 'after', park: null, tags: ['updated'] });
    expect(edited.images.map((image) => image.id)).toEqual([c, b]);
    expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(Date.parse(post.updatedAt));
    const [released] = await ctx().db.select().from(uploads).where(eq(uploads.id, a));
    expect(released).toMatchObject({ postId: null, usedAt: null });

    const onlyTags = await request('PATCH', `/api/posts/${post.id}`, author, { tags: [] });
    expect(postSchema.parse(onlyTags.json())).toMatchObject({ body: 'after', tags: [] });
  });

  it('refuses an edit that leaves neither text nor photo, and bad edits', async () => {
    const author = await createMember(ctx().db);
    const post = await createPost(author, { body: 'text only' });
    const url = `/api/posts/${post.id}`;
    expectError(await request('PATCH', url, author, { body: '' }), 400);
    expectError(await request('PATCH', url, author, {}), 400);
    expectError(await request('PATCH', url, author, { park: 'Mars' }), 400);
    expectError(await request('PATCH', url, author, { body: 'x'.repeat(POST_BODY_MAX + 1) }), 400);
    expectError(await request('PATCH', '/api/posts/nope', author, { body: 'x' }), 404);
    expectError(
      await request('PATCH', `/api/posts/${crypto.randomUUID()}`, author, { body: 'x' }),
      404,
    );
    const photo = await insertUpload(ctx().db, author.id);
    const res = await request('PATCH', url, author, { body: '', imageIds: [photo] });
    expect(postSchema.parse(res.json())).toMatchObject({ body: '' });
    expectError(await request('PATCH', url, author, { imageIds: [] }), 400);
    expect((await request('GET', url)).json()).toMatchObject({ images: [{ id: photo }] });
  });

  it('deletes by the author or staff; a deleted post is 404 except for staff', async () => {
    const author = await createMember(ctx().db);
    const other = await createMember(ctx().db);
    const staff = await createMember(ctx().db, { isAdmin: true });
    const post = await createPost(author);
    const url = `/api/posts/${post.id}`;
    expectError(await request('DELETE', url), 401);
    expectError(await request('DELETE', url, other), 403);
    expectError(await request('DELETE', '/api/posts/not-a-uuid', author), 404);
    const res = await request('DELETE', url, author);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    for (const viewer of [undefined, author, other]) {
      expectError(await request('GET', url, viewer), 404);
    }
    expectError(await request('PATCH', url, author, { body: 'back' }), 404);
    expectError(await request('DELETE', url, author), 404);
    const asStaff = await request('GET', url, staff);
    expect(asStaff.statusCode).toBe(200);
    const seen: Post = postSchema.parse(asStaff.json());
    expect(seen.id).toBe(post.id);
    expect(Date.parse(seen.deletedAt!)).not.toBeNaN();
    expect((await request('DELETE', url, staff)).statusCode).toBe(204);

    const second = await createPost(author);
    expect((await request('DELETE', `/api/posts/${second.id}`, staff)).statusCode).toBe(204);
    expectError(await request('GET', `/api/posts/${second.id}`, author), 404);
  });
});
