import type { Page, Route } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';

/**
 * The visitors' home page: recent public highlights from the (demo) community with a skeleton
 * of the same size while they load, an empty state and a retryable error, plus the guides and
 * the join calls; no member code is loaded for it.
 */

const HIGHLIGHTS = '**/api/posts/highlights*';

const section = (page: Page) => page.getByRole('region', { name: 'Fresh from the community' });

test.describe('visitors’ home', () => {
  test('shows recent member highlights that lead to the post and its author', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    const answered = page.waitForResponse((r) => r.url().includes('/api/posts/highlights'));
    await page.goto('/');
    await waitForShell(page);
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(response.request().headers().authorization).toBeUndefined();

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
    // Visitors never download the member feed's code.
    expect(scripts.some((url) => /member-home/.test(url))).toBe(false);

    // A highlight opens its post.
    const name = await first.getAttribute('aria-label');
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/post\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('holds the space with a skeleton of the same size while highlights load', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(HIGHLIGHTS, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const loading = section(page).getByRole('status', { name: 'Loading community highlights' });
    await expect(loading).toBeVisible();
    const before = await section(page).boundingBox();
    release();
    await expect(section(page).getByRole('article')).toHaveCount(6);
    await expect(loading).toHaveCount(0);
    const after = await section(page).boundingBox();
    expect(Math.abs(after!.height - before!.height)).toBeLessThanOrEqual(2);
  });

  test('invites the first post when there is nothing yet, and retries after an error', async ({
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
    await page.goto('/');
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
