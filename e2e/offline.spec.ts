import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';
import { createPostThroughApi } from './posts-api';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Offline at the park (issue 16), in Chromium with the production service worker: a member's
 * checklist and feed, once seen, open without a network; an item ticked offline shows at once
 * with 'Saved on this device', stays ticked across a reload, and reaches the server when the
 * browser is back online. On a server of its own, so that going offline touches no other spec;
 * its contexts allow the service worker, which the other specs block (playwright.config.ts).
 */

const WAITING_OFFLINE = 'Saved on this device — will sync when you’re back online.';
const SYNCED = 'Back online — your ticks are saved.';
const FEED_OFFLINE = 'You’re offline — showing the feed as you last saw it.';
/** A first load in a fresh context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 30_000 };

let server: OwnServer;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  server = await startOwnServer({ name: 'offline' });
  api = await playwright.request.newContext({ baseURL: server.origin });
});

test.afterAll(async () => {
  await api?.dispose();
  server?.stop();
});

interface ChecklistFixture {
  id: string;
  items: { id: string; text: string }[];
}

/** A private checklist of `member`'s with one category and two items, through the API. */
async function createChecklist(member: NewMember, title: string): Promise<ChecklistFixture> {
  const headers = { authorization: `Bearer ${member.token}` };
  const created = await api.post('/api/checklists', { headers, data: { title } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const category = await api.post(`/api/checklists/${id}/categories`, {
    headers,
    data: { name: 'Park bag' },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const categoryId = ((await category.json()) as { categories: { id: string }[] }).categories[0]!
    .id;
  const items: ChecklistFixture['items'] = [];
  for (const text of ['Poncho', 'Sunscreen']) {
    const added = await api.post(`/api/checklists/${id}/items`, {
      headers,
      data: { categoryId, text },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const checklist = (await added.json()) as {
      categories: { items: { id: string; text: string }[] }[];
    };
    items.push(checklist.categories[0]!.items.find((item) => item.text === text)!);
  }
  return { id, items };
}

/** The items' ticks as the server has them now (a fresh request, not the page). */
async function storedTicks(member: NewMember, checklistId: string) {
  const response = await api.get(`/api/checklists/${checklistId}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const checklist = (await response.json()) as {
    categories: { items: { text: string; checked: boolean }[] }[];
  };
  return Object.fromEntries(
    checklist.categories.flatMap((c) => c.items).map((item) => [item.text, item.checked]),
  );
}

/**
 * Waits until the service worker controls the page, then loads it again: its requests go
 * through the worker, which keeps the answers.
 */
async function loadUnderServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), FIRST_LOAD)
    .toBe(true);
  await page.reload();
}

/** A page of `context` signed in as `member`, collecting its console errors. */
async function signedInPage(context: BrowserContext, member: NewMember, errors: string[]) {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await storeSession(page, member.session);
  return page;
}

test.describe('offline at the park', () => {
  test('a checklist ticked offline syncs when back online; the feed opens as last seen', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const member = await signUpMember(api, uniqueName('parkday_'));
    const title = uniqueName('Park day ');
    const checklist = await createChecklist(member, title);
    const postText = uniqueName('Fireworks from the hub ');
    await createPostThroughApi(api, member.token, { body: postText });

    const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'allow' });
    const errors: string[] = [];
    const page = await signedInPage(context, member, errors);

    // Online: the feed and the checklist are seen once, with the service worker in control,
    // which keeps their answers.
    await page.goto('/feed');
    await loadUnderServiceWorker(page);
    await expect(page.getByText(postText)).toBeVisible(FIRST_LOAD);
    await page.goto(`/checklist/${checklist.id}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('checkbox', { name: 'Poncho' })).not.toBeChecked();

    // Offline: the checklist page opens again from the device. Its title changed on the server
    // meanwhile (another device), so the old title shows that the device's copy answered.
    await context.setOffline(true);
    const newTitle = `${title} (renamed)`;
    const renamed = await api.patch(`/api/checklists/${checklist.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
      data: { title: newTitle },
    });
    expect(renamed.ok(), await renamed.text()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
    await page.getByRole('checkbox', { name: 'Poncho' }).check();
    await expect(page.getByRole('checkbox', { name: 'Poncho' })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: WAITING_OFFLINE })).toBeVisible();
    await expect(page.getByText('1 of 2 checked')).toBeVisible();
    expect(await storedTicks(member, checklist.id)).toEqual({ Poncho: false, Sunscreen: false });

    // A reload while still offline keeps the tick (the outbox is on the device).
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Poncho' })).toBeChecked(FIRST_LOAD);
    await expect(page.getByRole('status').filter({ hasText: WAITING_OFFLINE })).toBeVisible();

    // The feed as last seen, under the offline banner.
    await page.goto('/feed');
    await expect(page.getByRole('status').filter({ hasText: FEED_OFFLINE })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByText(postText)).toBeVisible();

    // Back online: the waiting tick is sent, and the server has it.
    await page.goto(`/checklist/${checklist.id}`);
    await expect(page.getByRole('checkbox', { name: 'Poncho' })).toBeChecked(FIRST_LOAD);
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: SYNCED })).toBeVisible();
    await expect
      .poll(() => storedTicks(member, checklist.id))
      .toEqual({ Poncho: true, Sunscreen: false });
    // The server's answer to the tick replaces the device's copy.
    await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    expect(
      await page.evaluate((key) => localStorage.getItem(key), `magic.checklist-ticks.${member.id}`),
    ).toBeNull();

    await context.close();
    // No error at all: the first load of the private checklist's page is a member's (the signed-in
    // hint), so the server answers it with the app shell and 200 rather than a visitor's 404.
    expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
  });

  test('a feed never seen shows the offline state, not an error', async ({ browser }) => {
    test.setTimeout(120_000);
    const member = await signUpMember(api, uniqueName('firstday_'));
    const context = await browser.newContext({ baseURL: server.origin, serviceWorkers: 'allow' });
    const errors: string[] = [];
    const page = await signedInPage(context, member, errors);
    await page.goto('/checklists');
    await loadUnderServiceWorker(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Checklists' })).toBeVisible(
      FIRST_LOAD,
    );

    await context.setOffline(true);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 2, name: 'You’re offline' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByText('We could not load these posts')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: FEED_OFFLINE })).toHaveCount(0);

    await context.close();
    expect(errors.filter((text) => !isOfflineNoise(text))).toEqual([]);
  });
});

/** What Chromium logs by itself for requests refused while offline. */
function isOfflineNoise(text: string): boolean {
  return /ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_/.test(text);
}
