import type { Page } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { signUpInBrowser, uniqueName } from './session';

// A signed-in first load (auth client, member calls, realtime) can be slow on a busy machine.
test.describe.configure({ timeout: 90_000 });
const firstLoad = { timeout: 20_000 };
/**
 * Our CSP allows no eval (`script-src 'self'`). zod's JIT would probe `new Function` when its
 * schemas are created, which the browser reports even though zod catches it: the browser build
 * runs zod jitless, so signed-in pages (which load zod) stay clean.
 */

/** Records CSP violations before any script of the page runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** zod's JIT setting, shared through `globalThis` once zod has loaded (undefined before). */
const zodJitless = (page: Page) =>
  page.evaluate(
    () =>
      (globalThis as unknown as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig
        ?.jitless,
  );

test('signed-in pages that load zod raise no CSP violation or console error', async ({
  page,
  consoleErrors,
}) => {
  await recordViolations(page);
  const member = await signUpInBrowser(page, uniqueName('csp_'));

  await page.goto('/feed');
  await waitForShell(page);
  await expect(page.getByRole('region', { name: 'Share a moment' })).toBeVisible(firstLoad);
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);

  // Pages that parse with zod in the browser (the feed does not load it): the support form
  // and the profile editor.
  await page.goto('/support');
  await waitForShell(page);
  await expect.poll(() => zodJitless(page), firstLoad).toBe(true);
  await page.getByRole('button', { name: /send/i }).click();
  await page.goto(`/profile/${member.id}`);
  await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible(firstLoad);
  await page.waitForLoadState('networkidle');
  expect(await zodJitless(page)).toBe(true);
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
