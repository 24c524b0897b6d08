import { expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../../common/features/pages/page-data';
import { describeEachDatabase, testConfig, type TestContext } from '../../test/build-test-app';
import { crawl, metaContent, structuredDataOfType } from '../../test/crawler';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';

const SITE_URL = testConfig().siteUrl;

async function shareTip(
  ctx: TestContext,
  author: TestMember,
  tip: { category: string; park?: string; body: string },
): Promise<{ id: string }> {
  await ctx.app.rateLimiter.reset(`tips:create:${author.id}`);
  const res = await callAs(ctx, 'POST', '/api/tips', author, tip);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

const pageDataOf = (html: string) =>
  JSON.parse(
    new RegExp(
      `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
    ).exec(html)![1]!,
  ) as PageData;

/** Visible text of the page (tags dropped, spaces collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/**
 * `/tips` as a crawler without JavaScript reads it (issue 14): members' tips in the address's
 * filters and order, the page's title and description, a canonical URL without filters, JSON-LD,
 * and the visitor's data the app takes the page over with.
 */
describeEachDatabase('tips page (server-rendered)', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('renders the tips a visitor reads, with metadata, canonical and JSON-LD', async () => {
    const author = await createMember(ctx().db, { username: 'quiet_corner_kim' });
    await shareTip(ctx(), author, {
      category: 'time',
      park: 'EPCOT',
      body: 'Walk from the International Gateway <early> & skip the main entrance crowd.',
    });
    const deleted = await shareTip(ctx(), author, {
      category: 'time',
      body: 'This tip was withdrawn by its author before anyone read it.',
    });
    expect((await callAs(ctx(), 'DELETE', `/api/tips/${deleted.id}`, author)).statusCode).toBe(204);

    const res = await get('/tips?sort=new');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const text = textOf(html);
    // Escaped text of the tip, its author; the deleted tip never.
    expect(html).toContain('Walk from the International Gateway &lt;early&gt; &amp; skip');
    expect(text).toContain('quiet_corner_kim');
    expect(text).not.toContain('withdrawn by its author');
    expect(html).toContain('<title>Tips | Magic Community</title>');
    expect(metaContent(html, 'name', 'description')).toContain('Money, time, planning');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/tips" />`);
    expect(metaContent(html, 'name', 'robots')).toContain('index, follow');
    expect(structuredDataOfType(crawl(html), 'CollectionPage')).toMatchObject({
      url: `${SITE_URL}/tips`,
    });
    expect(html).toContain('data-app-takeover="now"');
    const data = pageDataOf(html);
    expect(data).toMatchObject({ kind: 'tips', query: 'sort=new' });
    expect(data.kind === 'tips' && data.tips.items.map((tip) => tip.viewer.canEdit)).toEqual([
      false,
    ]);
  });

  it("keeps the address's filters and ignores unknown values", async () => {
    const author = await createMember(ctx().db);
    await shareTip(ctx(), author, {
      category: 'money',
      body: 'Pack a refillable bottle; every counter gives ice water for free.',
    });
    await shareTip(ctx(), author, {
      category: 'insider',
      body: 'Cast members love being asked about their favourite hidden detail.',
    });
    const money = await get('/tips?category=money&sort=top_all');
    expect(money.statusCode).toBe(200);
    expect(textOf(money.body)).toContain('refillable bottle');
    expect(textOf(money.body)).not.toContain('hidden detail');
    expect(money.body).toContain(`<link rel="canonical" href="${SITE_URL}/tips" />`);

    const odd = await get('/tips?category=snacks&sort=loudest&park=%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(pageDataOf(odd.body)).toMatchObject({ kind: 'tips', query: '' });
  });
});
