import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { authUsers } from '../../db/schema';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { crawl, structuredDataOfType } from '../../test/crawler';
import { createPostAs, insertUpload, requestAs } from '../../test/factories';
import { createMember } from '../../test/sign-in';

const SITE_URL = testConfig().siteUrl;

/**
 * Members' public pages as a crawler without JavaScript reads them (issue 11): the content
 * itself, a specific title and description, canonical URL, share image, JSON-LD of the right
 * type, the data the app takes over from; 404/410 with noindex for what is not (or no longer)
 * public; nothing private in the HTML.
 */
describeEachDatabase('member pages (server-rendered)', (ctx) => {
  const request = requestAs(ctx);
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('renders a post with its text, comments, metadata, card and SocialMediaPosting', async () => {
    const author = await createMember(ctx().db, { username: 'ropedrop_rita' });
    const fan = await createMember(ctx().db, { username: 'churro_chaser' });
    const post = await createPostAs(ctx(), author, {
      body: 'Sunrise over <Cinderella Castle> & the hub before rope drop #magickingdom',
      park: 'Magic Kingdom',
    });
    const comment = await request('POST', `/api/posts/${post.id}/comments`, fan, {
      body: 'Worth the early alarm!',
    });
    expect(comment.statusCode, comment.body).toBe(201);
    await request('PUT', `/api/posts/${post.id}/like`, fan);

    const res = await get(`/post/${post.id.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = crawl(res.body);
    expect(page.title).toBe(
      '“Sunrise over <Cinderella Castle> & the hub before rope…” by @ropedrop_rita | Magic Community',
    );
    expect(page.description).toBe(
      'Sunrise over <Cinderella Castle> & the hub before rope drop #magickingdom',
    );
    expect(page.robots).toContain('index');
    expect(page.robots).not.toContain('noindex');
    expect(page.canonical).toBe(`${SITE_URL}/post/${post.id}`);
    expect(page.ogImage).toBe(`${SITE_URL}/og/post/${post.id}.png`);
    expect(page.twitterCard).toBe('summary_large_image');
    // Escaped in the HTML: the text shows, no element is injected.
    expect(res.body).not.toContain('<Cinderella Castle>');
    expect(page.text).toContain('Sunrise over <Cinderella Castle> & the hub');
    expect(page.text).toContain('Post by ropedrop_rita');
    expect(page.text).toContain('Worth the early alarm!');
    expect(page.text).toContain('Magic Kingdom');

    const posting = structuredDataOfType(page, 'SocialMediaPosting');
    expect(posting).toMatchObject({
      url: `${SITE_URL}/post/${post.id}`,
      text: post.body,
      datePublished: post.createdAt,
      author: { '@type': 'Person', name: 'ropedrop_rita', url: `${SITE_URL}/profile/${author.id}` },
      commentCount: 1,
      comment: [{ '@type': 'Comment', text: 'Worth the early alarm!' }],
    });
    expect(posting?.interactionStatistic).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          interactionType: 'https://schema.org/LikeAction',
          userInteractionCount: 1,
        }),
      ]),
    );

    // The app's takeover data is the visitor's view of the API, nothing more.
    expect(res.body).toContain('data-app-takeover');
    const pageData = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(
      res.body,
    );
    const data = JSON.parse(pageData![1]!) as { kind: string; post: { likedByMe: boolean } };
    expect(data.kind).toBe('post');
    expect(data.post.likedByMe).toBe(false);
    expect(res.body).not.toContain('@example.test');

    const card = await get(`/og/post/${post.id}.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it("uses a post's first photo as its share image", async () => {
    const author = await createMember(ctx().db);
    const photo = await insertUpload(ctx().db, author.id);
    const post = await createPostAs(ctx(), author, { body: '', imageIds: [photo] });
    const page = crawl((await get(`/post/${post.id}`)).body);
    expect(page.ogImage).toBe(`${SITE_URL}${post.images[0]!.url}`);
    expect(page.title).toBe(`A photo by @${author.username} | Magic Community`);
    expect(structuredDataOfType(page, 'SocialMediaPosting')?.image).toEqual([
      `${SITE_URL}${post.images[0]!.url}`,
    ]);
  });

  it('answers 410 noindex for a deleted post and 404 noindex for an unknown one', async () => {
    const author = await createMember(ctx().db);
    const post = await createPostAs(ctx(), author, { body: 'Gone by lunchtime' });
    expect((await request('DELETE', `/api/posts/${post.id}`, author)).statusCode).toBe(204);

    const gone = await get(`/post/${post.id}`);
    expect(gone.statusCode).toBe(410);
    const page = crawl(gone.body);
    expect(page.robots).toBe('noindex, follow');
    expect(page.title).toBe('Post not found | Magic Community');
    expect(gone.body).not.toContain('Gone by lunchtime');
    expect(gone.body).not.toContain('page-data');
    expect((await get(`/og/post/${post.id}.png`)).statusCode).toBe(404);

    for (const id of [crypto.randomUUID(), 'not-a-uuid']) {
      const missing = await get(`/post/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(crawl(missing.body).robots).toBe('noindex, follow');
    }
  });

  it('renders a profile with its posts, metadata, card and ProfilePage about a Person', async () => {
    const member = await createMember(ctx().db, { username: 'parkhopper_pat' });
    const bio = 'Annual passholder. Dole Whip first, questions later.';
    const edit = await request('PATCH', '/api/profiles/me', member, {
      first_name: 'Pat',
      last_name: 'Rivera',
      bio,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await createPostAs(ctx(), member, { body: 'Kilimanjaro Safaris at opening: giraffes!' });
    const removed = await createPostAs(ctx(), member, { body: 'A post taken back' });
    await request('DELETE', `/api/posts/${removed.id}`, member);

    const res = await get(`/profile/${member.id}`);
    expect(res.statusCode).toBe(200);
    const page = crawl(res.body);
    expect(page.title).toBe('Pat Rivera (@parkhopper_pat) | Magic Community');
    expect(page.description).toBe(bio);
    expect(page.canonical).toBe(`${SITE_URL}/profile/${member.id}`);
    expect(page.ogImage).toBe(`${SITE_URL}/og/profile/${member.id}.png`);
    expect(page.text).toContain('Pat Rivera');
    expect(page.text).toContain(bio);
    expect(page.text).toContain('Kilimanjaro Safaris at opening: giraffes!');
    expect(res.body).not.toContain('A post taken back');
    expect(res.body).not.toContain('@example.test');
    expect(structuredDataOfType(page, 'ProfilePage')).toMatchObject({
      url: `${SITE_URL}/profile/${member.id}`,
      mainEntity: {
        '@type': 'Person',
        name: 'Pat Rivera',
        alternateName: '@parkhopper_pat',
        description: bio,
        agentInteractionStatistic: { userInteractionCount: 1 },
      },
    });
    const card = await get(`/og/profile/${member.id}.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it("answers 410 noindex for a suspended member's profile and posts, 404 for nobody", async () => {
    const member = await createMember(ctx().db, { username: 'suspended_sam' });
    const post = await createPostAs(ctx(), member, { body: 'Spam spam spam' });
    await ctx()
      .db.update(authUsers)
      .set({ bannedUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(authUsers.id, member.id));

    for (const path of [`/profile/${member.id}`, `/post/${post.id}`]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(410);
      expect(crawl(res.body).robots).toBe('noindex, follow');
      expect(res.body).not.toContain('Spam spam spam');
    }
    expect((await get(`/og/profile/${member.id}.png`)).statusCode).toBe(404);
    expect((await get(`/og/post/${post.id}.png`)).statusCode).toBe(404);
    const nobody = await get(`/profile/${crypto.randomUUID()}`);
    expect(nobody.statusCode).toBe(404);
    expect(crawl(nobody.body).title).toBe('Profile not found | Magic Community');
  });
});
