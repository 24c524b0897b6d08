import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startOwnServer, type OwnServer } from './own-server';

/**
 * Password recovery end to end: 'Forgot password?' → the emailed link → /auth/callback →
 * /reset-password → signed in with the new password.
 *
 * Without SMTP the server logs every mail with its link (at info level). The shared e2e server
 * logs warnings only, so this file starts its own server (same build, own temporary database)
 * and reads the link from that server's log.
 */

interface LoggedMail {
  to: string;
  kind: string;
  link: string;
}

const PASSWORD = 'Castle#Dream42';
const NEW_PASSWORD = 'Fresh#Fireworks77';

let server: OwnServer | undefined;
let origin = '';
const mails: LoggedMail[] = [];

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument first.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  server = await startOwnServer({
    name: 'recovery',
    env: {
      LOG_LEVEL: 'info',
      // Several reset mails a minute for the limit test (GoTrue's 60 s spacing is checked elsewhere).
      AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0',
    },
    onLine(line) {
      try {
        const entry = JSON.parse(line) as Partial<LoggedMail>;
        if (entry.link && entry.to && entry.kind) mails.push(entry as LoggedMail);
      } catch {
        // Not a JSON log line.
      }
    },
  });
  origin = server.origin;
});

test.afterAll(() => server?.stop());

async function createAccount() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const email = `reset-${id}@example.com`;
  const response = await fetch(`${origin}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: PASSWORD,
      data: { first_name: 'Belle', last_name: 'Reader', username: `reset_${id}` },
    }),
  });
  expect(response.ok, await response.text()).toBe(true);
  return email;
}

async function waitForMail(to: string, kind: string): Promise<LoggedMail> {
  let found: LoggedMail | undefined;
  await expect
    .poll(() => (found = mails.findLast((m) => m.to === to && m.kind === kind)), {
      message: `a ${kind} mail to ${to}`,
    })
    .toBeTruthy();
  return found!;
}

const toast = (page: Page) => page.locator('ol > li[data-state=open]');

async function requestReset(page: Page, email: string) {
  await page.getByRole('link', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  return dialog;
}

test('forgot password → email link → new password → signed in', async ({ page }) => {
  const email = await createAccount();
  await page.goto(`${origin}/`);
  await requestReset(page, email);
  await expect(toast(page)).toContainText('Check your email');
  await expect(toast(page)).toContainText("We've sent you a password reset link");

  const mail = await waitForMail(email, 'recovery');
  const redirect = new URL(mail.link).searchParams.get('redirect_to');
  expect(redirect).toBe(`${origin}/auth/callback?next=/reset-password`);

  // The link goes through the server's /verify and /auth/callback (a code exchange) first.
  await page.goto(mail.link);
  await expect(page).toHaveURL(`${origin}/reset-password`, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(`${NEW_PASSWORD}!`);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page)).toContainText('Password updated', { timeout: 10_000 });
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();

  // The new password works, the old one no longer does.
  const signIn = (password: string) =>
    fetch(`${origin}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  expect((await signIn(NEW_PASSWORD)).status).toBe(200);
  expect((await signIn(PASSWORD)).status).toBe(400);

  // The link works once: a second visit is explained, with a way to ask for a new one.
  const context = await page.context().browser()!.newContext();
  const again = await context.newPage();
  await again.goto(mail.link);
  await expect(again.getByText('Email link is invalid or has expired')).toBeVisible({
    timeout: 15_000,
  });
  await expect(again.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  await context.close();
});

test('three reset requests an hour, then the time to try again', async ({ page }) => {
  const email = await createAccount();
  await page.goto(`${origin}/`);
  const dialog = await requestReset(page, email);
  await expect(toast(page)).toContainText('Check your email');
  for (let i = 2; i <= 3; i += 1) {
    await dialog.getByRole('button', { name: 'Forgot password?' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page)).toContainText('Too Many Reset Requests');
  await expect(toast(page)).toContainText(/Please try again at \d{1,2}:\d{2}/);
});
