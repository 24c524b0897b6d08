import { officialEvents } from '../../../common/features/events/official-events';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { navigationItems } from '../../db/schema';
import { guidePages } from '../../../common/features/guides/guide-pages';
import { catalogueSlug } from '../../../common/features/reviews/review-limits';
import { catalogueFromGuides } from '../reviews/catalogue.seed';
import { describeEachDatabase, testConfig, type TestContext } from '../../test/build-test-app';
import { crawl, metaContent, structuredDataBlocks, structuredDataOfType } from '../../test/crawler';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';
import { escapeHtml, jsonForScript } from '../../lib/html-document';
import {
  showsChecklistFigures,
  showsOfficialEventDates,
  showsReviewFigures,
  showsTopTips,
} from './guides.routes';

const SITE_URL = testConfig().siteUrl;

/** On the attractions guide and among the reviews guide's most-reviewed cards. */
const GUIDE_ATTRACTION = 'Slinky Dog Dash';
const RESTAURANT = 'Be Our Guest Restaurant';

/** A review of `slug` through the API (the author's daily limit set aside), answered 201. */
async function reviewAs(
  ctx: TestContext,
  author: TestMember,
  slug: string,
  stars: number,
): Promise<{ id: string }> {
  await ctx.app.rateLimiter.reset(`reviews:create:${author.id}`);
  const res = await callAs(ctx, 'POST', `/api/catalogue/${slug}/reviews`, author, {
    stars,
    title: 'Worth the wait',
    body: 'We rode it twice in one evening and loved every second of it.',
    visitMonth: '2025-03',
    partyType: 'family_young',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

/** The rating a guide card shows for `name` (its number and count), read from the HTML. */
function cardRating(html: string, name: string) {
  const slug = catalogueSlug(name);
  const card = new RegExp(`href="/reviews/${slug}"[\\s\\S]*?</h3>([\\s\\S]*?)</li>`).exec(
    html,
  )?.[1];
  expect(card, `${name}'s card`).toBeDefined();
  const text = card!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  return {
    text,
    isLive: card!.includes('data-live-figures'),
    figures: /(\d\.\d) \1 out of 5 \(([\d,]+) reviews?\)/.exec(text)?.slice(1, 3),
  };
}

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
      // Guides with cards of reviewed attractions or restaurants, members' top tips or the site's
      // checklists are live.
      expect(res.headers['cache-control']).toBe(
        showsReviewFigures(guide) ||
          showsTopTips(guide) ||
          showsChecklistFigures(guide) ||
          showsOfficialEventDates(guide)
          ? 'public, no-cache'
          : 'public, max-age=300',
      );
      expect(res.headers.etag).toMatch(/^".+"$/);
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

  it('links every attraction and restaurant card to its review page in the catalogue', async () => {
    const catalogue = new Set(catalogueFromGuides().map((entry) => entry.slug));
    for (const path of ['/disney-attractions', '/disney-restaurants', '/disney-world-reviews']) {
      const guide = guidePages.find((page) => page.link.path === path)!;
      expect(showsReviewFigures(guide), path).toBe(true);
      const html = (await get(path)).body;
      const names = guide.sections.flatMap((section) =>
        section.kind === 'attractions' || section.kind === 'restaurants'
          ? section.items.map((item) => item.name)
          : [],
      );
      expect(names.length, path).toBeGreaterThan(2);
      for (const name of names) {
        const slug = catalogueSlug(name);
        expect(catalogue.has(slug), name).toBe(true);
        expect(html, name).toContain(`<a href="/reviews/${slug}"`);
      }
    }
    expect(
      showsReviewFigures(guidePages.find((page) => page.link.path === '/disney-world-tips')!),
    ).toBe(false);
  });

  it('links every upcoming event card to the official event of the same name', async () => {
    const html = (await get('/disney-events')).body;
    const guide = guidePages.find((page) => page.link.path === '/disney-events')!;
    const names = guide.sections.flatMap((section) =>
      section.kind === 'eventCards' ? section.items.map((item) => item.name) : [],
    );
    expect(names).toHaveLength(officialEvents.length);
    for (const name of names) {
      const event = officialEvents.find((candidate) => candidate.title === name);
      expect(event, name).toBeDefined();
      expect(html, name).toContain(`<a href="/event/${event!.id}"`);
    }
  });

  it('shows live figures on the guide cards, refreshed when a review is written, edited or deleted', async () => {
    const ana = await createMember(ctx().db);
    const ben = await createMember(ctx().db);
    const slug = catalogueSlug(GUIDE_ATTRACTION);
    const guide = async () => {
      const res = await get('/disney-attractions');
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const before = cardRating(await guide(), GUIDE_ATTRACTION);
    expect(before.isLive).toBe(false);
    // The guide's own figures until then; a second read comes from memory unchanged.
    expect(await guide()).toContain(`href="/reviews/${slug}"`);

    const first = await reviewAs(ctx(), ana, slug, 4);
    expect(cardRating(await guide(), GUIDE_ATTRACTION)).toMatchObject({
      isLive: true,
      figures: ['4.0', '1'],
    });
    await reviewAs(ctx(), ben, slug, 1);
    const html = await guide();
    expect(cardRating(html, GUIDE_ATTRACTION).figures).toEqual(['2.5', '2']);
    // The reviews guide's most-reviewed card and the JSON-LD agree.
    expect(
      cardRating(await get('/disney-world-reviews').then((r) => r.body), GUIDE_ATTRACTION).figures,
    ).toEqual(['2.5', '2']);
    const list = structuredDataOfType(crawl(html), 'ItemList') as {
      itemListElement: { item: Record<string, unknown> }[];
    };
    expect(
      list.itemListElement.find((entry) => entry.item.name === GUIDE_ATTRACTION)?.item,
    ).toMatchObject({
      url: `${SITE_URL}/reviews/${slug}`,
      aggregateRating: { ratingValue: 2.5, reviewCount: 2 },
    });

    expect(
      (await callAs(ctx(), 'PATCH', `/api/reviews/${first.id}`, ana, { stars: 5 })).statusCode,
    ).toBe(200);
    expect(cardRating(await guide(), GUIDE_ATTRACTION).figures).toEqual(['3.0', '2']);
    expect((await callAs(ctx(), 'DELETE', `/api/reviews/${first.id}`, ana)).statusCode).toBe(204);
    expect(cardRating(await guide(), GUIDE_ATTRACTION).figures).toEqual(['1.0', '1']);
  });

  it('answers a guide with live figures 304 while it is unchanged', async () => {
    const first = await get('/disney-restaurants');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await ctx().app.inject({
      method: 'GET',
      url: '/disney-restaurants',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const author = await createMember(ctx().db);
    await reviewAs(ctx(), author, catalogueSlug(RESTAURANT), 2);
    const changed = await ctx().app.inject({
      method: 'GET',
      url: '/disney-restaurants',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(cardRating(changed.body, RESTAURANT).figures).toEqual(['2.0', '1']);
  });

  it("shows members' most helpful tips of each category on the tips guide, live", async () => {
    const tipsGuide = async () => {
      const res = await get('/disney-world-tips');
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    /** The text of the guide's card of a category (its member tips included). */
    const categoryCard = (html: string, name: string) =>
      new RegExp(`<section aria-label="${name} tips"[\\s\\S]*?</section>`)
        .exec(html)?.[0]
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ') ?? '';
    const before = categoryCard(await tipsGuide(), 'Insider');
    expect(before).toContain('Top member tips');
    expect(before).toContain('No member tips in this category yet.');

    const [author, voter] = [await createMember(ctx().db), await createMember(ctx().db)];
    const share = async (body: string) => {
      const res = await callAs(ctx(), 'POST', '/api/tips', author, { category: 'insider', body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: string }>();
    };
    const plain = await share(
      'Our family code word Periwinkle helps regroup fast in crowded plazas.',
    );
    const liked = await share(
      'The Marigold bench trick: sit near the exit for a quick escape later.',
    );
    // A new tip shows at once (the guide's memory of the top tips is told of it).
    let card = categoryCard(await tipsGuide(), 'Insider');
    expect(card).toContain('Periwinkle');
    expect(card).not.toContain('No member tips in this category yet.');
    expect(card).toContain('All insider tips from members');

    expect((await callAs(ctx(), 'PUT', `/api/tips/${liked.id}/helpful`, voter)).statusCode).toBe(
      200,
    );
    card = categoryCard(await tipsGuide(), 'Insider');
    expect(card).toContain('1 member found this helpful');
    // The most helpful first.
    expect(card.indexOf('Marigold')).toBeLessThan(card.indexOf('Periwinkle'));
    // Other categories keep their own; a deleted tip leaves the guide.
    expect(categoryCard(await tipsGuide(), 'Money')).not.toContain('Marigold');
    expect((await callAs(ctx(), 'DELETE', `/api/tips/${plain.id}`, author)).statusCode).toBe(204);
    expect(categoryCard(await tipsGuide(), 'Insider')).not.toContain('Periwinkle');
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
