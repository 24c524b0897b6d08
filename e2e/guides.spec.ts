import { allGuidePaths } from '../common/features/guides/guide-catalog';
import {
  defaultBudgetInput,
  estimateBudget,
  formatDollars,
  type BudgetInput,
} from '../web/features/guides/lib/budget-estimate';
import { expect, test } from './fixtures';
import { layoutShift } from './layout-shift';
import { signInAs, storedAccessToken } from './session';

test.describe('public guide pages', () => {
  test('every guide renders, hydrates without warnings and does not shift', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    for (const path of allGuidePaths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
      const joinCall = page.locator('section[aria-labelledby="join-call"]');
      await expect(joinCall.getByRole('link').first()).toHaveAttribute('href', '/auth');
      const related = page.getByRole('region', { name: /^Related (Disney )?Guides$/ });
      const relatedHrefs = await related
        .getByRole('link')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(relatedHrefs.length).toBeGreaterThan(0);
      expect(relatedHrefs.length).toBeLessThanOrEqual(6);
      expect(relatedHrefs).not.toContain(path);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), path).toBeLessThan(0.05);
    }
    // The first load brings the page script only: no React, router app, auth client or member
    // code (the islands, the budget calculator's included, wake up when a visitor reaches them).
    expect(scripts.some((url) => /\/assets\/page-/.test(url))).toBe(true);
    expect(scripts.filter((url) => /main-|auth-|profile|feed|header-app/.test(url))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('reads in full with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/disney-events');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Disney World Events 2024' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'View All Events' })).toHaveAttribute(
      'href',
      '/events',
    );
    const upcoming = page.getByRole('region', { name: 'Upcoming Disney Events' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(6);
    await expect(
      upcoming.getByRole('link', { name: 'EPCOT International Food & Wine Festival' }),
    ).toHaveAttribute('href', /^\/event\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('region', { name: 'Types of Disney Events' })).toBeVisible();
    await page.getByText('When do Disney holiday party tickets go on sale?').click();
    await expect(page.getByText('go on sale in spring and summer', { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join Community' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(page.getByRole('link', { name: 'Browse Events' })).toHaveAttribute(
      'href',
      '/events',
    );
    await context.close();
  });

  test('a most-reviewed card leads to its review page, which reads with JavaScript off', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/disney-world-reviews');
    const name = 'Star Wars: Rise of the Resistance';
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(/\/reviews\/star-wars-rise-of-the-resistance$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByTestId('subject-rating')).toContainText('Member rating');
    await expect(page.getByText('Typical wait')).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/reviews\/star-wars-rise-of-the-resistance$/,
    );
    await page.getByRole('link', { name: 'All reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('list', { name: 'Things to review' })).toBeVisible();
    await context.close();
  });

  test('the budget calculator works without signing in', async ({ page, consoleErrors }) => {
    await page.goto('/disney-world-budget-guide');
    const total = page.locator('[data-island="budget-calculator"] [aria-live] p').nth(1);
    const expectedTotal = (input: Partial<BudgetInput>) =>
      formatDollars(estimateBudget({ ...defaultBudgetInput, ...input }).total);
    // The server renders the default party's estimate; the island then follows every change.
    await expect(total).toHaveText(expectedTotal({}));
    await page.getByLabel('Adults (10+)').fill('4');
    await page.getByLabel('Hotel').selectOption('Deluxe');
    await expect(total).toHaveText(expectedTotal({ adults: 4, hotelTier: 'Deluxe' }));
    await page.getByLabel('Add Lightning Lane Multi Pass every park day').check();
    const withLightningLane = { adults: 4, hotelTier: 'Deluxe', hasLightningLane: true } as const;
    await expect(total).toHaveText(expectedTotal(withLightningLane));
    // A field can be cleared and retyped; out-of-range values are brought into range on leaving.
    const parkDays = page.getByLabel('Park days');
    await parkDays.fill('');
    await parkDays.pressSequentially('2');
    await expect(parkDays).toHaveValue('2');
    await expect(total).toHaveText(expectedTotal({ ...withLightningLane, parkDays: 2 }));
    await page.getByLabel('Nights').fill('1');
    await parkDays.fill('9');
    await parkDays.blur();
    await expect(parkDays).toHaveValue('2');
    await expect(total).toHaveText(expectedTotal({ ...withLightningLane, nights: 1, parkDays: 2 }));
    expect(consoleErrors).toEqual([]);
  });

  test('the FAQ opens in place and the guides menu links every guide', async ({ page }) => {
    await page.goto('/disney-world-tips');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await faq.locator('summary').first().click();
    await expect(faq.locator('details[open] p')).toBeVisible();
    // By keyboard: Enter opens the next question, Space closes it again.
    const second = faq.locator('summary').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(faq.locator('details').nth(1)).toHaveAttribute('open', '');
    await page.keyboard.press(' ');
    await expect(faq.locator('details').nth(1)).not.toHaveAttribute('open', '');
    await page.getByTitle('Disney Guides').click();
    await page.getByRole('link', { name: 'Restaurants', exact: true }).first().click();
    await expect(page).toHaveURL(/\/disney-restaurants$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a signed-in member sees their bell and avatar, and app links reach guides', async ({
    page,
  }) => {
    const { userId } = await signInAs(page, 'castlekeeper');
    await page.goto('/disney-attractions');
    await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      `/profile/${userId}`,
    );
    // The bell is there too, with the member's unread count; its list links their notifications.
    const accessToken = await storedAccessToken(page);
    const unread = await page.request.get('/api/notifications/unread-count', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    const { count } = (await unread.json()) as { count: number };
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(
      count > 0 ? `Notifications, ${count} unread` : 'Notifications',
    );
    await bell.click();
    await expect(page.getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await page.keyboard.press('Escape');
    // From the app (a page it renders in the browser), a guide link loads the server's page.
    await page.goto('/support');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Restaurants' }).click();
    await expect(page).toHaveURL(/\/disney-restaurants$/);
    await expect(page.getByRole('heading', { name: 'Dining Categories' })).toBeVisible();
  });
});
