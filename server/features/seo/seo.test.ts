import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/errors';
import { SITEMAP_POST_LIMIT, SITEMAP_PROFILE_LIMIT } from '../../../common/features/seo/seo-limits';
import { guidePages } from '../../../common/features/guides/guide-pages';
import { posts, profiles } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { ogImagePath } from './og-image';
import { composeOgImageSvg, wrapText } from './og-image-svg';
import { SITEMAP_NAMESPACE } from './sitemap.service';
import { escapeXml } from './seo-xml';

const SITE_URL = 'https://magic.example.test';

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
}

/**
 * A strict little reader for the sitemap's shape: the XML declaration, one `urlset` in the
 * sitemap namespace, and only `<url><loc>…</loc>[<lastmod>…</lastmod>]</url>` inside, with no
 * raw `<`, `>` or unescaped `&` in the text. Anything else fails the test.
 */
function parseSitemap(xml: string): SitemapUrl[] {
  const document = xml.match(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="([^"]+)">([\s\S]*)<\/urlset>\s*$/,
  );
  expect(document, 'sitemap document shape').not.toBeNull();
  expect(document![1]).toBe(SITEMAP_NAMESPACE);
  const body = document![2]!;
  const urlPattern = /\s*<url><loc>([^<>]+)<\/loc>(?:<lastmod>([^<>]+)<\/lastmod>)?<\/url>/y;
  const urls: SitemapUrl[] = [];
  let end = 0;
  for (let match = urlPattern.exec(body); match; match = urlPattern.exec(body)) {
    urls.push({ loc: match[1]!, lastmod: match[2] });
    end = urlPattern.lastIndex;
  }
  expect(body.slice(end).trim(), 'unexpected content in urlset').toBe('');
  for (const { loc, lastmod } of urls) {
    expect(loc).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    if (lastmod) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/);
  }
  return urls;
}

const profileUrlPattern = new RegExp(`^${SITE_URL}/profile/([0-9a-f-]{36})$`);
const postUrlPattern = new RegExp(`^${SITE_URL}/post/([0-9a-f-]{36})$`);

describeEachDatabase(
  'sitemap, robots.txt and Open Graph images',
  (ctx) => {
    const getSitemap = async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      return { res, urls: parseSitemap(res.body) };
    };

    it('serves a well-formed sitemap with the home, public pages and every guide', async () => {
      const { res, urls } = await getSitemap();
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');

      const locs = urls.map((url) => url.loc);
      expect(locs[0]).toBe(`${SITE_URL}/`);
      for (const path of [
        '/about',
        '/faq',
        '/support',
        '/privacy',
        '/terms',
        '/activity',
        '/reviews',
        '/checklists/public',
        '/auth',
      ]) {
        expect(locs).toContain(`${SITE_URL}${path}`);
      }
      expect(guidePages).toHaveLength(11);
      for (const guide of guidePages) {
        const entry = urls.find((url) => url.loc === `${SITE_URL}${guide.link.path}`);
        expect(entry, guide.link.path).toBeDefined();
        expect(entry!.lastmod).toBe(guide.updatedAt);
      }
      expect(new Set(locs).size).toBe(locs.length);
      for (const loc of locs) expect(loc.startsWith(`${SITE_URL}/`)).toBe(true);
      for (const hidden of ['/admin', '/messages', '/reset-password', '/auth/callback']) {
        expect(locs).not.toContain(`${SITE_URL}${hidden}`);
      }
    });

    it('lists member profiles, most recently updated first, with their lastmod', async () => {
      const { db } = ctx();
      const older = await createMember(db);
      const newer = await createMember(db);
      await db
        .update(profiles)
        .set({ updatedAt: new Date('2025-03-04T05:06:07.890Z') })
        .where(inArray(profiles.id, [older.id]));
      await db
        .update(profiles)
        .set({ updatedAt: new Date('2026-01-02T03:04:05.000Z') })
        .where(inArray(profiles.id, [newer.id]));

      const { urls } = await getSitemap();
      const profileUrls = urls.filter((url) => profileUrlPattern.test(url.loc));
      expect(profileUrls.map((url) => url.loc)).toEqual([
        `${SITE_URL}/profile/${newer.id}`,
        `${SITE_URL}/profile/${older.id}`,
      ]);
      expect(profileUrls.map((url) => url.lastmod)).toEqual([
        '2026-01-02T03:04:05Z',
        '2025-03-04T05:06:07Z',
      ]);
      await db.delete(profiles).where(inArray(profiles.id, [older.id, newer.id]));
    });

    it(`caps profiles at ${SITEMAP_PROFILE_LIMIT}, keeping the most recently updated`, async () => {
      const { db } = ctx();
      const base = Date.UTC(2025, 0, 1);
      const rows = Array.from({ length: SITEMAP_PROFILE_LIMIT + 7 }, (_, index) => ({
        id: crypto.randomUUID(),
        username: `sitemap_${index}`,
        updatedAt: new Date(base + index * 60_000),
      }));
      await db.insert(profiles).values(rows);

      const { urls } = await getSitemap();
      const listed = urls.flatMap((url) => profileUrlPattern.exec(url.loc)?.[1] ?? []);
      expect(listed).toHaveLength(SITEMAP_PROFILE_LIMIT);
      const newestFirst = [...rows].reverse().map((row) => row.id);
      expect(listed).toEqual(newestFirst.slice(0, SITEMAP_PROFILE_LIMIT));
      await db.delete(profiles).where(
        inArray(
          profiles.id,
          rows.map((row) => row.id),
        ),
      );
    });

    it('lists live posts, newest first, with their lastmod, and never a deleted one', async () => {
      const { db } = ctx();
      const author = await createMember(db);
      const [older, newer, deleted] = await db
        .insert(posts)
        .values([
          {
            authorId: author.id,
            body: 'Older post',
            createdAt: new Date('2025-05-01T08:00:00.000Z'),
            updatedAt: new Date('2025-06-01T09:30:00.250Z'),
          },
          {
            authorId: author.id,
            body: 'Newer post',
            createdAt: new Date('2025-07-01T08:00:00.000Z'),
            updatedAt: new Date('2025-07-01T08:00:00.000Z'),
          },
          {
            authorId: author.id,
            body: 'Deleted post',
            createdAt: new Date('2025-08-01T08:00:00.000Z'),
            deletedAt: new Date('2025-08-02T08:00:00.000Z'),
          },
        ])
        .returning({ id: posts.id });

      const { urls } = await getSitemap();
      const postUrls = urls.filter((url) => postUrlPattern.test(url.loc));
      expect(postUrls).toEqual([
        { loc: `${SITE_URL}/post/${newer!.id}`, lastmod: '2025-07-01T08:00:00Z' },
        { loc: `${SITE_URL}/post/${older!.id}`, lastmod: '2025-06-01T09:30:00Z' },
      ]);
      expect(urls.map((url) => url.loc)).not.toContain(`${SITE_URL}/post/${deleted!.id}`);
      await db.delete(profiles).where(inArray(profiles.id, [author.id]));
    });

    it(`caps posts at ${SITEMAP_POST_LIMIT}, keeping the newest`, async () => {
      const { db } = ctx();
      const author = await createMember(db);
      const base = Date.UTC(2025, 0, 1);
      const rows = Array.from({ length: SITEMAP_POST_LIMIT + 5 }, (_, index) => ({
        id: crypto.randomUUID(),
        authorId: author.id,
        body: `Post ${index}`,
        createdAt: new Date(base + index * 60_000),
      }));
      await db.insert(posts).values(rows);

      const { urls } = await getSitemap();
      const listed = urls.flatMap((url) => postUrlPattern.exec(url.loc)?.[1] ?? []);
      expect(listed).toEqual(
        [...rows]
          .reverse()
          .slice(0, SITEMAP_POST_LIMIT)
          .map((row) => row.id),
      );
      await db.delete(profiles).where(inArray(profiles.id, [author.id]));
    });

    it('serves robots.txt pointing at the sitemap', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/robots.txt' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const lines = res.body.split('\n').filter(Boolean);
      expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
      for (const path of [
        '/api/',
        '/auth/v1/',
        '/admin',
        '/messages',
        '/reset-password',
        '/auth/callback',
        '/bulk-delete',
        '/moderation',
      ]) {
        expect(lines).toContain(`Disallow: ${path}`);
      }
      expect(lines).not.toContain('Disallow: /');
      expect(lines.at(-1)).toBe(`Sitemap: ${SITE_URL}/sitemap.xml`);
    });

    it.each([...guidePages.map((guide) => guide.key), 'site'])(
      'renders /og/%s.png as a 1200×630 PNG, cached for a day',
      async (key) => {
        const url = ogImagePath(key as Parameters<typeof ogImagePath>[0]);
        expect(url).toBe(`/og/${key}.png`);
        const res = await ctx().app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(res.headers['cache-control']).toBe('public, max-age=86400');
        const metadata = await sharp(res.rawPayload).metadata();
        expect(metadata).toMatchObject({ format: 'png', width: 1200, height: 630 });
      },
    );

    it('answers a repeated image request with the same bytes', async () => {
      const { app } = ctx();
      const first = await app.inject({ method: 'GET', url: '/og/tripPlanning.png' });
      const second = await app.inject({ method: 'GET', url: '/og/tripPlanning.png' });
      expect(second.statusCode).toBe(200);
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    it.each(['nope', 'constructor', '__proto__', 'EVENTS', 'events.png'])(
      'answers /og/%s.png with a JSON 404',
      async (key) => {
        const res = await ctx().app.inject({ method: 'GET', url: `/og/${key}.png` });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(errorBodySchema.parse(res.json()).error.code).toBe('not_found');
      },
    );
  },
  { siteUrl: SITE_URL },
);

it('escapes XML markup and drops characters XML forbids', () => {
  expect(escapeXml(`a&b<c>"d"'e'\u0001`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
});

it('wraps and escapes a long, hostile heading in the Open Graph SVG', () => {
  const svg = composeOgImageSvg({
    label: 'Guide & <More>',
    heading: `${'Castles & <Fireworks> '.repeat(12)}end`,
    description: 'Tips "quoted" & more',
  });
  expect(svg).not.toContain('<Fireworks>');
  expect(svg).toContain('Castles &amp; &lt;Fireworks&gt;');
  expect(svg).toContain('Tips &quot;quoted&quot; &amp; more');
  const headingLines = svg.match(/font-weight="700" fill="#ffffff"><tspan[\s\S]*?<\/text>/)?.[0];
  expect(headingLines?.match(/<tspan/g)).toHaveLength(3);
  expect(headingLines).toContain('…');

  const wrapped = wrapText('one two three four five six', {
    fontSize: 40,
    isBold: true,
    maxWidth: 200,
    maxLines: 2,
  });
  expect(wrapped.lines).toHaveLength(2);
  expect(wrapped.isComplete).toBe(false);
});
