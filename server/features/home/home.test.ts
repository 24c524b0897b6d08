import { expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { metaContent, structuredDataBlocks } from '../../test/crawler';
import { createPostAs } from '../../test/factories';
import { createMember } from '../../test/sign-in';
import { escapeHtml } from '../../lib/html-document';
import { catalogueCountClaim } from '../../../common/features/reviews/catalogue-counts';
import { countCatalogue } from '../reviews/catalogue-counts.service';
import { HOME_DESCRIPTION } from './home-html';

const SITE_URL = testConfig().siteUrl;

/**
 * The visitors' home `/` rendered on the server (issue 11): finished HTML with the landing,
 * its public highlights and every tag a crawler reads; the same page for everyone, so nothing
 * of a member's own shows in it.
 */
describeEachDatabase('home page (server-rendered)', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it('shows live public highlights only, the same page for visitors and members', async () => {
    const author = await createMember(ctx().db, { username: 'castle_carla' });
    const shown = await createPostAs(ctx(), author, { body: 'Fireworks over the castle tonight' });
    const removed = await createPostAs(ctx(), author, { body: 'A post soon deleted' });
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${removed.id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const viewer = await createMember(ctx().db, { username: 'viewer_vic' });

    // The first request of this app: its highlights are read now (then kept briefly).
    const visitorRes = await get('/');
    expect(visitorRes.statusCode).toBe(200);
    const visitorHtml = visitorRes.body;
    expect(visitorHtml).toContain(`href="/post/${shown.id}"`);
    expect(visitorHtml).toContain('Fireworks over the castle tonight');
    expect(visitorHtml).toContain(`href="/profile/${author.id}"`);
    expect(visitorHtml).toContain('castle_carla');
    expect(visitorHtml).not.toContain('A post soon deleted');
    expect(visitorHtml).not.toContain(`/post/${removed.id}`);
    // Nothing of a member's own: no email address, no session, no signed-in member's name.
    expect(visitorHtml).not.toContain('@example.test');

    const memberRes = await get('/', viewer.headers);
    expect(memberRes.statusCode).toBe(200);
    expect(memberRes.body).not.toContain('viewer_vic');
    expect(memberRes.body).not.toContain('@example.test');
    expect(memberRes.body).not.toContain(viewer.sessionId);
  });

  it('answers the landing with its title, description, canonical, share card and JSON-LD', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Magic Community</title>');
    expect(metaContent(html, 'name', 'description')).toBe(escapeHtml(HOME_DESCRIPTION));
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/" />`);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe(`${SITE_URL}/`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE_URL}/og/site.png`);
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'property', 'og:image:height')).toBe('630');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'name', 'robots')).toMatch(/^index, follow/);

    const blocks = structuredDataBlocks(html);
    expect(blocks.map((block) => block['@type']).sort()).toEqual(['Organization', 'WebSite']);
    const website = blocks.find((block) => block['@type'] === 'WebSite')!;
    expect(website.url).toBe(`${SITE_URL}/`);
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${SITE_URL}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });

    // The landing itself is in the HTML, in a root the members' app takes over.
    expect(html).toMatch(/<div id="root" data-app-takeover="">/);
    expect(html).toContain('Skip to main content');
    expect(html).toContain('<main id="main"');
    expect(html).toContain('Plan smarter. Relive the magic. Share it with fans who get it.');
    expect(html).toContain('Fresh from the community');
    expect(html).toContain('Disney World guides');
    expect(html).toContain('href="/disney-trip-planning"');
    expect(html).toContain('href="/auth?tab=signup"');
    expect(html).toContain('5,000+');
  });

  it('claims as many attractions and restaurants as the catalogue holds, in the HTML', async () => {
    const counts = await countCatalogue(ctx().db);
    expect(counts.attractions).toBeGreaterThanOrEqual(100);
    const html = (await get('/')).body;
    // Read with JavaScript off: the figures are in the server's HTML, from the database.
    const figures = [
      ...html.matchAll(/>([\d,]+\+?)(?:<!-- -->)? <span[^>]*>(attractions|restaurants)<\/span>/g),
    ];
    expect(Object.fromEntries(figures.map((match) => [match[2], match[1]]))).toEqual({
      attractions: catalogueCountClaim(counts.attractions),
      restaurants: catalogueCountClaim(counts.restaurants),
    });
    expect(figures).toHaveLength(2);
  });

  it('answers HEAD with the same headers and no body', async () => {
    const res = await ctx().app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe('');
  });
});
