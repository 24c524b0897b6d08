import { expect, test, waitForShell } from './fixtures';
import { signInAs } from './session';

test.describe('moving between pages while the next page’s code loads', () => {
  test('a slow page shows the progress bar, then the six-card placeholder, then itself', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, 'ropedrop_rita');
    await page.goto('/reviews');
    await waitForShell(page);
    const tipsLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tips' });
    // The app has taken the server's page over (visitors have no Tips link).
    await expect(tipsLink).toBeVisible();
    // The Tips page's code is held back until the test lets it go: more than a moment.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/tips-page-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tips' })
      .click();

    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByTestId('skeleton-card')).toHaveCount(6);
    // The page being left gave way to the placeholder while the code was still on its way.
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0);
    release();

    await expect(page).toHaveURL(/\/tips$/);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByTestId('skeleton-card')).toHaveCount(0);
    // Back: the page left shows again, not the placeholder that once stood in for it.
    await page.goBack();
    await expect(main.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(main.getByTestId('skeleton-card')).toHaveCount(0);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a page whose code came on hover shows at once, with no placeholder', async ({ page }) => {
    await signInAs(page, 'dole_whip_dan');
    await page.goto('/reviews');
    await waitForShell(page);
    const tipsLink = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Tips' });
    await expect(tipsLink).toBeVisible();
    const chunk = page.waitForResponse(/\/assets\/tips-page-[^/]+\.js$/);
    await tipsLink.hover();
    await chunk;
    let placeholderSeen = false;
    await page.exposeFunction('notePlaceholder', () => (placeholderSeen = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('main [data-testid="skeleton-card"]')) {
          void (window as unknown as { notePlaceholder: () => void }).notePlaceholder();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await tipsLink.click();
    await expect(page).toHaveURL(/\/tips$/);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(placeholderSeen).toBe(false);
  });
});
