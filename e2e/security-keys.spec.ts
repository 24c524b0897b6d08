import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { NEW_MEMBER_PASSWORD, signUpMember, storedAccessToken, uniqueName } from './session';
import { enrolTotpThroughApi, freshCode } from './totp';

/**
 * Security keys as the second step after the password, in Chromium with the browser's own
 * virtual authenticator (a USB key, DevTools protocol): add one from the security settings, be
 * asked for it after the password (the aal1 token is refused by `/api` meanwhile), use it, remove
 * it; with an authenticator app too, the step offers both; the card and the step pass axe and
 * fit a 360 px phone.
 */

// WebAuthn refuses IP addresses as relying parties: these tests use the server by its name
// (playwright.config.ts gives the server WEBAUTHN_RP_ID=localhost and this origin).
const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });
test.describe.configure({ timeout: 90_000 });

const firstLoad = { timeout: 20_000 };
const toast = (page: Page) => page.locator('ol > li[data-state=open]');
const authDialog = (page: Page) => page.getByRole('dialog', { name: 'Authentication' });
const security = (page: Page) => page.locator('section[aria-labelledby="security-heading"]');
const keyList = (page: Page) => security(page).getByRole('list', { name: 'Your security keys' });
const addKeyButton = (page: Page) =>
  security(page).getByRole('button', { name: 'Add a security key' });

/**
 * A roaming USB key (auth-js asks for a cross-platform authenticator) that keeps no discoverable
 * credentials, as the server's creation options discourage them.
 */
async function addVirtualSecurityKey(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'usb',
      hasResidentKey: false,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function signInWithPassword(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('Email')).toBeVisible(firstLoad);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  return dialog;
}

async function openSecuritySettings(page: Page, memberId: string): Promise<void> {
  await page.goto(`/profile/${memberId}`);
  await expect(security(page).getByRole('heading', { name: 'Security keys' })).toBeVisible(
    firstLoad,
  );
}

/** The stored session's `aal` and its newest `amr` method. */
async function storedAssurance(page: Page): Promise<{ aal: string; method: string }> {
  const token = await storedAccessToken(page);
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: { method: string }[];
  };
  return { aal: payload.aal, method: payload.amr[0]!.method };
}

async function profileStatus(page: Page): Promise<{ status: number; code?: string }> {
  const response = await page.request.get('/api/profiles/me', {
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status(), code: body.error?.code };
}

/** Whether the page scrolls sideways at 360 px. */
const fitsPhone = async (page: Page) =>
  (await page.evaluate(() => document.documentElement.scrollWidth)) <= 360;

/** Refusals the tests cause on purpose (the aal1 token) show as console errors; nothing else may. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 4\d\d/.test(e));

test('add a security key, finish a password sign-in with it, remove it', async ({
  page,
  consoleErrors,
}) => {
  await addVirtualSecurityKey(page);
  const member = await signUpMember(page.request, uniqueName('seckey_'));
  const email = `${member.username}@example.com`;
  await signInWithPassword(page, email);
  await expect(toast(page)).toContainText('Successfully signed in!');
  await openSecuritySettings(page, member.id);
  await expect(security(page)).toContainText('No security keys yet.');

  // Named by keyboard: the field takes focus with a default name, an empty one is refused.
  await addKeyButton(page).click();
  const nameField = security(page).getByLabel('Key name');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveValue('Security key');
  await nameField.fill('  ');
  await nameField.press('Enter');
  await expect(nameField).toHaveAccessibleDescription(/Give your security key a name/);
  await nameField.fill('Castle key');
  await nameField.press('Enter');
  await expect(toast(page)).toContainText('Security key added');
  await expect(keyList(page).getByRole('listitem')).toHaveCount(1);
  await expect(keyList(page)).toContainText('Castle key');
  await expect(addKeyButton(page)).toBeFocused();
  expect(await storedAssurance(page)).toEqual({ aal: 'aal2', method: 'mfa/webauthn' });

  // Signed out and back in with the password: the key is asked for, and until then `/api`
  // refuses the password-only (aal1) session.
  await security(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = await signInWithPassword(page, email);
  await expect(dialog.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(dialog.getByText('Use your security key to finish signing in.')).toBeVisible();
  const useKey = dialog.getByRole('button', { name: 'Use your security key' });
  await expect(useKey).toBeFocused();
  await expect(dialog.getByLabel('Authentication code')).toHaveCount(0);
  expect((await storedAssurance(page)).aal).toBe('aal1');
  expect(await profileStatus(page)).toEqual({ status: 403, code: 'insufficient_aal' });

  await useKey.click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog).toBeHidden();
  expect(await storedAssurance(page)).toEqual({ aal: 'aal2', method: 'mfa/webauthn' });
  expect((await profileStatus(page)).status).toBe(200);

  // Removed after a confirmation that names it (Escape keeps it); focus goes back to the card.
  await openSecuritySettings(page, member.id);
  const remove = keyList(page).getByRole('button', { name: 'Remove Castle key' });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Remove “Castle key”?' });
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await confirm.getByRole('button', { name: 'Remove security key' }).click();
  await expect(toast(page)).toContainText('Security key removed');
  await expect(security(page)).toContainText('No security keys yet.');
  await expect(addKeyButton(page)).toBeFocused();
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('with an app and a key the step offers both; card and step pass axe at 360 px', async ({
  page,
  consoleErrors,
}) => {
  await addVirtualSecurityKey(page);
  const member = await signUpMember(page.request, uniqueName('seckeyaxe_'));
  const email = `${member.username}@example.com`;
  const used = new Set<string>();
  const secret = await enrolTotpThroughApi(page.request, member.token, used);
  let dialog = await signInWithPassword(page, email);
  await dialog.getByLabel('Authentication code').fill(freshCode(secret, used));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');

  // The card with its name form open, then with the key, on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await openSecuritySettings(page, member.id);
  await addKeyButton(page).click();
  await expect(security(page).getByLabel('Key name')).toBeFocused();
  await expectNoAxeViolations(page, 'section[aria-labelledby="security-heading"]');
  expect(await fitsPhone(page)).toBe(true);
  await security(page).getByRole('button', { name: 'Add key' }).click();
  await expect(toast(page)).toContainText('Security key added');
  await expect(keyList(page)).toContainText('Security key');
  await expectNoAxeViolations(page, 'section[aria-labelledby="security-heading"]');
  expect(await fitsPhone(page)).toBe(true);

  // The step after the password offers the code and the key; the key finishes it.
  await security(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  dialog = await signInWithPassword(page, email);
  await expect(dialog.getByLabel('Authentication code')).toBeFocused();
  const useKey = dialog.getByRole('button', { name: 'Use your security key' });
  await expect(useKey).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  const fits = await dialog.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 360,
  );
  expect(fits).toBe(true);
  await useKey.click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog).toBeHidden();
  expect(await storedAssurance(page)).toEqual({ aal: 'aal2', method: 'mfa/webauthn' });
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});
