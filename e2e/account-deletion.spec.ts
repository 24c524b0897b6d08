import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { NEW_MEMBER_PASSWORD, signUpInBrowser, storeSession, uniqueName } from './session';

/**
 * Issue 27's "Delete my account" in Chromium, on a 360 px wide phone and by keyboard: a member
 * deletes their account with their password and is signed out; their profile is gone for a
 * visitor; they sign in again, the banner says when it will be erased, they cancel and their
 * profile is back.
 */

const FIRST_LOAD = { timeout: 20_000 };

test('a member deletes their account, is signed out, signs in again and cancels', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await signUpInBrowser(page, uniqueName('leaver_'));
  const visitorSees = async () => (await page.request.get(`/api/profiles/${member.id}`)).status();
  expect(await visitorSees()).toBe(200);

  await page.goto(`/profile/${member.id}`);
  const section = page.locator('#delete-my-account');
  await expect(section.getByRole('heading', { name: 'Delete my account' })).toBeVisible(FIRST_LOAD);
  await expect(section).toContainText('After 30 days your account is deleted for good');
  await expectNoAxeViolations(page, '#delete-my-account');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // By keyboard: open the dialog, a wrong password first, then the right one.
  await section.getByRole('button', { name: 'Delete my account' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const password = dialog.getByLabel('Password');
  await expect(password).toBeVisible();
  await password.fill('not-my-password');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('That password is not right.');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, '[role="dialog"]');
  await password.fill(NEW_MEMBER_PASSWORD);
  await page.keyboard.press('Enter');

  // Signed out, on the home page; the profile is gone for a visitor.
  await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
  await expect(page.getByText('Your account is closed').first()).toBeVisible();
  expect(await visitorSees()).toBe(404);

  // Sign in again (not banned): the banner says when it will be erased.
  const signIn = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: `${member.username}@example.com`, password: NEW_MEMBER_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await storeSession(page, await signIn.json());
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Your account is being deleted' });
  await expect(banner).toBeVisible(FIRST_LOAD);
  await expect(banner).toContainText(/It will be erased on \w+/);
  await expectNoAxeViolations(page, 'main');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Cancel by keyboard: the banner goes, the profile is back for a visitor.
  await banner.getByRole('button', { name: 'Cancel deletion' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await visitorSees()).toBe(200);
  await page.goto(`/profile/${member.id}`);
  await expect(page.locator('#delete-my-account')).toBeVisible(FIRST_LOAD);
});
