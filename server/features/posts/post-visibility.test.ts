import { beforeAll, expect, it } from 'vitest';
import { blocks, follows, groupMembers, groups, posts } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

/**
 * The one visibility rule (post-visibility.ts) over every place a post can surface: a private
 * group's post is seen by its members only (staff included among the others: 404, never a
 * hint), and a block hides each member's posts and comments from the other, both ways.
 * Groups and blocks are written straight to their tables here; their own routes have their
 * own tests.
 */
describeEachDatabase('who sees a post: private groups and blocks, everywhere', (ctx) => {
  let author: TestMember;
  let groupMember: TestMember;
  let outsider: TestMember;
  let staff: TestMember;
  let blocked: TestMember;
  let bystander: TestMember;
  let privatePostId: string;
  let publicGroupPostId: string;
  let authorPublicPostId: string;
  let blockedPostId: string;
  let bystanderPostId: string;
  let blockedCommentId: string;

  /** Words only these posts hold, so search finds exactly them. */
  const secretWord = 'zanzibarquokka';
  const openWord = 'velvetpinecone';

  function get(url: string, member?: TestMember) {
    return ctx().app.inject({ method: 'GET', url, headers: member?.headers ?? {} });
  }

  async function ids(url: string, member?: TestMember): Promise<string[]> {
    const res = await get(url, member);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    const body = res.json<{ items: { id: string }[] }>();
    return body.items.map((item) => item.id);
  }

  async function activityIds(member?: TestMember): Promise<string[]> {
    const res = await get('/api/activity', member);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<{ newPosts: { items: { id: string }[] } }>();
    return summary.newPosts.items.map((item) => item.id);
  }

  beforeAll(async () => {
    const { db } = ctx();
    author = await createMember(db, { username: 'vis_author' });
    groupMember = await createMember(db, { username: 'vis_member' });
    outsider = await createMember(db, { username: 'vis_outsider' });
    staff = await createMember(db, { username: 'vis_staff', isAdmin: true });
    blocked = await createMember(db, { username: 'vis_blocked' });
    bystander = await createMember(db, { username: 'vis_bystander' });

    const [secret, open] = await db
      .insert(groups)
      .values([
        { name: 'Vis Secret Society', visibility: 'private' },
        { name: 'Vis Open Club', visibility: 'public' },
      ])
      .returning({ id: groups.id });
    await db.insert(groupMembers).values([
      { groupId: secret!.id, userId: author.id, role: 'owner' },
      { groupId: secret!.id, userId: groupMember.id },
      { groupId: open!.id, userId: author.id, role: 'owner' },
    ]);
    const inserted = await db
      .insert(posts)
      .values([
        { authorId: author.id, body: `Private ${secretWord} plans`, groupId: secret!.id },
        { authorId: author.id, body: `Open club ${openWord} news`, groupId: open!.id },
        { authorId: author.id, body: `Everyone may read this ${openWord}` },
        { authorId: blocked.id, body: `Blocked member says ${openWord}` },
        { authorId: bystander.id, body: `A bystander's ${openWord}` },
      ])
      .returning({ id: posts.id });
    [privatePostId, publicGroupPostId, authorPublicPostId, blockedPostId, bystanderPostId] =
      inserted.map((row) => row.id) as [string, string, string, string, string];

    // The outsider and staff follow the author: following is not membership.
    await db.insert(follows).values([
      { followerId: outsider.id, followeeId: author.id },
      { followerId: staff.id, followeeId: author.id },
    ]);

    // The blocked member comments on the bystander's post before the block.
    const comment = await ctx().app.inject({
      method: 'POST',
      url: `/api/posts/${bystanderPostId}/comments`,
      headers: blocked.headers,
      payload: { body: 'A comment from the blocked member' },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    blockedCommentId = comment.json<{ id: string }>().id;

    // The author blocks `blocked`; a follow left in the table (the block route removes them)
    // proves the read rule does not lean on that.
    await db.insert(blocks).values({ blockerId: author.id, blockedId: blocked.id });
    await db.insert(follows).values([
      { followerId: blocked.id, followeeId: author.id },
      { followerId: author.id, followeeId: blocked.id },
    ]);
  });

  it('a private group post by id: members only; outsiders, staff and visitors get 404', async () => {
    expect((await get(`/api/posts/${privatePostId}`, author)).statusCode).toBe(200);
    const seen = await get(`/api/posts/${privatePostId}`, groupMember);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ group: { name: 'Vis Secret Society' } });
    for (const viewer of [outsider, staff, undefined]) {
      const res = await get(`/api/posts/${privatePostId}`, viewer);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(secretWord);
    }
    // A public group's post is public, and names its group.
    const open = await get(`/api/posts/${publicGroupPostId}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ group: { name: 'Vis Open Club' } });
  });

  it("a private group post's comments, likes and new comments: 404 for non-members", async () => {
    const url = `/api/posts/${privatePostId}`;
    expect((await get(`${url}/comments`, groupMember)).statusCode).toBe(200);
    for (const viewer of [outsider, staff]) {
      expect((await get(`${url}/comments`, viewer)).statusCode).toBe(404);
      const like = await ctx().app.inject({
        method: 'PUT',
        url: `${url}/like`,
        headers: viewer.headers,
      });
      expect(like.statusCode).toBe(404);
      const comment = await ctx().app.inject({
        method: 'POST',
        url: `${url}/comments`,
        headers: viewer.headers,
        payload: { body: 'Let me in' },
      });
      expect(comment.statusCode).toBe(404);
    }
    expect((await get(`${url}/comments`)).statusCode).toBe(404);
  });

  it('the feed: group posts reach members (followed or not), never followers outside', async () => {
    expect(await ids('/api/feed?limit=50', groupMember)).toContain(privatePostId);
    const outsiderFeed = await ids('/api/feed?limit=50', outsider);
    expect(outsiderFeed).toContain(authorPublicPostId);
    expect(outsiderFeed).toContain(publicGroupPostId);
    expect(outsiderFeed).not.toContain(privatePostId);
    expect(await ids('/api/feed?limit=50', staff)).not.toContain(privatePostId);
  });

  it("a member's posts: the private group post only for members", async () => {
    const url = `/api/profiles/${author.id}/posts?limit=50`;
    expect(await ids(url, groupMember)).toContain(privatePostId);
    for (const viewer of [outsider, staff, undefined]) {
      const shown = await ids(url, viewer);
      expect(shown).toContain(authorPublicPostId);
      expect(shown).not.toContain(privatePostId);
    }
  });

  it('search, activity and highlights hide a private group post from non-members', async () => {
    const url = `/api/search?type=posts&q=${secretWord}`;
    expect(await ids(url, groupMember)).toEqual([privatePostId]);
    for (const viewer of [outsider, staff, undefined]) {
      expect(await ids(url, viewer)).toEqual([]);
      expect(await activityIds(viewer)).not.toContain(privatePostId);
    }
    expect(await activityIds(groupMember)).toContain(privatePostId);
    const highlights = await get('/api/posts/highlights?limit=12', groupMember);
    expect(highlights.statusCode).toBe(200);
    expect(highlights.body).toContain(publicGroupPostId);
    expect(highlights.body).not.toContain(privatePostId);
  });

  it('server-rendered pages, share images and the sitemap never show a private group post', async () => {
    const page = await get(`/post/${privatePostId}`);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(secretWord);
    // The group's members reach it through their app, which takes the page over.
    expect(page.body).toContain('data-app-takeover');
    expect((await get(`/og/post/${privatePostId}.png`)).statusCode).toBe(404);
    const profilePage = await get(`/profile/${author.id}`);
    expect(profilePage.statusCode).toBe(200);
    expect(profilePage.body).not.toContain(secretWord);
    expect(profilePage.body).toContain(openWord);
    const sitemap = await get('/sitemaps/posts-1.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(authorPublicPostId);
    expect(sitemap.body).not.toContain(privatePostId);
  });

  it('a block hides each side from the other: by id, feed, profile, search, activity, highlights', async () => {
    const pairs: [TestMember, string][] = [
      [blocked, authorPublicPostId],
      [author, blockedPostId],
    ];
    for (const [viewer, hiddenId] of pairs) {
      expect((await get(`/api/posts/${hiddenId}`, viewer)).statusCode).toBe(404);
      expect(await ids('/api/feed?limit=50', viewer)).not.toContain(hiddenId);
      expect(await ids(`/api/search?type=posts&q=${openWord}&limit=20`, viewer)).not.toContain(
        hiddenId,
      );
      expect(await activityIds(viewer)).not.toContain(hiddenId);
      const highlights = await get('/api/posts/highlights?limit=12', viewer);
      expect(highlights.statusCode).toBe(200);
      expect(highlights.body).not.toContain(hiddenId);
      expect(highlights.headers['cache-control']).toContain('private');
    }
    expect(await ids(`/api/profiles/${author.id}/posts`, blocked)).toEqual([]);
    expect(await ids(`/api/profiles/${blocked.id}/posts`, author)).toEqual([]);
    // Everyone else still sees both.
    const bystanderSearch = await ids(`/api/search?type=posts&q=${openWord}&limit=20`, bystander);
    expect(bystanderSearch).toEqual(expect.arrayContaining([authorPublicPostId, blockedPostId]));
  });

  it("a block hides the other's comments in threads, both ways", async () => {
    const thread = `/api/posts/${bystanderPostId}/comments`;
    expect(await ids(thread, bystander)).toContain(blockedCommentId);
    expect(await ids(thread)).toContain(blockedCommentId);
    expect(await ids(thread, author)).not.toContain(blockedCommentId);
    // The blocked member still sees their own comment on a third member's post.
    expect(await ids(thread, blocked)).toContain(blockedCommentId);
  });
});
