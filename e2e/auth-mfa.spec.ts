import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { freshCode, totp } from './totp';

/**
 * Two-factor authentication (TOTP) from the profile's security settings, then a sign-in that
 * asks for the code. Codes are computed in the test (e2e/totp.ts).
 */

const PASSWORD = 'Castle#Dream42';

async function createAccount(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const fan = { email: `mfa-${id}@example.com`, username: `mfa_${id}` };
  const response = await request.post('/auth/v1/signup', {
    data: {
      email: fan.email,
      password: PASSWORD,
      data: { first_name: 'Mickey', last_name: 'Mouse', username: fan.username },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return fan;
}

const toast = (page: Page) => page.locator('ol > li[data-state=open]');

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Authentication' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  return dialog;
}

test('enrol an authenticator app, then sign in with a code', async ({ page, browser, request }) => {
  const fan = await createAccount(request);
  const used = new Set<string>();

  await signInWithPassword(page, fan.email);
  await expect(toast(page)).toContainText('Successfully signed in!');
  await page.getByRole('link', { name: 'Your profile' }).click();
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Security' }) });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up authenticator app' }).click();

  const qr = card.getByRole('img', { name: /QR code/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  // The QR code really renders (a broken data URL has no size).
  await expect
    .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const secret = (await card.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  const codeField = card.getByLabel('Enter the 6-digit code the app shows');
  await codeField.fill('12');
  await card.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(
    'Enter the 6-digit code from your authenticator app',
  );
  await codeField.fill(freshCode(secret, used));
  await card.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toast(page)).toContainText('Two-factor authentication is on');
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('list', { name: 'Authenticator apps' }).getByRole('listitem'),
  ).toHaveCount(1);

  // Another browser: the password alone is not enough any more.
  const context = await browser.newContext();
  const other = await context.newPage();
  const dialog = await signInWithPassword(other, fan.email);
  await expect(dialog.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await dialog.getByLabel('Authentication code').fill('000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(other)).toContainText('Invalid TOTP code entered');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(freshCode(secret, used));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(other)).toContainText('Successfully signed in!');
  await expect(dialog).toBeHidden();
  const aal = await other.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('magic-community-auth')!).access_token as string;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { aal: string }).aal;
  });
  expect(aal).toBe('aal2');

  // With the second factor used, the app can be removed again.
  await other.getByRole('link', { name: 'Your profile' }).click();
  await other.getByRole('button', { name: /^Remove Authenticator app/ }).click();
  await other.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(other)).toContainText('Authenticator removed');
  await expect(other.getByText('Off', { exact: true })).toBeVisible();
  await context.close();
});

test('leaving the code step signs the half-finished session out', async ({ page, request }) => {
  const fan = await createAccount(request);
  await signInWithPassword(page, fan.email);
  await page.getByRole('link', { name: 'Your profile' }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Enter the 6-digit code the app shows').fill(totp(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(toast(page)).toContainText('Two-factor authentication is on');

  await page.evaluate(() => localStorage.removeItem('magic-community-auth'));
  const dialog = await signInWithPassword(page, fan.email);
  await expect(dialog.getByLabel('Authentication code')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back to sign in' }).click();
  await expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('magic-community-auth')))
    .toBeNull();
});
