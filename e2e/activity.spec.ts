import { formatDay } from '../common/features/activity/activity-dates';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { createReviewThroughApi } from './review-api';
import { signUpInBrowser, uniqueName } from './session';

/**
 * Issue 6's activity pages in Chromium: today's summary with a new post, browsing to the day
 * before and back (never past today), a member's own day, and the not-found page of days that
 * are not days or have not come yet.
 */

test('today’s activity shows a new post and the member’s own day; browse back and forth', async ({
  page,
  consoleErrors,
}) => {
  const { token, username } = await signUpInBrowser(page, uniqueName('daily_'));
  const body = `Evening at the lagoon ${Date.now().toString(36)}`;
  await createPostThroughApi(page.request, token, { body, park: 'EPCOT' });
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

  // On a 360 px phone the member's day fits: nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(own).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});

test('today’s activity lists a new review, and the member’s own day counts it', async ({
  page,
  consoleErrors,
}) => {
  const { token, username } = await signUpInBrowser(page, uniqueName('daily_critic_'));
  const title = `Sunset cruise ${Date.now().toString(36)}`;
  await createReviewThroughApi(page.request, token, 'space-mountain', {
    stars: 3,
    title,
    body: 'Fine for a rainy afternoon, though the queue moved slowly before the fireworks.',
  });

  await page.goto('/activity');
  const newReviews = page.getByRole('region', { name: /New reviews/ });
  const card = newReviews.getByRole('article', { name: `Review of Space Mountain by ${username}` });
  await expect(card).toContainText(title);
  await expect(card.getByText('Rated 3 out of 5')).toBeAttached();
  await expect(card.getByRole('link', { name: 'Review of Space Mountain' })).toHaveAttribute(
    'href',
    '/reviews/space-mountain',
  );
  const own = page.getByRole('region', { name: 'Your day' });
  await expect(own.getByText('Reviews', { exact: true })).toBeVisible();
  await expect(
    own.getByRole('article', { name: `Review of Space Mountain by ${username}` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test('a day that is not one, or is yet to come, gets a clear not-found page', async ({
  page,
  consoleErrors,
}) => {
  // The server answers a missing day with its 404 page, whose status the browser logs.
  const notFoundLog =
    'Failed to load resource: the server responded with a status of 404 (Not Found)';
  await page.goto('/activity/2025-02-30');
  await expect(page.getByRole('heading', { name: 'Day not found' })).toBeVisible();
  await expect(page.getByText('There is no such day.')).toBeVisible();
  expect(consoleErrors).toEqual([notFoundLog]);
  consoleErrors.length = 0;

  await page.goto('/activity/2999-01-01');
  await expect(page.getByRole('heading', { name: 'Day not found' })).toBeVisible();
  await expect(page.getByText('That day has not happened yet')).toBeVisible();
  await page.getByRole('link', { name: 'See today’s activity' }).click();
  await expect(page).toHaveURL('/activity');
  await expect(page.getByRole('navigation', { name: 'Days' })).toContainText('Today, ');
  expect(consoleErrors).toEqual([notFoundLog]);
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
      const { token } = await signUpInBrowser(page, uniqueName('daily_'));
      await createPostThroughApi(page.request, token, { body: 'Morning stroll down Main Street' });
      await page.goto('/activity');
      await expect(page.getByRole('region', { name: 'Your day' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto('/activity/2025-02-30');
      await expect(page.getByRole('heading', { name: 'Day not found' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
