import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { formatDay } from '../common/features/activity/activity-dates';
import { expect, test } from './fixtures';

/**
 * Issue 6's activity pages in Chromium: today's summary with a new post, browsing to the day
 * before and back (never past today), a member's own day, and the not-found page of days that
 * are not days or have not come yet.
 */

const AUTH_STORAGE_KEY = 'magic-community-auth';

/** Axe-core (WCAG 2.1 A and AA) finds nothing on the page. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/** A new member signed up through `/auth/v1`, signed in for the page; their access token. */
async function signUp(page: Page): Promise<{ token: string; username: string }> {
  const username = `daily_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post('/auth/v1/signup', {
    data: { email: `${username}@example.com`, password: 'Castle#Dream42', data: { username } },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as { access_token: string };
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
  return { token: session.access_token, username };
}

test('today’s activity shows a new post and the member’s own day; browse back and forth', async ({
  page,
  consoleErrors,
}) => {
  const { token, username } = await signUp(page);
  const body = `Evening at the lagoon ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: { body, park: 'EPCOT' },
  });
  expect(created.status()).toBe(201);
  const today = (await (await page.request.get('/api/activity')).json()) as {
    date: string;
    previousDate: string | null;
  };

  await page.goto('/activity');
  const days = page.getByRole('navigation', { name: 'Days' });
  await expect(days).toContainText(`Today, ${formatDay(today.date)}`);
  await expect(days.getByRole('link', { name: /^Next day/ })).toHaveCount(0);
  const newPosts = page.getByRole('region', { name: /New posts/ });
  await expect(newPosts.getByRole('article', { name: `Post by ${username}` })).toContainText(body);
  const own = page.getByRole('region', { name: 'Your day' });
  await expect(own.getByText('Posts', { exact: true })).toBeVisible();
  await expect(own.getByRole('article', { name: `Post by ${username}` })).toContainText(body);

  // The demo community posted days ago, so there is a day before today.
  expect(today.previousDate).not.toBeNull();
  await days.getByRole('link', { name: /^Previous day/ }).click();
  await expect(page).toHaveURL(`/activity/${today.previousDate}`);
  await expect(days).toContainText(formatDay(today.previousDate!));
  await expect(days).not.toContainText('Today');
  await days.getByRole('link', { name: /^Next day/ }).click();
  await expect(page).toHaveURL(`/activity/${today.date}`);
  await expect(days).toContainText(`Today, ${formatDay(today.date)}`);
  await expect(days.getByRole('link', { name: /^Next day/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a day that is not one, or is yet to come, gets a clear not-found page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/activity/2025-02-30');
  await expect(page.getByRole('heading', { name: 'Day not found' })).toBeVisible();
  await expect(page.getByText('There is no such day.')).toBeVisible();
  expect(consoleErrors).toEqual([]);

  await page.goto('/activity/2999-01-01');
  await expect(page.getByRole('heading', { name: 'Day not found' })).toBeVisible();
  await expect(page.getByText('That day has not happened yet')).toBeVisible();
  await page.getByRole('link', { name: 'See today’s activity' }).click();
  await expect(page).toHaveURL('/activity');
  await expect(page.getByRole('navigation', { name: 'Days' })).toContainText('Today, ');
  // The API answers the future day with a 404, which the browser logs.
  expect(consoleErrors).toEqual([
    'Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});

test('a day before the first post says so plainly', async ({ page }) => {
  await page.goto('/activity/2001-01-01');
  await expect(
    page.getByRole('heading', { name: 'Before the community’s first post' }),
  ).toBeVisible();
  await expect(page.getByText('Nothing had been posted yet on this day')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Days' }).getByRole('link', { name: /^Previous day/ }),
  ).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`activity page (${theme} theme)`, () => {
    test.use({ colorScheme: theme });
    test('has no axe violations, the member’s own day included', async ({ page }) => {
      const { token } = await signUp(page);
      const created = await page.request.post('/api/posts', {
        headers: { authorization: `Bearer ${token}` },
        data: { body: 'Morning stroll down Main Street' },
      });
      expect(created.status()).toBe(201);
      await page.goto('/activity');
      await expect(page.getByRole('region', { name: 'Your day' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/activity/2025-02-30');
      await expect(page.getByRole('heading', { name: 'Day not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
