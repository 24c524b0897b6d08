import { expect, it } from 'vitest';
import { activityPageTitle } from '../../../common/features/activity/activity-page-title';
import {
  ACTIVITY_FUTURE_DATE_MESSAGE,
  ACTIVITY_INVALID_DATE_MESSAGE,
  ACTIVITY_PAGE_DESCRIPTION,
} from '../../../common/features/activity/activity-texts';
import { PAGE_DATA_ELEMENT_ID } from '../../../common/features/pages/page-data';
import { escapeHtml } from '../../lib/html-document';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { metaContent, structuredDataBlocks } from '../../test/crawler';
import { createPostAs } from '../../test/factories';
import { createMember } from '../../test/sign-in';

const SITE_URL = testConfig().siteUrl;

/**
 * `/activity` and `/activity/{date}` rendered on the server: the day as a visitor reads it, with
 * what a crawler reads, the same page for members (their own day comes with the app), and a
 * `noindex` 404 for a day that is not one.
 */
describeEachDatabase('activity pages (server-rendered)', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it("renders today's public posts with the page's tags, and nothing of the member asking", async () => {
    const author = await createMember(ctx().db, { username: 'monorail_mo' });
    await createPostAs(ctx(), author, { body: 'Rope drop at Magic Kingdom was calm today' });
    const removed = await createPostAs(ctx(), author, { body: 'A post soon deleted' });
    const deleted = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/posts/${removed.id}`,
      headers: author.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const viewer = await createMember(ctx().db, { username: 'viewer_val' });

    const res = await get('/activity', viewer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(`<title>${activityPageTitle(null)} | Magic Community</title>`);
    expect(metaContent(html, 'name', 'description')).toBe(escapeHtml(ACTIVITY_PAGE_DESCRIPTION));
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/activity" />`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE_URL}/og/site.png`);
    expect(metaContent(html, 'name', 'robots')).toMatch(/^index, follow/);
    const types = structuredDataBlocks(html).map((block) => block['@type']);
    expect(types.sort()).toEqual(['CollectionPage', 'Organization']);

    // The day itself, in a root the members' app takes over, with the data it was built from.
    expect(html).toMatch(/<div id="root" data-app-takeover="">/);
    expect(html).toContain('Rope drop at Magic Kingdom was calm today');
    expect(html).toContain(`href="/profile/${author.id}"`);
    expect(html).not.toContain('A post soon deleted');
    expect(html).toContain(`<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`);
    // Read as a visitor: nothing of the member who asked (their own day is the app's to show;
    // they are listed only as one of the day's new members, as everyone sees).
    expect(html).toContain('"mine":null');
    expect(html).not.toContain(viewer.sessionId);
  });

  it('names a past day in its title and canonical URL', async () => {
    const today = ((await get('/api/activity')).json() as { date: string }).date;
    const res = await get(`/activity/${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${activityPageTitle(today)} | Magic Community</title>`);
    expect(res.body).toContain(`<link rel="canonical" href="${SITE_URL}/activity/${today}" />`);
  });

  it('answers 404 noindex, without page data, for a day that is not one or has not come', async () => {
    for (const [path, message] of [
      ['/activity/not-a-day', ACTIVITY_INVALID_DATE_MESSAGE],
      ['/activity/2025-02-30', ACTIVITY_INVALID_DATE_MESSAGE],
      ['/activity/2999-01-01', ACTIVITY_FUTURE_DATE_MESSAGE],
    ] as const) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(metaContent(res.body, 'name', 'robots')).toBe('noindex, follow');
      expect(res.body).toContain(escapeHtml(message));
      expect(res.body).toContain('Day not found');
      expect(res.body).not.toContain(`id="${PAGE_DATA_ELEMENT_ID}"`);
      expect(res.body).not.toContain('data-app-takeover');
    }
  });

  it('escapes what the address carries', async () => {
    const res = await get('/activity/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<script>alert(1)</script>');
  });
});
