import type { Page, WebSocket } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';
import { signUpMember, uniqueName, type NewMember } from './session';
import { recordToasts, toastsShown } from './toast-log';

// A signed-in first load (auth client, member calls, realtime) can be slow on a busy machine.
test.describe.configure({ timeout: 90_000 });
const firstLoad = { timeout: 20_000 };
/**
 * A session that ends outside this browser (signed out everywhere from another device, password
 * changed): `/api` answers 401 and `/realtime` closes with 4003. The browser clears it and says
 * 'Session Expired' exactly once (spec §4, §8); a sign-out the member asked for says nothing.
 */

const AUTH_STORAGE_KEY = 'magic-community-auth';
const SESSION_EXPIRED = 'Session ExpiredYour session has expired. Please sign in again.';

const toast = (page: Page) => page.locator('ol > li[data-state=open]');
const composer = (page: Page) => page.getByRole('region', { name: 'Share a moment' });

/**
 * The browser reports refused calls (the 401s, the refused refresh, the sign-out of an ended
 * session) as console errors of its own; those are expected here.
 */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 4\d\d/.test(e));

/** Stores the session once (not on every load, so clearing it sticks). */
async function storeSessionNow(page: Page, session: unknown): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
}

/** Another device signs the member out everywhere: every session of theirs ends. */
async function signOutEverywhereElse(page: Page, member: NewMember): Promise<void> {
  const response = await page.request.post('/auth/v1/logout?scope=global', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.status()).toBe(204);
}

/** Resolves when the page's `/realtime` socket has joined (the server said `ready`). */
function realtimeJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket: WebSocket) => {
      if (!socket.url().endsWith('/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}

async function expectSignedOutAsVisitor(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible(
    firstLoad,
  );
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
}

/** One toast only: give a second one time to appear, then count. */
async function expectOneSessionExpiredToast(page: Page): Promise<void> {
  await expect(toast(page)).toHaveText(SESSION_EXPIRED, firstLoad);
  await page.waitForTimeout(1500);
  expect(await toastsShown(page)).toEqual([SESSION_EXPIRED]);
}

test.describe('a session ended elsewhere', () => {
  test('reloading /feed says Session Expired once and shows the visitor’s feed', async ({
    page,
    consoleErrors,
  }) => {
    await recordToasts(page);
    const member = await signUpMember(page.request, uniqueName('ended_'));
    await storeSessionNow(page, member.session);
    await page.goto('/feed');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible(firstLoad);
    await expect(composer(page)).toBeVisible(firstLoad);

    await page.goto('about:blank');
    await signOutEverywhereElse(page, member);
    await page.goto('/feed');
    await waitForShell(page);

    await expectOneSessionExpiredToast(page);
    await expectSignedOutAsVisitor(page);
    await expect(composer(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign in to see your feed' })).toBeVisible();
    await expect(page.getByText('You need to sign in to do that')).toHaveCount(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('an open page learns it from /realtime (4003) without a reload', async ({
    page,
    consoleErrors,
  }) => {
    await recordToasts(page);
    const member = await signUpMember(page.request, uniqueName('ended_rt_'));
    await storeSessionNow(page, member.session);
    const joined = realtimeJoined(page);
    await page.goto('/feed');
    await expect(composer(page)).toBeVisible(firstLoad);
    await joined;

    await signOutEverywhereElse(page, member);
    await expectOneSessionExpiredToast(page);
    await expectSignedOutAsVisitor(page);
    await expect(composer(page)).toHaveCount(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('a guide page clears the ended session too, with the same one toast', async ({
    page,
    consoleErrors,
  }) => {
    await recordToasts(page);
    const member = await signUpMember(page.request, uniqueName('ended_guide_'));
    await storeSessionNow(page, member.session);
    await page.goto('/disney-world-tips');
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible(firstLoad);

    await page.goto('about:blank');
    await signOutEverywhereElse(page, member);
    await page.goto('/disney-world-tips');

    await expectOneSessionExpiredToast(page);
    await expectSignedOutAsVisitor(page);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('signing out in another tab says nothing in this one', async ({ context, page }) => {
    await recordToasts(page);
    const member = await signUpMember(page.request, uniqueName('two_tabs_'));
    await storeSessionNow(page, member.session);
    const joined = realtimeJoined(page);
    await page.goto('/feed');
    await expect(composer(page)).toBeVisible(firstLoad);
    await joined;

    const other = await context.newPage();
    await other.goto(`/profile/${member.id}`);
    await other.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(other.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible(
      firstLoad,
    );

    await expectSignedOutAsVisitor(page);
    await expect(composer(page)).toHaveCount(0);
    await page.waitForTimeout(1500);
    expect(await toastsShown(page)).toEqual([]);
  });
});
