import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  catalogueCountClaim,
  type CatalogueCounts,
} from '../common/features/reviews/catalogue-counts';
import { expect, test, waitForShell } from './fixtures';

/**
 * The visitors' home page: rendered on the server with recent public highlights from the
 * (demo) community, the guides and the join calls, readable without JavaScript and loading no
 * member code. Inside the app (a visitor coming back to `/` from an app page) the same landing
 * loads its highlights with a skeleton of the same size, an empty state and a retryable error.
 */

const HIGHLIGHTS = '**/api/posts/highlights*';

const section = (page: Page) => page.getByRole('region', { name: 'Fresh from the community' });

/** The visitors' home inside the app: from an app page, through the header's logo. */
async function openHomeInApp(page: Page): Promise<void> {
  // A page the app renders in the browser (the support form), then the app's link home.
  await page.goto('/support');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Magic Community home' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** The landing's figures as the catalogue's counts make them ('100+ attractions'). */
async function catalogueFigures(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/catalogue/counts');
  expect(response.status()).toBe(200);
  const counts = (await response.json()) as CatalogueCounts;
  return [
    `${catalogueCountClaim(counts.attractions)} attractions`,
    `${catalogueCountClaim(counts.restaurants)} restaurants`,
  ];
}

test.describe('visitors’ home', () => {
  test('arrives as finished HTML with member highlights that lead to the post and its author', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await waitForShell(page);
    await expect(page).toHaveTitle('Magic Community');

    const cards = section(page).getByRole('article');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.getByRole('img', { name: /^Photo 1 of \d+ by / })).toBeVisible();
    await expect(first.getByText(/^\d+ likes?$/)).toHaveCount(1);
    await expect(first.getByText(/^\d+ comments?$/)).toHaveCount(1);
    const author = first.getByRole('link', { name: /^[A-Za-z0-9_-]+$/ });
    await expect(author).toHaveAttribute('href', /^\/profile\/[0-9a-f-]{36}$/);

    await expect(
      page.getByRole('heading', { level: 2, name: 'Disney World guides' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
      'href',
      '/auth?tab=signup',
    );
    // The highlights came with the page; visitors never download the app or the member feed.
    expect(apiCalls.filter((url) => url.includes('/api/posts/highlights'))).toEqual([]);
    expect(scripts.some((url) => /member-home|home-page/.test(url))).toBe(false);

    // A highlight opens its post.
    const name = await first.getAttribute('aria-label');
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('reads completely without JavaScript', async ({ browser, request }) => {
    const figures = await catalogueFigures(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: 'Plan smarter. Relive the magic. Share it with fans who get it.',
        }),
      ).toBeVisible();
      await expect(section(page).getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('link', { name: 'Start planning' })).toHaveAttribute(
        'href',
        '/disney-trip-planning',
      );
      await expect(page.getByRole('contentinfo')).toContainText('Disney Resources');
      // The figures are the catalogue's, counted in the database.
      for (const figure of figures) await expect(page.getByText(figure)).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('in the app, shows the catalogue’s figures from the database', async ({ page, request }) => {
    const figures = await catalogueFigures(request);
    await openHomeInApp(page);
    for (const figure of figures) await expect(page.getByText(figure)).toBeVisible();
  });

  test('in the app, holds the space with a skeleton of the same size while highlights load', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(HIGHLIGHTS, async (route: Route) => {
      await held;
      await route.continue();
    });
    await openHomeInApp(page);
    const loading = section(page).getByRole('status', { name: 'Loading community highlights' });
    await expect(loading).toBeVisible();
    const before = await section(page).boundingBox();
    release();
    await expect(section(page).getByRole('article')).toHaveCount(6);
    await expect(loading).toHaveCount(0);
    const after = await section(page).boundingBox();
    expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(2);
  });

  test('in the app, invites the first post when there is nothing yet, and retries after an error', async ({
    page,
    consoleErrors,
  }) => {
    let calls = 0;
    await page.route(HIGHLIGHTS, async (route: Route) => {
      calls += 1;
      if (calls <= 3) {
        await route.fulfill({
          status: 503,
          json: {
            error: {
              code: 'service_unavailable',
              message: 'Connection problem. Please check your internet connection and try again.',
            },
          },
        });
        return;
      }
      await route.fulfill({ json: { items: [], generatedAt: new Date().toISOString() } });
    });
    await openHomeInApp(page);
    // The query retries twice on its own, then says what happened and offers a retry.
    const alert = section(page).getByRole('alert');
    await expect(alert).toContainText('We could not load the latest moments', { timeout: 15_000 });
    await expect(alert).toContainText('Connection problem.');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(
      section(page).getByRole('heading', { name: 'No moments shared yet' }),
    ).toBeVisible();
    await expect(
      section(page).getByRole('link', { name: 'Share the first moment' }),
    ).toHaveAttribute('href', '/auth?tab=signup');
    expect(calls).toBe(4);
    expect(consoleErrors.filter((error) => !/status of 503/.test(error))).toEqual([]);
  });
});
