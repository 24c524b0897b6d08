import { expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '../../../common/features/pages/page-data';
import {
  SEARCH_PAGE_DESCRIPTION,
  searchPageTitle,
} from '../../../common/features/search/search-page-text';
import { SEARCH_QUERY_MAX } from '../../../common/features/search/search.contract';
import { escapeHtml } from '../../lib/html-document';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { metaContent, structuredDataBlocks } from '../../test/crawler';
import { createPostAs } from '../../test/factories';
import { createMember } from '../../test/sign-in';

const SITE_URL = testConfig().siteUrl;

/**
 * `/search` rendered on the server: the first page of results as `GET /api/search` answers
 * everyone, in the app's page, with what a crawler reads; deleted posts never in it.
 */
describeEachDatabase('search page (server-rendered)', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('renders the results of a search with the page tags and the data the app takes over', async () => {
    const author = await createMember(ctx().db, { username: 'skyliner_sam' });
    await createPostAs(ctx(), author, { body: 'The Skyliner gondola at sunset is lovely' });
    const removed = await createPostAs(ctx(), author, { body: 'Skyliner draft to delete' });
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${removed.id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const res = await get('/search?q=%20skyliner%20');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(`<title>${searchPageTitle('skyliner')} | Magic Community</title>`);
    expect(metaContent(html, 'name', 'description')).toBe(escapeHtml(SEARCH_PAGE_DESCRIPTION));
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/search?q=skyliner" />`);
    expect(structuredDataBlocks(html).map((block) => block['@type'])).toEqual([
      'SearchResultsPage',
    ]);
    expect(html).toMatch(/<div id="root" data-app-takeover="">/);
    expect(html).toContain('Results for “skyliner”');
    expect(html).toContain('gondola at sunset is lovely');
    expect(html).not.toContain('draft to delete');
    expect(html).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
  });

  it('finds people on their tab, and invites a search when there is no text', async () => {
    await createMember(ctx().db, { username: 'haunted_hal' });
    const people = await get('/search?q=haunted_hal&type=people');
    expect(people.statusCode).toBe(200);
    expect(people.body).toContain(
      `<link rel="canonical" href="${SITE_URL}/search?q=haunted_hal&amp;type=people" />`,
    );
    expect(people.body).toContain('haunted_hal');
    // Visitors get the tabs' counts and the empty tab's hint in the HTML, JavaScript off.
    const posts = await get('/search?q=haunted_hal');
    expect(posts.body).toContain('No posts — 1 person matches');
    expect(posts.body).toContain('People, 1 result');

    const empty = await get('/search');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain(`<title>${searchPageTitle('')} | Magic Community</title>`);
    expect(empty.body).toContain('What are you looking for?');
  });

  it('leaves a text the API refuses to the app, and escapes what the address carries', async () => {
    const tooLong = await get(`/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`);
    expect(tooLong.body).not.toContain('data-app-takeover');
    const hostile = await get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body).not.toContain('<script>alert(1)</script>');
  });
});
