import { DEMO_ADMIN_USERNAME } from '../server/db/seed/demo-data';
import { demoMemberId } from '../server/db/seed/demo-seed';
import { expect, test, waitForShell } from './fixtures';
import { signInAs } from './session';

const member = 'ropedrop_rita';
const memberId = demoMemberId(member);

test.describe('app shell for members', () => {
  test('desktop: all items but Home Base, search box, avatar to own profile, no Admin', async ({
    page,
    consoleErrors,
  }) => {
    await signInAs(page, member);
    await page.goto('/');
    await waitForShell(page);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link')).toHaveText([
      'Activity',
      'Reviews',
      'Checklists',
      'Likes',
      'Groups',
      'Events',
      'Tips',
    ]);
    await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      `/profile/${memberId}`,
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(mainNav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('admins also see Admin → /admin', async ({ page }) => {
    await signInAs(page, DEMO_ADMIN_USERNAME);
    await page.goto('/');
    const admin = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' });
    await expect(admin).toHaveAttribute('href', '/admin');
    await admin.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Counts' }).getByText('Open reports'),
    ).toBeVisible();
  });

  test('search: trimmed, encoded, box cleared, empty ignored', async ({ page }) => {
    await signInAs(page, member);
    await page.goto('/reviews');
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Search posts, people, groups...');
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/reviews$/);
    await box.fill('  Space Mountain & Tron ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Space%20Mountain%20%26%20Tron$/);
    await expect(box).toHaveValue('');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('members get the side menu with search, without Likes', async ({ page }) => {
    await signInAs(page, member);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    const mainNav = menu.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link')).toHaveText([
      'Activity',
      'Reviews',
      'Checklists',
      'Groups',
      'Events',
      'Tips',
    ]);
    const box = menu.getByRole('searchbox', { name: 'Search' });
    await box.fill('dole whip');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dole%20whip$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('visitors have no side menu and no search, but can sign in', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });
});
