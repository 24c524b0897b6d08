import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { errorBodySchema } from '../../../common/errors';
import { SITEMAP_POST_LIMIT, SITEMAP_PROFILE_LIMIT } from '../../../common/features/seo/seo-limits';
import { guidePages } from '../../../common/features/guides/guide-pages';
import { SITE_ACCOUNT } from '../../../common/features/events/official-events';
import { authUsers, posts, profiles } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { ogImagePath } from '../../pages/og-image';
import { composeOgImageSvg, wrapText } from '../../pages/og-image-svg';
import { SITEMAP_NAMESPACE } from './sitemap.service';
import { escapeXml } from '../../lib/xml-escape';

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

/** The strict reader for `/sitemap.xml`, an index: only `<sitemap><loc/><lastmod/></sitemap>`. */
function parseSitemapIndex(xml: string): { loc: string; lastmod: string }[] {
  const document = xml.match(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<sitemapindex xmlns="([^"]+)">([\s\S]*)<\/sitemapindex>\s*$/,
  );
  expect(document, 'sitemap index shape').not.toBeNull();
  expect(document![1]).toBe(SITEMAP_NAMESPACE);
  const body = document![2]!;
  const pattern = /\s*<sitemap><loc>([^<>]+)<\/loc><lastmod>([^<>]+)<\/lastmod><\/sitemap>/y;
  const files: { loc: string; lastmod: string }[] = [];
  let end = 0;
  for (let match = pattern.exec(body); match; match = pattern.exec(body)) {
    files.push({ loc: match[1]!, lastmod: match[2]! });
    end = pattern.lastIndex;
  }
  expect(body.slice(end).trim(), 'unexpected content in sitemapindex').toBe('');
  for (const { lastmod } of files)
    expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$/);
  return files;
}

const profileUrlPattern = new RegExp(`^${SITE_URL}/profile/([0-9a-f-]{36})$`);
/** A listed profile the test made: not the site's own account (seeded at start-up). */
const isTestProfile = (loc: string) =>
  profileUrlPattern.test(loc) && !loc.endsWith(`/profile/${SITE_ACCOUNT.id}`);
const postUrlPattern = new RegExp(`^${SITE_URL}/post/([0-9a-f-]{36})$`);

describeEachDatabase(
  'sitemap, robots.txt and Open Graph images',
  (ctx) => {
    const getFile = async (loc: string) => {
      expect(loc.startsWith(`${SITE_URL}/sitemaps/`), loc).toBe(true);
      const res = await ctx().app.inject({ method: 'GET', url: loc.slice(SITE_URL.length) });
      expect(res.statusCode, loc).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      return parseSitemap(res.body);
    };
    /** The index and every file it lists, as a crawler reads them. */
    const getSitemap = async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.statusCode).toBe(200);
      const files = parseSitemapIndex(res.body);
      const contents = [];
      for (const file of files) contents.push({ ...file, urls: await getFile(file.loc) });
      return { res, files: contents, urls: contents.flatMap((file) => file.urls) };
    };

    it('serves a well-formed sitemap with the home, public pages and every guide', async () => {
      const { res, urls, files } = await getSitemap();
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      expect(files[0]!.loc).toBe(`${SITE_URL}/sitemaps/pages.xml`);
      expect(files[0]!.lastmod).toBe(
        guidePages
          .map((guide) => guide.updatedAt)
          .sort()
          .at(-1),
      );

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

    /** The site's account (organizer of the official events) listed last, out of the way. */
    const listSiteAccountLast = () =>
      ctx()
        .db.update(profiles)
        .set({ updatedAt: new Date('2000-01-01T00:00:00.000Z') })
        .where(eq(profiles.id, SITE_ACCOUNT.id));

    it('lists member profiles, most recently updated first, with their lastmod', async () => {
      const { db } = ctx();
      await listSiteAccountLast();
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
      const profileUrls = urls.filter((url) => isTestProfile(url.loc));
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

    it(`lists ${SITEMAP_PROFILE_LIMIT} profiles a file, the most recently updated first`, async () => {
      const { db } = ctx();
      await listSiteAccountLast();
      const base = Date.UTC(2025, 0, 1);
      const rows = Array.from({ length: SITEMAP_PROFILE_LIMIT + 7 }, (_, index) => ({
        id: crypto.randomUUID(),
        username: `sitemap_${index}`,
        updatedAt: new Date(base + index * 60_000),
      }));
      await db.insert(profiles).values(rows);

      const { files } = await getSitemap();
      const profileFiles = files.filter((file) => /\/sitemaps\/profiles-\d+\.xml$/.test(file.loc));
      expect(profileFiles.map((file) => file.loc)).toEqual([
        `${SITE_URL}/sitemaps/profiles-1.xml`,
        `${SITE_URL}/sitemaps/profiles-2.xml`,
      ]);
      const listedIn = (index: number) =>
        profileFiles[index]!.urls.flatMap((url) =>
          isTestProfile(url.loc) ? profileUrlPattern.exec(url.loc)![1]! : [],
        );
      const newestFirst = [...rows].reverse().map((row) => row.id);
      // The first file is the spec's list; the rest follow for crawlers.
      expect(listedIn(0)).toEqual(newestFirst.slice(0, SITEMAP_PROFILE_LIMIT));
      expect(listedIn(1)).toEqual(newestFirst.slice(SITEMAP_PROFILE_LIMIT));
      expect(profileFiles[0]!.lastmod).toBe(
        rows.at(-1)!.updatedAt.toISOString().replace('.000Z', 'Z'),
      );
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

    it(`lists ${SITEMAP_POST_LIMIT} posts a file, the newest first`, async () => {
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

      const { files } = await getSitemap();
      const postFiles = files.filter((file) => /\/sitemaps\/posts-\d+\.xml$/.test(file.loc));
      expect(postFiles.map((file) => file.loc)).toEqual([
        `${SITE_URL}/sitemaps/posts-1.xml`,
        `${SITE_URL}/sitemaps/posts-2.xml`,
      ]);
      const listedIn = (index: number) =>
        postFiles[index]!.urls.flatMap((url) => postUrlPattern.exec(url.loc)?.[1] ?? []);
      const newestFirst = [...rows].reverse().map((row) => row.id);
      expect(listedIn(0)).toEqual(newestFirst.slice(0, SITEMAP_POST_LIMIT));
      expect(listedIn(1)).toEqual(newestFirst.slice(SITEMAP_POST_LIMIT));
      const missing = await ctx().app.inject({ method: 'GET', url: '/sitemaps/posts-3.xml' });
      expect(missing.statusCode).toBe(404);
      await db.delete(profiles).where(inArray(profiles.id, [author.id]));
    });

    it("leaves suspended members' profiles and posts out, and answers unknown files with 404", async () => {
      const { db } = ctx();
      const member = await createMember(db);
      const [post] = await db
        .insert(posts)
        .values({ authorId: member.id, body: 'Listed until the ban' })
        .returning({ id: posts.id });
      const listedBefore = (await getSitemap()).urls.map((url) => url.loc);
      expect(listedBefore).toContain(`${SITE_URL}/profile/${member.id}`);
      expect(listedBefore).toContain(`${SITE_URL}/post/${post!.id}`);

      await db
        .update(authUsers)
        .set({ bannedUntil: new Date(Date.now() + 3_600_000) })
        .where(eq(authUsers.id, member.id));
      const listedAfter = (await getSitemap()).urls.map((url) => url.loc);
      expect(listedAfter).not.toContain(`${SITE_URL}/profile/${member.id}`);
      expect(listedAfter).not.toContain(`${SITE_URL}/post/${post!.id}`);
      await db.delete(profiles).where(inArray(profiles.id, [member.id]));

      for (const name of ['posts-0', 'posts-01', 'drafts-1', 'profiles-1001', 'pages-1']) {
        const res = await ctx().app.inject({ method: 'GET', url: `/sitemaps/${name}.xml` });
        expect(res.statusCode, name).toBe(404);
        expect(errorBodySchema.parse(res.json()).error.code).toBe('not_found');
      }
    });

    it('lists the review page of every reviewed catalogue entry, with its newest change', async () => {
      const before = await getSitemap();
      expect(before.urls.filter((url) => url.loc.includes('/reviews/'))).toEqual([]);
      const author = await createMember(ctx().db);
      const written = await ctx().app.inject({
        method: 'POST',
        url: '/api/catalogue/space-mountain/reviews',
        headers: author.headers,
        payload: {
          stars: 4,
          title: 'Fast in the dark',
          body: 'Still one of the best coasters in the park after all these years.',
          visitMonth: '2025-05',
          partyType: 'couple',
        },
      });
      expect(written.statusCode, written.body).toBe(201);
      const { createdAt } = written.json<{ createdAt: string }>();

      const { files, urls } = await getSitemap();
      const reviewsFile = files.find((file) => file.loc === `${SITE_URL}/sitemaps/reviews.xml`);
      expect(reviewsFile).toBeDefined();
      const lastmod = createdAt.replace(/\.\d{3}Z$/, 'Z');
      expect(reviewsFile!.lastmod).toBe(lastmod);
      expect(reviewsFile!.urls).toEqual([{ loc: `${SITE_URL}/reviews/space-mountain`, lastmod }]);
      // Entries nobody reviewed are left to the guides that list them.
      expect(urls.map((url) => url.loc)).not.toContain(`${SITE_URL}/reviews/haunted-mansion`);
      await ctx().db.delete(profiles).where(eq(profiles.id, author.id));
    });

    it('sends /favicon.ico to the site icon', async () => {
      const res = await ctx().app.inject({ method: 'GET', url: '/favicon.ico' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('/favicon.svg');
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
        '/oauth/',
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
