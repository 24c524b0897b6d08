import { expect, test, waitForShell } from './fixtures';

test.describe('app shell for visitors', () => {
  test('home page shows header, anonymous navigation, Sign In and footer without console errors', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link')).toHaveText(['Activity', 'Reviews', 'Checklists']);
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', /\/auth/);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Magic Community home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(consoleErrors).toEqual([]);
  });

  test('the Disney Guides group lists its six guides', async ({ page }) => {
    // The visitor's home is server-rendered: its header's group is a disclosure (no script needed).
    await page.goto('/');
    await page.getByTitle('Disney Guides').click();
    const items = page.getByRole('navigation', { name: 'Main' }).locator('details[open] a');
    await expect(items).toHaveCount(6);
    const hrefs = await items.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs).toEqual([
      '/disney-world-tips',
      '/disney-photography',
      '/disney-trip-planning',
      '/disney-attractions',
      '/disney-restaurants',
      '/disney-events',
    ]);
    await items.filter({ hasText: 'Restaurants' }).click();
    await expect(page).toHaveURL(/\/disney-restaurants$/);
  });

  test("the app's Disney Guides menu loads when used, by keyboard and by pointer", async ({
    page,
  }) => {
    await page.goto('/support'); // a page the app renders in the browser
    await waitForShell(page);
    const trigger = page.getByTitle('Disney Guides');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    // From the keyboard, before its code is here: Enter opens it, the arrows reach the guides.
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem')).toHaveCount(6);
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[role="menuitem"]:focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();
    // By pointer.
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Restaurants' }).click();
    await expect(page).toHaveURL(/\/disney-restaurants$/);
  });

  test('footer has the four columns and exactly the spec links', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('community-driven platform', { exact: false })).toBeVisible();
    for (const name of ['Navigation', 'Disney Resources', 'Content Creators']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible();
    }
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
    expect(hrefs.sort()).toEqual(
      [
        '/about-us',
        '/activity',
        '/reviews',
        '/checklists/public',
        '/support',
        '/faq',
        '/privacy-policy',
        '/terms-of-service',
        '/disney-world-tips',
        '/disney-photography',
        '/disney-trip-planning',
        '/disney-attractions',
        '/disney-restaurants',
        '/disney-events',
        '/disney-world-reviews',
        '/disney-checklists',
        '/influencers',
        '/photographers',
        '/vloggers',
        '/trip-planners',
      ].sort(),
    );
  });

  test('footer links navigate within the app', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('scrolls to the top on every route change', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Support' }).click();
    await expect(page).toHaveURL(/\/support$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
