import { test as base, expect, type Page } from '@playwright/test';

/**
 * A page that fails the test on any console error or uncaught page error, so every e2e test
 * also checks that the page runs cleanly (CSP violations show up as console errors too).
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits for the app shell to be rendered (header and footer). */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
