import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { NEW_MEMBER_PASSWORD, signUpMember, uniqueName, type NewMember } from './session';
import { recordToasts, toastsShown } from './toast-log';
import { enrolTotpThroughApi, freshCode } from './totp';

// A signed-in first load (auth client, member calls, realtime) can be slow on a busy machine.
test.describe.configure({ timeout: 90_000 });
const firstLoad = { timeout: 20_000 };
/**
 * A stored session that only used the password (aal1) of a member with an authenticator app:
 * `/api` answers 403 `insufficient_aal` and `/realtime` closes with 4011. The app asks for the
 * code (the auth dialog's code step) instead of showing a broken signed-in page.
 */

const AUTH_STORAGE_KEY = 'magic-community-auth';

const toast = (page: Page) => page.locator('ol > li[data-state=open]');
const composer = (page: Page) => page.getByRole('region', { name: 'Share a moment' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Authentication' });

/** Refusals of the aal1 token (and of its sign-out) are expected console errors here. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 40[13]/.test(e));

interface ProtectedMember extends NewMember {
  secret: string;
  used: Set<string>;
  /** A password-only session (aal1), as one stored before the app was turned on. */
  aal1Session: unknown;
}

async function memberWithAuthenticator(request: APIRequestContext): Promise<ProtectedMember> {
  const member = await signUpMember(request, uniqueName('stepup_'));
  const used = new Set<string>();
  const secret = await enrolTotpThroughApi(request, member.token, used);
  const signIn = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: `${member.username}@example.com`, password: NEW_MEMBER_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { ...member, secret, used, aal1Session: await signIn.json() };
}

async function storeSessionNow(page: Page, session: unknown): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
}

function storedAal(page: Page): Promise<string | null> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const token = (JSON.parse(raw) as { access_token: string }).access_token;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { aal: string }).aal;
  }, AUTH_STORAGE_KEY);
}

/** Joins of the page's `/realtime` sockets (the server said `ready`), counted. */
function countRealtimeJoins(page: Page): { count: number } {
  const joins = { count: 0 };
  page.on('websocket', (socket: WebSocket) => {
    if (!socket.url().endsWith('/realtime')) return;
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"ready"')) joins.count += 1;
    });
  });
  return joins;
}

async function expectCodePrompt(page: Page) {
  await expect(dialog(page).getByRole('heading', { name: 'Two-step verification' })).toBeVisible(
    firstLoad,
  );
  await expect(
    dialog(page).getByText(
      'Your account is protected with two-factor authentication. Enter the code from your authenticator app to continue.',
    ),
  ).toBeVisible();
  await expect(dialog(page).getByLabel('Authentication code')).toBeFocused();
}

test('a stored aal1 session gets the code prompt; the code shows the feed, live', async ({
  page,
  request,
  consoleErrors,
}) => {
  const member = await memberWithAuthenticator(request);
  await storeSessionNow(page, member.aal1Session);
  const joins = countRealtimeJoins(page);
  await page.goto('/feed');

  await expectCodePrompt(page);
  await expectNoAxeViolations(page, '[role=dialog]');
  expect(joins.count).toBe(0);

  await dialog(page).getByLabel('Authentication code').fill(freshCode(member.secret, member.used));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog(page)).toBeHidden();
  await expect(composer(page)).toBeVisible(firstLoad);
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
  expect(await storedAal(page)).toBe('aal2');

  // The realtime channel connects again with the aal2 token: a new follower shows at once.
  await expect.poll(() => joins.count, firstLoad).toBe(1);
  const fan = await signUpMember(request, uniqueName('stepup_fan_'));
  const follow = await request.put(`/api/profiles/${member.id}/follow`, {
    headers: { authorization: `Bearer ${fan.token}` },
  });
  expect(follow.ok(), await follow.text()).toBe(true);
  await expect(toast(page)).toContainText('New notification', firstLoad);
  await expect(page.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test.describe('dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the prompt passes axe; leaving it signs the half-finished session out quietly', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await recordToasts(page);
    const member = await memberWithAuthenticator(request);
    await storeSessionNow(page, member.aal1Session);
    await page.goto('/feed');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectCodePrompt(page);
    await expectNoAxeViolations(page, '[role=dialog]');

    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
    await expect(composer(page)).toHaveCount(0);
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY))
      .toBeNull();
    await page.waitForTimeout(1000);
    expect(await toastsShown(page)).toEqual([]);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});

test('a guide page asks an aal1 session for the code, as the app does', async ({
  page,
  request,
}) => {
  const member = await memberWithAuthenticator(request);
  await storeSessionNow(page, member.aal1Session);
  await page.goto('/disney-world-tips');
  await expectCodePrompt(page);
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  await dialog(page).getByLabel('Authentication code').fill(freshCode(member.secret, member.used));
  await dialog(page).getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible(firstLoad);
  expect(await storedAal(page)).toBe('aal2');
});
