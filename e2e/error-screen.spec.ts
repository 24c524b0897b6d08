import { expect, test } from './fixtures';

test('a page that fails to load shows the error screen, reports it, and Go Home recovers', async ({
  page,
  consoleErrors,
}) => {
  // A page of the app (not one the server renders), so the next one is loaded by the app.
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Break the code of one page, then navigate to it inside the app.
  await page.route(/\/assets\/activity-page-.*\.js$/, (route) => route.abort());
  const reported = page.waitForRequest(
    (request) => request.url().endsWith('/api/errors') && request.method() === 'POST',
  );
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Activity' })
    .click();

  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  const errorId = await page.getByTestId('error-id').innerText();
  expect(errorId).toMatch(/^ERR-/);
  const body = (await reported).postDataJSON();
  expect(body).toMatchObject({ id: errorId, severity: 'critical', category: 'system' });
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.getByRole('button', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0);
  consoleErrors.length = 0; // the aborted chunk logged errors on purpose
});

test('Try Again reloads the page', async ({ page, consoleErrors }) => {
  // From a page of the app, so that /reviews (rendered on the server) is loaded by the app.
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/reviews-page-.*\.js$/, (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
  await page.unroute(/\/assets\/reviews-page-.*\.js$/);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  consoleErrors.length = 0;
});
