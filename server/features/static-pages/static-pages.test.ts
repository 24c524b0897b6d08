import { expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { crawl } from '../../test/crawler';

const SITE_URL = testConfig().siteUrl;

/** Each page of fixed text, its alias, its heading and a sentence of its body. */
const pages = [
  { path: '/about', alias: '/about-us', title: 'About Magic Community', type: 'AboutPage' },
  { path: '/faq', alias: null, title: 'Frequently Asked Questions', type: 'WebPage' },
  { path: '/privacy', alias: '/privacy-policy', title: null, type: 'WebPage' },
  { path: '/terms', alias: '/terms-of-service', title: null, type: 'WebPage' },
] as const;

/**
 * The app's pages of fixed text rendered on the server: they read in full without
 * JavaScript, with the title and description the app's page gives itself, and an alias points
 * its canonical address at the real one.
 */
describeEachDatabase('pages of fixed text (server-rendered)', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers each page and its alias as finished HTML the app takes over', async () => {
    for (const page of pages) {
      const paths: string[] = page.alias ? [page.path, page.alias] : [page.path];
      for (const path of paths) {
        const res = await get(path);
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control'], path).toBe('no-cache');
        const read = crawl(res.body);
        if (page.title) expect(read.title, path).toBe(`${page.title} | Magic Community`);
        expect(read.title, path).toMatch(/\S.* \| Magic Community$/);
        expect(read.description?.length, path).toBeGreaterThan(40);
        expect(read.canonical, path).toBe(`${SITE_URL}${page.path}`);
        expect(read.ogImage, path).toBe(`${SITE_URL}/og/site.png`);
        expect(
          read.structuredData.map((block) => block['@type']),
          path,
        ).toContain(page.type);
        expect(read.text.length, path).toBeGreaterThan(1000);
        expect(res.body, path).toMatch(/<div id="root" data-app-takeover="">/);
        expect(res.body, path).toContain('<h1');
      }
    }
    // The FAQ's answers are in the page (closed: hidden by the style), for crawlers and readers
    // without scripts.
    const faq = await get('/faq');
    expect(faq.body).toContain('Do I need an account to use Magic Community?');
    expect(faq.body).toMatch(
      /<div data-state="closed"[^>]*class="[^"]*data-\[state=closed\]:hidden/,
    );
  });

  it('renders the same page again from what it kept, and HEAD answers without a body', async () => {
    const first = await get('/faq');
    const second = await get('/faq');
    expect(second.body).toBe(first.body);
    const head = await ctx().app.inject({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
