import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

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

let server: ChildProcess | undefined;
let dataDir: string | undefined;
let origin = '';
const mails: LoggedMail[] = [];

test.describe.configure({ mode: 'serial' });

// eslint-disable-next-line no-empty-pattern -- Playwright wants the fixtures argument first.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(90_000);
  const port = 4201 + testInfo.parallelIndex;
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'magic-community-e2e-recovery-'));
  server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SITE_URL: origin,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      // Several reset mails a minute for the limit test (GoTrue's 60 s spacing is checked elsewhere).
      AUTH_EMAIL_MIN_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  let pending = '';
  server.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    output += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const entry = JSON.parse(line) as Partial<LoggedMail>;
        if (entry.link && entry.to && entry.kind) mails.push(entry as LoggedMail);
      } catch {
        // Not a JSON log line.
      }
    }
  });
  let lastProblem = '';
  for (let i = 0; i < 150 && server.exitCode === null; i += 1) {
    try {
      const health = await fetch(`${origin}/healthz`);
      if (health.ok) return;
      lastProblem = `healthz ${health.status}`;
    } catch (err) {
      lastProblem = String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`recovery test server did not start (${lastProblem}):\n${output.slice(-2000)}`);
});

test.afterAll(() => {
  server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

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
