import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_ADMIN_USERNAME } from '../server/db/seed/demo-data';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { expect, test, waitForShell } from './fixtures';

/** Browser tests of the auth dialog and pages against the real `/auth/v1` (spec §2, §4, §8). */

const PASSWORD = 'Castle#Dream42';

function newFan() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    firstName: 'Minnie',
    lastName: 'Mouse',
    username: `fan_${id}`,
    email: `fan-${id}@example.com`,
  };
}

type Fan = ReturnType<typeof newFan>;

async function createAccount(request: APIRequestContext, fan: Fan) {
  const response = await request.post('/auth/v1/signup', {
    data: {
      email: fan.email,
      password: PASSWORD,
      data: { first_name: fan.firstName, last_name: fan.lastName, username: fan.username },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * The visible toast (only one is shown at a time). Found by CSS: while the modal dialog is open,
 * Radix hides the rest of the page from the accessibility tree (toasts are announced through
 * their own live region).
 */
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

/** The browser answers a refused request with a console error; those are expected here. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );

async function openDialog(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('auth dialog', () => {
  test('public pages load no auth code until Sign In is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto('/about');
    await waitForShell(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /auth-(client|dialog|panel)/.test(url))).toEqual([]);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Authentication' })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
    await expect.poll(() => scripts.some((url) => /auth-client/.test(url))).toBe(true);
  });

  test('sign up from the header, sign out, and sign in again', async ({ page, consoleErrors }) => {
    const fan = newFan();
    await page.goto('/');
    await waitForShell(page);
    const dialog = await openDialog(page);
    await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(dialog.getByRole('heading', { name: 'Create a Free Account' })).toBeVisible();

    // Every field is required; mismatched passwords are refused before any request.
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByText('First name is required', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('First name')).toBeFocused();
    await dialog.getByLabel('First name').fill(fan.firstName);
    await dialog.getByLabel('Last name').fill(fan.lastName);
    await dialog.getByLabel('Username').fill(fan.username);
    await dialog.getByLabel('Email').fill(fan.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await expect(dialog.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    await dialog.getByLabel('Confirm password').fill(`${PASSWORD}x`);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page)).toContainText('Passwords do not match');
    await dialog.getByLabel('Confirm password').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(toast(page)).toContainText('Success');
    await expect(toast(page)).toContainText('Account created successfully');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `@${fan.username}` })).toBeVisible();
    await expect(page.getByText(`${fan.firstName} ${fan.lastName}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    // The profile's 'Sign In to follow' can outlast the URL change for a moment: read the header.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('magic-community-auth'))).toBeNull();

    const again = await openDialog(page);
    // The email is normalised (trimmed, lower-cased) before sign-in.
    await again.getByLabel('Email').fill(`  ${fan.email.toUpperCase()} `);
    await again.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await again.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toHaveText(/Successfully signed in!/);
    await expect(again).toBeHidden();
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an invalid email is reported before anything is sent', async ({ page }) => {
    // Only sign-in calls count: the dialog may read /auth/v1/settings to list OAuth providers.
    const tokenRequests: string[] = [];
    page.on('request', (r) => r.url().includes('/auth/v1/token') && tokenRequests.push(r.url()));
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByLabel('Email').fill('mickey..mouse@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(toast(page)).toContainText('Invalid Email');
    await expect(toast(page)).toContainText('Invalid email pattern');
    await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(tokenRequests).toEqual([]);
  });

  test('five wrong passwords block sign-in until the window ends', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const fan = newFan();
    await createAccount(request, fan);
    await page.goto('/auth?tab=signin');
    const form = page.getByRole('main');
    const startedAt = Date.now();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await form.getByLabel('Email').fill(fan.email);
      await form.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
      const answer = page.waitForResponse((r) => r.url().includes('grant_type=password'));
      await form.getByRole('button', { name: 'Sign In', exact: true }).click();
      expect((await answer).status()).toBe(400);
      // Each of the five failures says what went wrong, the 5th too (spec §9).
      await expect(toast(page)).toContainText('Error');
      await expect(toast(page)).toContainText('Invalid login credentials');
    }
    const finishedAt = Date.now();
    // The 6th attempt meets the lockout, without a request.
    let sixth = 0;
    const countSixth = (r: { url(): string }) =>
      r.url().includes('grant_type=password') && (sixth += 1);
    page.on('request', countSixth);
    await form.getByLabel('Password', { exact: true }).fill('wrong-6');
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page)).toContainText('Too Many Attempts');
    page.off('request', countSixth);
    expect(sixth).toBe(0);
    const text = await toast(page).innerText();
    const shown = /Please try again at (.+)$/m.exec(text)?.[1]?.trim();
    // The window ends 15 minutes after the first failure, shown rounded up to the minute.
    const expected = await page.evaluate(
      ([from, to]) =>
        [from, to].map((t) =>
          new Date(Math.ceil((t! + 15 * 60_000) / 60_000) * 60_000).toLocaleTimeString(undefined, {
            hour: 'numeric',
            minute: '2-digit',
          }),
        ),
      [startedAt, finishedAt],
    );
    expect(expected).toContain(shown);

    // Even the right password waits now: nothing is sent until the window ends.
    let sent = 0;
    page.on('request', (r) => r.url().includes('grant_type=password') && (sent += 1));
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page)).toContainText(`Please try again at ${shown}`);
    expect(sent).toBe(0);

    // The server keeps its own count: without the browser's record it answers 429 with the time.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('magic-community-limits')) localStorage.removeItem(key);
      }
    });
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const refused = page.waitForResponse((r) => r.url().includes('grant_type=password'));
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    expect((await refused).status()).toBe(429);
    await expect(toast(page)).toContainText('Too Many Attempts');
    await expect(toast(page)).toContainText(/Please try again at \d{1,2}:\d{2}/);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('a suspended member who signs in is told why, until when, and how to appeal', async ({
    page,
    consoleErrors,
  }) => {
    const fan = newFan();
    await createAccount(page.request, fan);
    const signUp = await page.request.post('/auth/v1/token?grant_type=password', {
      data: { email: fan.email, password: PASSWORD },
    });
    const fanId = ((await signUp.json()) as { user: { id: string } }).user.id;
    const admin = await page.request.post('/auth/v1/token?grant_type=password', {
      data: { email: demoMemberEmail(DEMO_ADMIN_USERNAME), password: DEMO_PASSWORD },
    });
    const adminToken = ((await admin.json()) as { access_token: string }).access_token;
    const suspended = await page.request.post(`/api/admin/users/${fanId}/suspension`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { duration: '1w', reason: 'Selling park tickets in the feed' },
    });
    expect(suspended.status(), await suspended.text()).toBe(200);

    await page.goto('/auth?tab=signin');
    const form = page.getByRole('main');
    await form.getByLabel('Email').fill(fan.email);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page)).toContainText('Account suspended');
    await expect(toast(page)).toContainText('Reason: Selling park tickets in the feed');
    await expect(toast(page)).toContainText(/Your account is suspended until \w+ \d{1,2}, \d{4}\./);
    await expect(toast(page)).not.toContainText('User is banned');
    await toast(page).getByRole('link', { name: 'Appeal' }).click();
    await expect(page).toHaveURL(/\/support\?topic=account$/);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('the dialog and the /auth page pass axe, and fit a 360 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const dialog = await openDialog(page);
    const check = async (selector: string) => {
      const results = await new AxeBuilder({ page })
        .include(selector)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    };
    await check('[role=dialog]');
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await dialog.getByRole('tab', { name: 'Sign Up' }).click();
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await check('[role=dialog]');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await dialog.getByRole('tab', { name: 'Sign In' }).click();
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back to sign in' }).click();
    await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/auth?tab=signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await check('main');
    await page.goto('/reset-password');
    await expect(page.getByText('This reset link has expired')).toBeVisible();
    await check('main');
  });
});

test.describe('auth callback', () => {
  test('never leaves the site, and explains a bad link', async ({ page }) => {
    await page.goto('/auth/callback?next=//evil.example/steal');
    await expect(page).toHaveURL('/');
    await page.goto('/auth/callback?next=/%5Cevil.example');
    await expect(page).toHaveURL('/');
    await page.goto('/auth/callback?next=/about');
    await expect(page).toHaveURL('/about');

    await page.goto(
      '/auth/callback?next=/reset-password&error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    );
    await expect(page.getByText('Email link is invalid or has expired')).toBeVisible();
    await page.getByRole('button', { name: 'Request a new link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  });
});

test.describe('session events', () => {
  test("a session ended on the server → 'Session Expired' and signed out", async ({
    page,
    request,
  }) => {
    const fan = newFan();
    await createAccount(request, fan);
    await page.goto('/');
    const dialog = await openDialog(page);
    await dialog.getByLabel('Email').fill(fan.email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();

    // Every session of the member ends elsewhere while no page of the app is open (an open one
    // learns it from /realtime at once: e2e/session-ended.spec.ts); this browser's access token
    // then runs out, so the next start tries to refresh it.
    const accessToken = await page.evaluate(
      () => JSON.parse(localStorage.getItem('magic-community-auth')!).access_token as string,
    );
    await page.goto('/robots.txt');
    const logout = await request.post('/auth/v1/logout?scope=global', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(logout.status()).toBe(204);
    await page.evaluate(() => {
      const stored = JSON.parse(localStorage.getItem('magic-community-auth')!);
      stored.expires_at = Math.floor(Date.now() / 1000) - 10;
      localStorage.setItem('magic-community-auth', JSON.stringify(stored));
    });
    await page.goto('/');
    await expect(toast(page)).toContainText('Session Expired');
    await expect(toast(page)).toContainText('Your session has expired. Please sign in again.');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('magic-community-auth'))).toBeNull();
  });
});
