import { expect, it } from 'vitest';
import { guidePages } from '../common/features/guides/guide-pages';
import { describeEachDatabase, testConfig } from './test/build-test-app';
import { crawl, type CrawledPage } from './test/crawler';
import { createPostAs, requestAs } from './test/factories';
import { createMember } from './test/sign-in';

const SITE_URL = testConfig().siteUrl;

/** The JSON-LD type each kind of server-rendered page must carry. */
const STRUCTURED_DATA_TYPE: readonly [RegExp, string][] = [
  [/^\/$/, 'WebSite'],
  [/^\/post\//, 'SocialMediaPosting'],
  [/^\/profile\//, 'ProfilePage'],
  [/^\/disney-/, 'BreadcrumbList'],
  [/^\/activity$/, 'CollectionPage'],
  [/^\/reviews$/, 'CollectionPage'],
  [/^\/reviews\//, 'AggregateRating'],
  [/^\/about$/, 'AboutPage'],
  [/^\/(faq|privacy|terms)$/, 'WebPage'],
];

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

/**
 * The site as a search engine's crawler meets it (issue 11), JavaScript off: from
 * `/robots.txt` to the sitemap index, every sitemap file, and every page of the public page
 * types it lists (the home, the guides, the pages of fixed text, the day's activity, members'
 * posts and profiles, the reviews and the pages of reviewed subjects): each answers 200 with
 * finished HTML, its own title and description, a canonical URL that is the listed one, a
 * share image, JSON-LD of its type, its content in the text, and nothing private.
 */
describeEachDatabase('crawler without JavaScript', (ctx) => {
  const request = requestAs(ctx);
  const get = (path: string) => ctx().app.inject({ method: 'GET', url: path });

  it('reaches every public page type through the sitemap and reads each completely', async () => {
    const author = await createMember(ctx().db, { username: 'crawled_carla' });
    const post = await createPostAs(ctx(), author, {
      body: 'Tiana’s Bayou Adventure at rope drop: worth it',
    });
    const removed = await createPostAs(ctx(), author, { body: 'A deleted draft of mine' });
    const review = await request('POST', '/api/catalogue/haunted-mansion/reviews', author, {
      stars: 5,
      title: 'Grim grinning ghosts all night',
      body: 'The stretching room still gets the whole family every single time we ride.',
      visitMonth: '2025-10',
      partyType: 'family_teens',
    });
    expect(review.statusCode, review.body).toBe(201);
    expect((await request('DELETE', `/api/posts/${removed.id}`, author)).statusCode).toBe(204);

    const robots = await get('/robots.txt');
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots.body)?.[1];
    expect(sitemapUrl).toBe(`${SITE_URL}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    const pageLocs: string[] = [];
    for (const fileLoc of locsOf(index.body)) {
      const file = await get(fileLoc.slice(SITE_URL.length));
      expect(file.statusCode, fileLoc).toBe(200);
      pageLocs.push(...locsOf(file.body));
    }
    expect(pageLocs).toContain(`${SITE_URL}/post/${post.id}`);
    expect(pageLocs).toContain(`${SITE_URL}/profile/${author.id}`);
    expect(pageLocs).not.toContain(`${SITE_URL}/post/${removed.id}`);

    const read: Record<string, CrawledPage> = {};
    for (const loc of pageLocs) {
      const path = loc.slice(SITE_URL.length);
      const type = STRUCTURED_DATA_TYPE.find(([pattern]) => pattern.test(path))?.[1];
      if (!type) continue; // pages the app renders in the browser
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      const page = crawl(res.body);
      expect(page.title, path).toMatch(/\S.* \| Magic Community$|^Magic Community$/);
      expect(page.description?.length, path).toBeGreaterThan(20);
      expect(page.robots, path).not.toContain('noindex');
      expect(page.canonical, path).toBe(loc);
      expect(page.ogImage, path).toMatch(new RegExp(`^${SITE_URL}/`));
      expect(page.twitterCard, path).toBe('summary_large_image');
      const types = page.structuredData.flatMap((block) => [
        block['@type'],
        (block.aggregateRating as { '@type'?: unknown } | undefined)?.['@type'],
      ]);
      expect(types, path).toContain(type);
      expect(page.text.length, path).toBeGreaterThan(200);
      expect(res.body, path).not.toContain('A deleted draft of mine');
      expect(res.body, path).not.toContain('@example.test');
      read[path] = page;
    }

    // Every type was read, with its own content.
    expect(read['/']).toBeDefined();
    expect(read['/activity']?.text).toContain(post.body);
    for (const path of ['/about', '/faq', '/privacy', '/terms']) expect(read[path]).toBeDefined();
    for (const guide of guidePages) expect(read[guide.link.path]?.text).toContain(guide.heading);
    expect(read[`/post/${post.id}`]?.text).toContain(post.body);
    expect(read[`/profile/${author.id}`]?.text).toContain('crawled_carla');
    expect(read['/reviews']?.text).toContain('Grim grinning ghosts all night');
    expect(read['/reviews/haunted-mansion']?.text).toContain('Grim grinning ghosts all night');
    // Titles are specific: no two pages share one.
    const titles = Object.values(read).map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
