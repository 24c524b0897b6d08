import { expect, it } from 'vitest';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { crawl, metaContent, structuredDataOfType } from '../../test/crawler';
import { createMember } from '../../test/sign-in';
import { callAs } from '../../test/groups-test-support';
import { checklistOf } from '../../test/checklists-test-support';

const SITE_URL = testConfig().siteUrl;

/** Visible text of the page (tags dropped, spaces collapsed). */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/**
 * The checklist pages as a crawler without JavaScript reads them (issue 14), and the sitemap:
 * the visibility policy decides what each shows (public listed and indexed, unlisted by link
 * with `noindex`, private and unknown 404).
 */
describeEachDatabase('checklist pages (server-rendered) and sitemap', (ctx) => {
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('renders public, unlisted and private checklists as the policy says, and lists only public ones', async () => {
    const owner = await createMember(ctx().db, { username: 'packing_pro_pat' });
    const marker = `zp${crypto.randomUUID().slice(0, 6)}`;
    const made = {
      public: await checklistOf(
        ctx(),
        owner,
        {
          title: `${marker} Public <bag> & more`,
          description: 'Our tested list for a long EPCOT day.',
          visibility: 'public',
          topic: 'packing',
          park: 'EPCOT',
        },
        { 'Park bag': ['Poncho', 'Charger'], Snacks: ['Pretzel money'] },
      ),
      unlisted: await checklistOf(
        ctx(),
        owner,
        { title: `${marker} Unlisted family list`, visibility: 'unlisted' },
        { Room: ['Swimsuits'] },
      ),
      private: await checklistOf(ctx(), owner, { title: `${marker} Private notes` }, { A: ['x'] }),
    };

    // The public one: indexed, with its items, canonical, share image and JSON-LD ItemList.
    const shown = await get(`/checklist/${made.public.id.toUpperCase()}`);
    expect(shown.statusCode).toBe(200);
    const html = shown.body;
    expect(html).toContain(`${marker} Public &lt;bag&gt; &amp; more`);
    expect(textOf(html)).toContain('Pretzel money');
    expect(textOf(html)).toContain('packing_pro_pat');
    expect(html).toContain(
      `<link rel="canonical" href="${SITE_URL}/checklist/${made.public.id}" />`,
    );
    expect(metaContent(html, 'name', 'robots')).toContain('index, follow');
    expect(metaContent(html, 'name', 'description')).toBe('Our tested list for a long EPCOT day.');
    expect(metaContent(html, 'property', 'og:image')).toBeTruthy();
    expect(structuredDataOfType(crawl(html), 'ItemList')).toMatchObject({
      name: `${marker} Public <bag> & more`,
      numberOfItems: 3,
      itemListElement: [
        { position: 1, name: 'Park bag: Poncho' },
        { position: 2, name: 'Park bag: Charger' },
        { position: 3, name: 'Snacks: Pretzel money' },
      ],
      author: { '@type': 'Person', name: 'packing_pro_pat' },
    });
    expect(html).toContain('data-app-takeover');
    // The print view: the same checklist with plain boxes.
    const print = await get(`/checklist/${made.public.id}?print=1`);
    expect(print.statusCode).toBe(200);
    expect(textOf(print.body)).toContain('Not checked: Poncho');

    // The unlisted one: readable by its link, never indexed.
    const unlisted = await get(`/checklist/${made.unlisted.id}`);
    expect(unlisted.statusCode).toBe(200);
    expect(textOf(unlisted.body)).toContain('Swimsuits');
    expect(metaContent(unlisted.body, 'name', 'robots')).toContain('noindex');
    expect(unlisted.headers['x-robots-tag']).toBe('noindex');

    // The private one and an unknown id: 404 pages, never indexed, nothing of the checklist.
    for (const url of [
      `/checklist/${made.private.id}`,
      `/checklist/${crypto.randomUUID()}`,
      '/checklist/not-an-id',
    ]) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
      expect(metaContent(missing.body, 'name', 'robots'), url).toContain('noindex');
      expect(missing.body).not.toContain('Private notes');
      expect(textOf(missing.body)).toContain('Checklist not found');
    }

    // The public list: only the public one, with its counts, and the canonical address.
    for (const path of ['/checklists/public', '/checklists']) {
      const list = await get(`${path}?q=${marker}&sort=newest`);
      expect(list.statusCode, path).toBe(200);
      const text = textOf(list.body);
      expect(text).toContain(`${marker} Public &lt;bag&gt; &amp; more`);
      expect(text).toContain('2 categories, 3 items');
      expect(text).not.toContain('Unlisted family list');
      expect(text).not.toContain('Private notes');
      expect(list.body).toContain(`<link rel="canonical" href="${SITE_URL}/checklists/public" />`);
      expect(structuredDataOfType(crawl(list.body), 'CollectionPage')).toBeTruthy();
      // The app takes the list over at once (a visitor's filter change is no press), from the
      // visitor's first page, so it shows the same checklists without loading them again.
      expect(list.body).toContain('data-app-takeover="now"');
      expect(list.body).toMatch(/"kind":"checklists","query":"q=[^"]*&sort=newest"/);
    }
    const odd = await get('/checklists/public?topic=snacks&sort=loudest&park=%3Cscript%3E');
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>');

    // The sitemap: the public one only, and the index names the file.
    const sitemap = await get('/sitemaps/checklists.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`${SITE_URL}/checklist/${made.public.id}`);
    expect(sitemap.body).not.toContain(made.unlisted.id);
    expect(sitemap.body).not.toContain(made.private.id);
    expect((await get('/sitemap.xml')).body).toContain(`${SITE_URL}/sitemaps/checklists.xml`);

    // Made private: gone from the page, the list and the sitemap.
    await callAs(ctx(), 'PATCH', `/api/checklists/${made.public.id}`, owner, {
      visibility: 'private',
    });
    expect((await get(`/checklist/${made.public.id}`)).statusCode).toBe(404);
    expect(textOf((await get(`/checklists/public?q=${marker}`)).body)).not.toContain(marker);
    expect((await get('/sitemaps/checklists.xml')).body).not.toContain(made.public.id);
  });
});
