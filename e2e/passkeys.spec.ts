import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { NEW_MEMBER_PASSWORD, signUpInBrowser, signUpMember, uniqueName } from './session';
import { enrolTotpThroughApi, freshCode } from './totp';

/**
 * Passkeys in Chromium, with the browser's own virtual authenticator (DevTools protocol): add
 * one from the security settings, rename it, sign in with it, remove it; the settings pass axe
 * on a 360 px phone; a member with an authenticator app still gives the code after a passkey.
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
const passkeyList = (page: Page) => security(page).getByRole('list', { name: 'Your passkeys' });

/** A platform authenticator that holds discoverable credentials and always verifies the user. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

async function openSignInDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('link', { name: 'Sign In' }).click();
  const dialog = authDialog(page);
  await expect(dialog.getByLabel('Email')).toBeVisible(firstLoad);
  return dialog;
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  const dialog = await openSignInDialog(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');
}

async function openSecuritySettings(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Your profile' }).click();
  await expect(security(page).getByRole('heading', { name: 'Passkeys' })).toBeVisible(firstLoad);
}

async function addPasskey(page: Page): Promise<void> {
  await security(page).getByRole('button', { name: 'Add a passkey' }).click();
  await expect(toast(page)).toContainText('Passkey added');
  await expect(passkeyList(page).getByRole('listitem')).toHaveCount(1);
}

/** Refusals the tests cause on purpose show as console errors; nothing else may. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 4\d\d/.test(e));

test('add, rename, sign in with and remove a passkey', async ({ page, consoleErrors }) => {
  await addVirtualAuthenticator(page);
  const member = await signUpMember(page.request, uniqueName('passkey_'));
  const email = `${member.username}@example.com`;

  await signInWithPassword(page, email);
  await openSecuritySettings(page);
  await expect(security(page)).toContainText('No passkeys yet.');
  await addPasskey(page);
  await expect(passkeyList(page)).toContainText('Not used yet');

  // Rename by keyboard: the field takes focus, Enter saves, focus comes back to 'Rename'.
  const row = passkeyList(page).getByRole('listitem');
  await row.getByRole('button', { name: /^Rename / }).click();
  const nameField = row.getByLabel('Passkey name');
  await expect(nameField).toBeFocused();
  await nameField.fill('   ');
  await nameField.press('Enter');
  await expect(nameField).toHaveAccessibleDescription('Give your passkey a name');
  await nameField.fill('Castle laptop');
  await nameField.press('Enter');
  await expect(toast(page)).toContainText('Passkey renamed');
  await expect(row.getByRole('paragraph').first()).toHaveText('Castle laptop');
  await expect(row.getByRole('button', { name: 'Rename Castle laptop' })).toBeFocused();

  // Signed out, back in with the passkey alone.
  await security(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog).toBeHidden();
  await openSecuritySettings(page);
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(row).toContainText('Last used');

  // Removed (after a confirmation that names it), it no longer signs anyone in.
  await row.getByRole('button', { name: 'Remove Castle laptop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove “Castle laptop”?' });
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(toast(page)).toContainText('Passkey removed');
  await expect(security(page)).toContainText('No passkeys yet.');
  await security(page).getByRole('button', { name: 'Sign out', exact: true }).click();
  const again = await openSignInDialog(page);
  await again.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(again).toContainText('That passkey isn’t registered here.');
  await expect(again.getByLabel('Email')).toBeVisible();
  // The sign-in form with its passkey button and note passes axe and fits a 360 px phone.
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.setViewportSize({ width: 360, height: 740 });
  const fits = await again.evaluate(
    (el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= 360,
  );
  expect(fits).toBe(true);
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('the passkeys card passes axe and fits a 360 px phone', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await addVirtualAuthenticator(page);
  const member = await signUpInBrowser(page, uniqueName('passkeyaxe_'));
  await page.goto(`/profile/${member.id}`);
  await expect(security(page).getByRole('heading', { name: 'Passkeys' })).toBeVisible(firstLoad);
  await addPasskey(page);
  await expectNoAxeViolations(page, 'section[aria-labelledby="security-heading"]');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The rename form and the confirmation fit and pass too.
  await passkeyList(page)
    .getByRole('button', { name: /^Rename / })
    .click();
  await expect(passkeyList(page).getByLabel('Passkey name')).toBeFocused();
  await expectNoAxeViolations(page, 'section[aria-labelledby="security-heading"]');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await passkeyList(page)
    .getByRole('button', { name: /^Remove / })
    .click();
  await expect(page.getByRole('dialog', { name: /^Remove / })).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('a passkey sign-in still asks for the authenticator code', async ({ page, consoleErrors }) => {
  await addVirtualAuthenticator(page);
  const member = await signUpMember(page.request, uniqueName('passkeymfa_'));
  await signInWithPassword(page, `${member.username}@example.com`);
  await openSecuritySettings(page);
  await addPasskey(page);

  // An authenticator app turned on elsewhere (its verification ends the other sessions).
  const used = new Set<string>();
  const secret = await enrolTotpThroughApi(page.request, member.token, used);
  await page.evaluate(() => localStorage.removeItem('magic-community-auth'));

  const dialog = await openSignInDialog(page);
  await dialog.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(dialog.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await dialog.getByLabel('Authentication code').fill(freshCode(secret, used));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(toast(page)).toContainText('Successfully signed in!');
  await expect(dialog).toBeHidden();
  const aal = await page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('magic-community-auth')!).access_token as string;
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return (JSON.parse(atob(payload)) as { aal: string }).aal;
  });
  expect(aal).toBe('aal2');
  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('with passkeys off, neither the button nor the card shows', async ({ page }) => {
  // As the server answers with AUTH_PASSKEY_ENABLED=false.
  let answered = false;
  await page.route('**/auth/v1/settings', async (route) => {
    const settings = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...settings, passkeys_enabled: false } });
    answered = true;
  });
  const dialog = await openSignInDialog(page);
  await expect.poll(() => answered).toBe(true);
  await expect(dialog.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);

  const member = await signUpInBrowser(page, uniqueName('nopasskey_'));
  await page.goto(`/profile/${member.id}`);
  await expect(security(page).getByText('Two-factor authentication')).toBeVisible(firstLoad);
  await expect(security(page).getByRole('heading', { name: 'Passkeys' })).toHaveCount(0);
});
