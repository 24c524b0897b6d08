import { expect, test } from './fixtures';

/**
 * The app taking a server-rendered page over (`web/app/app-takeover.ts`): what a reader does
 * while the app loads is not lost. The page's own code is held back until the reader has typed
 * and pressed, so the takeover happens in between, every time.
 */
test('text typed and a press made before the app has taken the page over are kept', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/reviews-page-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/reviews', { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Attraction, restaurant, hotel or park' });
  // The server's search box and button: the app is not there yet.
  await box.fill('Space Mountain');
  await page.getByRole('button', { name: 'Search the catalogue' }).click();
  await expect(page).toHaveURL(/\/reviews$/);

  release();
  // The app took the text and the press: the search ran with it.
  await expect(page).toHaveURL(/[?&]q=Space(\+|%20)Mountain/);
  await expect(box).toHaveValue('Space Mountain');
  await expect(page.getByRole('link', { name: /Space Mountain/ }).first()).toBeVisible();
});
