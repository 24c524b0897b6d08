import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { SIGNED_IN_COOKIE } from '../../../common/features/auth/session-cookies';
import { tripSchema, type Trip } from '../../../common/features/trips/trips.contract';
import { describeEachDatabase, testConfig, type TestContext } from '../../test/build-test-app';
import { crawl, metaContent, structuredDataOfType } from '../../test/crawler';
import { callAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';

const SITE_URL = testConfig().siteUrl;

/** Visible text of the page (tags dropped, spaces collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/**
 * Whether the document shows the party's 163 cm anywhere: the number standing alone, not a
 * piece of an id or a hash (a random uuid holds "163" now and then).
 */
const showsHeight = (html: string) => /(?<![0-9A-Za-z.-])163(?![0-9A-Za-z.-])/.test(html);

async function call(
  ctx: TestContext,
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  owner: TestMember,
  body?: object,
  status = 200,
) {
  const res = await callAs(ctx, method, url, owner, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status);
  return res;
}

/**
 * A trip of three days through the API: Magic Kingdom with three plans in order on day 1, a
 * rest day, EPCOT on day 3; a party of an adult 163 cm tall and a child (a minor) of 99 cm.
 */
async function planTrip(
  ctx: TestContext,
  owner: TestMember,
  name: string,
  visibility: 'private' | 'unlisted' | 'public',
): Promise<Trip> {
  const created = tripSchema.parse(
    (
      await call(
        ctx,
        'POST',
        '/api/trips',
        owner,
        {
          name,
          arrivesOn: '2027-04-14',
          departsOn: '2027-04-16',
          resort: 'disneys-pop-century-resort',
          hasParkTickets: true,
          notes: 'Rope drop every morning, pool in the afternoon.',
          visibility,
        },
        201,
      )
    ).json(),
  );
  const base = `/api/trips/${created.id}`;
  await call(ctx, 'PUT', `${base}/days/1`, owner, { park: 'Magic Kingdom' });
  await call(ctx, 'PUT', `${base}/days/3`, owner, { park: 'EPCOT' });
  for (const [kind, slug] of [
    ['attraction', 'seven-dwarfs-mine-train'],
    ['dining', 'be-our-guest-restaurant'],
    ['attraction', 'space-mountain'],
  ]) {
    await call(ctx, 'POST', `${base}/days/1/items`, owner, { kind, slug });
  }
  await call(ctx, 'POST', `${base}/party`, owner, {
    name: 'Grownup Gwendolyn',
    ageBand: 'adult',
    heightCm: 163,
  });
  const res = await call(ctx, 'POST', `${base}/party`, owner, {
    name: 'Little Leopoldina',
    ageBand: 'child',
    heightCm: 99,
  });
  return tripSchema.parse(res.json());
}

/**
 * The trip pages as a crawler without JavaScript reads them (issue 29), and the sitemap: the
 * trips' policy decides what each shows (public listed and indexed, unlisted by link with
 * `noindex`, private, deleted and unknown 404), and no page shows a height or a minor's name.
 */
describeEachDatabase('trip pages (server-rendered) and sitemap', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it('renders public and shared trips as readers see them, hides private ones, lists only public ones', async () => {
    const owner = await createMember(ctx().db, { username: 'rope_drop_rosa' });
    const marker = `zt${crypto.randomUUID().slice(0, 6)}`;
    const made = {
      public: await planTrip(ctx(), owner, `${marker} Spring <report> & more`, 'public'),
      unlisted: await planTrip(ctx(), owner, `${marker} Shared with grandma`, 'unlisted'),
      private: await planTrip(ctx(), owner, `${marker} Secret surprise`, 'private'),
    };

    // The public report: indexed, with its days, plans in order, party and notes.
    const shown = await get(`/trip/${made.public.id.toUpperCase()}`);
    expect(shown.statusCode).toBe(200);
    const html = shown.body;
    const text = textOf(html);
    expect(html).toContain(`${marker} Spring &lt;report&gt; &amp; more`);
    expect(text).toContain('Apr 14, 2027 to Apr 16, 2027');
    expect(text).toContain('Pop Century');
    expect(text).toContain('Rope drop every morning, pool in the afternoon.');
    expect(text).toContain('Magic Kingdom');
    expect(text).toContain('EPCOT');
    const order = ['Seven Dwarfs Mine Train', 'Be Our Guest', 'Space Mountain'].map((name) =>
      text.indexOf(name),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).toContain('Grownup Gwendolyn');
    expect(text).toContain('Child (3–9)');
    expect(text).toContain('rope_drop_rosa');
    // Never a height of the party or a minor's name, anywhere in the document.
    expect(showsHeight(html)).toBe(false);
    expect(html).not.toContain('Leopoldina');
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/trip/${made.public.id}" />`);
    expect(metaContent(html, 'name', 'robots')).toContain('index, follow');
    expect(metaContent(html, 'name', 'description')).toBe(
      'Rope drop every morning, pool in the afternoon.',
    );
    const page = crawl(html);
    const jsonLd = structuredDataOfType(page, 'Trip');
    expect(jsonLd).toMatchObject({
      '@type': 'Trip',
      name: `${marker} Spring <report> & more`,
      url: `${SITE_URL}/trip/${made.public.id}`,
      itinerary: {
        '@type': 'ItemList',
        numberOfItems: 4,
        itemListElement: [
          { position: 1, item: { '@type': 'TouristAttraction', name: 'Seven Dwarfs Mine Train' } },
          { position: 2, item: { '@type': 'FoodEstablishment' } },
          { position: 3, item: { '@type': 'TouristAttraction', name: 'Space Mountain' } },
          { position: 4, item: { '@type': 'AmusementPark', name: 'EPCOT' } },
        ],
      },
    });
    expect(structuredDataOfType(page, 'Organization')).toBeTruthy();
    expect(html).toContain('data-app-takeover');

    // The shared one: readable by its link, never indexed, never a height or a minor's name.
    const unlisted = await get(`/trip/${made.unlisted.id}`);
    expect(unlisted.statusCode).toBe(200);
    expect(textOf(unlisted.body)).toContain('Shared with grandma');
    expect(textOf(unlisted.body)).toContain('Space Mountain');
    expect(metaContent(unlisted.body, 'name', 'robots')).toContain('noindex');
    expect(unlisted.headers['x-robots-tag']).toBe('noindex');
    expect(showsHeight(unlisted.body)).toBe(false);
    expect(unlisted.body).not.toContain('Leopoldina');

    // The private one and unknown ids: 404 pages to visitors, never indexed, nothing of the trip.
    for (const url of [
      `/trip/${made.private.id}`,
      `/trip/${crypto.randomUUID()}`,
      '/trip/not-an-id',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(metaContent(missing.body, 'name', 'robots'), url).toContain('noindex');
      expect(missing.body).not.toContain('Secret surprise');
      expect(missing.body).not.toContain('Gwendolyn');
    }

    // The list: public reports only, with its JSON-LD list.
    const list = await get('/trips');
    expect(list.statusCode).toBe(200);
    const listText = textOf(list.body);
    expect(listText).toContain(`${marker} Spring &lt;report&gt; &amp; more`);
    expect(listText).not.toContain('Shared with grandma');
    expect(listText).not.toContain('Secret surprise');
    expect(list.body).toContain(`<link rel="canonical" href="${SITE_URL}/trips" />`);
    expect(metaContent(list.body, 'name', 'robots')).toContain('index, follow');
    const listed = crawl(list.body);
    expect(structuredDataOfType(listed, 'CollectionPage')).toBeTruthy();
    expect(
      (structuredDataOfType(listed, 'ItemList') as { itemListElement: { url: string }[] })
        .itemListElement,
    ).toContainEqual(expect.objectContaining({ url: `${SITE_URL}/trip/${made.public.id}` }));

    // The sitemap: the public report only, and the index names the file.
    const sitemap = await get('/sitemaps/trips.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${SITE_URL}/trip/${made.public.id}`);
    expect(sitemap.body).not.toContain(made.unlisted.id);
    expect(sitemap.body).not.toContain(made.private.id);
    const index = (await get('/sitemap.xml')).body;
    expect(index).toContain(`${SITE_URL}/sitemaps/trips.xml`);
    expect((await get('/sitemaps/pages.xml')).body).toContain(`${SITE_URL}/trips<`);

    // Made private: gone from the page, the list and the sitemap.
    await call(ctx(), 'PATCH', `/api/trips/${made.public.id}`, owner, { visibility: 'private' });
    expect((await get(`/trip/${made.public.id}`)).statusCode).toBe(404);
    expect(textOf((await get('/trips')).body)).not.toContain(`${marker} Spring`);
    expect((await get('/sitemaps/trips.xml')).body).not.toContain(made.public.id);

    // Deleted: the shared link answers 404 too.
    await call(ctx(), 'DELETE', `/api/trips/${made.unlisted.id}`, owner, undefined, 204);
    const deleted = await get(`/trip/${made.unlisted.id}`);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.body).not.toContain('Shared with grandma');
  });
});

const webDistDir = mkdtempSync(path.join(tmpdir(), 'magic-community-trip-shell-'));
const SHELL =
  '<!doctype html><html><head><title>app shell</title></head><body><div id="root"></div></body></html>';
writeFileSync(path.join(webDistDir, 'index.html'), SHELL);
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

/**
 * A private trip's page (issue 26's rule, as for checklists): visitors get the 404 page; a
 * member's browser gets the app shell (200, `noindex`), whose app shows the trip to its
 * planners; the shell holds nothing of the trip. A public report is rendered for both.
 */
describeEachDatabase(
  "trip pages: the app shell for members' browsers",
  (ctx) => {
    it("answers a private trip's page with the shell to members' browsers, 404 to visitors", async () => {
      const owner = await createMember(ctx().db);
      const secret = await planTrip(ctx(), owner, 'Proposal at the castle', 'private');
      const report = await planTrip(ctx(), owner, 'Our week of rope drops', 'public');
      const memberBrowser = { cookie: `${SIGNED_IN_COOKIE}=1` };
      for (const url of [`/trip/${secret.id}`, `/trip/${crypto.randomUUID()}`]) {
        const visitor = await ctx().app.inject({ method: 'GET', url });
        expect(visitor.statusCode, url).toBe(404);
        expect(visitor.headers.vary, url).toContain('Cookie');
        const member = await ctx().app.inject({ method: 'GET', url, headers: memberBrowser });
        expect(member.statusCode, url).toBe(200);
        expect(member.headers['x-robots-tag'], url).toBe('noindex');
        expect(member.body, url).toBe(SHELL);
        for (const res of [visitor, member]) expect(res.body).not.toContain('Proposal');
      }
      const shown = await ctx().app.inject({
        method: 'GET',
        url: `/trip/${report.id}`,
        headers: memberBrowser,
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('Our week of rope drops');
      expect(showsHeight(shown.body)).toBe(false);
    });
  },
  { serveWeb: true, webDistDir },
);
