import { expect, test } from './fixtures';

test('window errors and unhandled rejections are reported as high/system', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const isErrorReport = (url: string, method: string) =>
    url.endsWith('/api/errors') && method === 'POST';

  const thrown = page.waitForRequest((r) => isErrorReport(r.url(), r.method()));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e window error');
    }),
  );
  const thrownBody = (await thrown).postDataJSON();
  expect(thrownBody).toMatchObject({
    message: 'e2e window error',
    severity: 'high',
    category: 'system',
  });
  expect(thrownBody.context.url).toMatch(/\/$/);

  const rejected = page.waitForRequest((r) => isErrorReport(r.url(), r.method()));
  const response = page.waitForResponse((r) => isErrorReport(r.url(), r.request().method()));
  await page.evaluate(() => {
    void Promise.reject(new Error('e2e rejection'));
  });
  expect((await rejected).postDataJSON()).toMatchObject({
    message: 'e2e rejection',
    severity: 'high',
    category: 'system',
  });
  expect((await response).status()).toBe(201);
  consoleErrors.length = 0; // the errors above were thrown on purpose
});
