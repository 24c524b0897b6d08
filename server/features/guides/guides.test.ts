import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { navigationItems } from '../../db/schema';
import { guidePages } from '../../../common/features/guides/guide-pages';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { metaContent, structuredDataBlocks } from '../../test/crawler';
import { escapeHtml, jsonForScript } from '../../lib/html-document';

const SITE_URL = testConfig().siteUrl;

/**
 * The server-rendered guide pages (issue 4): complete HTML for crawlers and visitors without
 * JavaScript — content, title, meta, canonical, Open Graph, Twitter card, JSON-LD.
 */
describeEachDatabase('guide pages (server-rendered)', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('answers every guide with complete HTML, metadata and structured data', async () => {
    for (const guide of guidePages) {
      const res = await get(guide.link.path);
      expect(res.statusCode, guide.link.path).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const html = res.body;
      expect(html).toContain(`<title>${escapeHtml(guide.metaTitle)} | Magic Community</title>`);
      expect(metaContent(html, 'name', 'description')).toBe(escapeHtml(guide.metaDescription));
      expect(metaContent(html, 'name', 'keywords')).toBe(escapeHtml(guide.keywords.join(', ')));
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${guide.link.path}" />`);
      expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE_URL}/og/${guide.key}.png`);
      expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'name', 'robots')).toContain('index, follow');
      // Breadcrumbs: Home, then the guide's trail, every crumb a link, the last the current page.
      const breadcrumbNav = /<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
      expect(breadcrumbNav, `${guide.link.path} breadcrumbs`).toBeDefined();
      const crumbs = [...breadcrumbNav!.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
        (match) => ({ href: match[1], label: match[2] }),
      );
      expect(crumbs).toEqual([
        { href: '/', label: 'Home' },
        ...guide.breadcrumbs.map((crumb) => ({ href: crumb.href, label: escapeHtml(crumb.label) })),
      ]);
      expect(breadcrumbNav).toMatch(/aria-current="page"[^>]*>[^<]*<\/a>\s*<\/li>\s*<\/ol>/);
      // The content is in the HTML itself: heading, every section title, every question.
      expect(html).toContain(`>${escapeHtml(guide.heading)}</h1>`);
      for (const section of guide.sections) expect(html).toContain(escapeHtml(section.title));
      for (const item of guide.faq) {
        expect(html).toContain(escapeHtml(item.question));
        expect(html).toContain(escapeHtml(item.answer));
      }
      expect(html).toContain('href="/auth"');

      const types = structuredDataBlocks(html).map((block) => block['@type']);
      expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList', 'FAQPage']));
      const expected =
        guide.structuredData === 'Restaurant' || guide.structuredData === 'Hotel'
          ? 'ItemList'
          : guide.structuredData;
      expect(types, guide.key).toContain(expected);
    }
  });

  it('emits the organization and the three events of spec §2 on the events page', async () => {
    const html = (await get('/disney-events')).body;
    const blocks = structuredDataBlocks(html);
    // Exactly the organization and the three events, beside the two blocks every guide has.
    expect(blocks.map((b) => b['@type']).sort()).toEqual([
      'BreadcrumbList',
      'Event',
      'Event',
      'Event',
      'FAQPage',
      'Organization',
    ]);
    const events = blocks.filter((b) => b['@type'] === 'Event');
    expect(JSON.stringify(events)).toMatch(/Food & Wine/);
    expect(JSON.stringify(events)).toMatch(/Christmas Party/);
    expect(JSON.stringify(events)).toMatch(/Festival of the Arts/);
    const breadcrumbs = blocks.find((b) => b['@type'] === 'BreadcrumbList') as {
      itemListElement: { name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((i) => i.name)).toEqual([
      'Home',
      'Disney Guides',
      'Events Calendar',
    ]);
    expect(breadcrumbs.itemListElement.map((i) => i.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/disney-events`,
      `${SITE_URL}/disney-events`,
    ]);
    expect(html).toContain('>Disney World Events 2024</h1>');
    expect(html).toContain('<a href="/events"');
    for (const text of ['Year-Round Events', 'Ticket Info', 'Updated Daily', 'View All Events']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Join Community');
    expect(html).toContain('Browse Events');
    expect(html).toContain('Related Disney Guides');
  });

  it('links related guides (never the page itself) and the visitor navigation', async () => {
    const html = (await get('/disney-world-tips')).body;
    const related = html.split('Related Guides')[1]!.split('Frequently Asked Questions')[0]!;
    expect(related).not.toContain('href="/disney-world-tips"');
    expect(related.match(/Read the guide/g)).toHaveLength(6);
    for (const title of ['Activity', 'Reviews', 'Checklists']) expect(html).toContain(title);
    expect(html).not.toContain('Home Base');
  });

  it('renders a guide once, and again only when the visitor navigation changes', async () => {
    const first = (await get('/disney-world-tips')).body;
    expect((await get('/disney-world-tips')).body).toBe(first);
    const { db } = ctx();
    await db
      .update(navigationItems)
      .set({ url: '/reviews?from=guides' })
      .where(eq(navigationItems.title, 'Reviews'));
    const after = (await get('/disney-world-tips')).body;
    expect(after).toContain('href="/reviews?from=guides"');
    await db
      .update(navigationItems)
      .set({ url: '/reviews' })
      .where(eq(navigationItems.title, 'Reviews'));
    expect((await get('/disney-world-tips')).body).toBe(first);
  });

  it('runs no inline script: only JSON data blocks and external files', async () => {
    const html = (await get('/disney-world-budget-guide')).body;
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    for (const attributes of scripts) {
      expect(attributes).toMatch(/type="application\/ld\+json"|src="/);
    }
    expect(html).toContain('data-island="budget-calculator"');
    expect(html).toContain('Estimated trip cost');
  });

  it('answers HEAD and keeps unknown guide-like paths a 404', async () => {
    const head = await ctx().app.inject({ method: 'HEAD', url: '/disney-attractions' });
    expect(head.statusCode).toBe(200);
    expect((await get('/disney-nowhere')).statusCode).toBe(404);
  });

  it('escapes text for HTML and JSON inside script elements', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(jsonForScript({ text: '</script><script>alert(1)</script>' })).not.toContain('<');
  });
});
