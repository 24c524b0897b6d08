import type { BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createDeployment, type Deployment } from './pwa-deployment';
import { NEW_MEMBER_PASSWORD, uniqueName } from './session';

/**
 * The installable app on a deployment of its own (the other specs block service workers): the
 * worker installs and controls the page, visited guides open offline and unvisited pages show
 * the offline page, a new deployment brings the update card, and a member's cached answers go
 * at sign-out.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let deployment: Deployment;

test.beforeAll(async () => {
  deployment = await createDeployment('sw');
  await deployment.start();
});

test.afterAll(async () => {
  await deployment?.remove();
});

async function newContext(browser: import('@playwright/test').Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: deployment.origin, serviceWorkers: 'allow' });
}

/** Waits until the service worker controls the page (it claims pages on its first install). */
async function waitForControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** Whether the service worker's caches hold a copy of `url` (any cache). */
const isCached = (page: Page, url: string) =>
  page.evaluate(async (target) => (await caches.match(target)) !== undefined, url);

test('the service worker installs and controls the page; the manifest describes the app', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));

  await page.goto('/feed');
  await expect(page.getByRole('banner')).toBeVisible();
  await waitForControl(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
    `${deployment.origin}/sw.js`,
  );
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );

  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.headers()['content-type']).toContain('application/manifest+json');
  expect(answer.headers()['cache-control']).toBe('no-cache');
  const manifest = (await answer.json()) as {
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Magic Community',
    short_name: 'Magic',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#1e3a8a',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');

  // Guide pages link the manifest too (installable from any page).
  await page.goto('/disney-world-tips');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  expect(errors).toEqual([]);
  await context.close();
});

test('offline: a visited guide opens, an unvisited one shows the offline page, the app opens', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto('/disney-world-tips');
  await waitForControl(page);
  // Visited under the service worker: kept in 'guide-pages'.
  await page.goto('/disney-photography');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => isCached(page, '/disney-photography')).toBe(true);

  await context.setOffline(true);
  await page.goto('/disney-photography');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/photo/i);
  await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();

  const unvisited = await page.goto('/disney-world-hotels');
  expect(unvisited?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
  await expect(page.getByText("This page hasn't been saved for offline use yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectNoAxeViolations(page);

  // Back online, Try again loads the page the visitor asked for.
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/hotel/i);
  await context.setOffline(true);

  // The app's own pages open from the precached shell.
  await page.goto('/feed');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await context.setOffline(false);
  await context.close();
});

test('a member’s cached answers are cleared when they sign out', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const username = uniqueName('pwa_');
  const signup = await page.request.post('/auth/v1/signup', {
    data: { email: `${username}@example.com`, password: NEW_MEMBER_PASSWORD, data: { username } },
  });
  const member = (await signup.json()) as { user: { id: string } };
  await page.goto('/feed');
  await waitForControl(page);
  await page.evaluate(
    ([session]) => localStorage.setItem('magic-community-auth', session!),
    [JSON.stringify(await signup.json())],
  );
  await page.goto('/feed');
  await expect(page.getByRole('region', { name: 'Share a moment' })).toBeVisible({
    timeout: 20_000,
  });
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.open('member-api')).keys().then((k) => k.length)),
    )
    .toBeGreaterThan(0);

  await page.goto(`/profile/${member.user.id}`);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible({
    timeout: 20_000,
  });
  await expect.poll(() => page.evaluate(() => caches.has('member-api'))).toBe(false);
  await context.close();
});

test('a new deployment shows the update card; Later hides it, Update Now reloads into it', async ({
  browser,
}) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/feed');
  await waitForControl(page);
  const card = page.getByRole('region', { name: 'Update Available' });
  // The first install takes over without asking.
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(card).toHaveCount(0);

  deployment.deployNewServiceWorker('second');
  await page.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('A new version of Magic Community is ready to install.');
  const box = (await card.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(box.y + box.height).toBeLessThanOrEqual(740);
  await expectNoAxeViolations(page, 'section[aria-labelledby]');

  await card.getByRole('button', { name: 'Later' }).click();
  await expect(card).toHaveCount(0);

  // Still waiting on the next visit: offered again, and Update Now installs it.
  await page.reload();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Update Now' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForEvent('load');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(card).toHaveCount(0);
  const answeredBy = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller!.postMessage('which-deploy', [channel.port2]);
      }),
  );
  expect(answeredBy).toBe('second');
  await context.close();
});
