import type { Page } from '@playwright/test';
import { DEMO_ADMIN_USERNAME } from '../server/db/seed/demo-data';
import { DEMO_PASSWORD, demoMemberEmail, demoMemberId } from '../server/db/seed/demo-seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { layoutShift } from './layout-shift';
import { signInAs } from './session';

/** A guide page (server-rendered, its header an island). */
const GUIDE = '/disney-world-tips';
const member = 'ropedrop_rita';
const memberItems = ['Activity', 'Reviews', 'Checklists', 'Likes', 'Groups', 'Events', 'Tips'];

/** The closing join call's first action (visitors: 'Join Community'). */
const closingAction = (page: Page) =>
  page.locator('section[aria-labelledby="join-call"]').getByRole('link').first();

/** Marks the document, to tell a document load (the mark is gone) from a route change. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { marked?: boolean }).marked = true));
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
}

test.describe('guide page header for visitors', () => {
  test('visitor navigation, the guides menu, and Sign In opening the dialog', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(GUIDE);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link')).toHaveText(['Activity', 'Reviews', 'Checklists']);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(closingAction(page)).toHaveText('Join Community');
    await expect(closingAction(page)).toHaveAttribute('href', '/auth');
    await page.waitForLoadState('networkidle');
    // Nothing but the page script until the visitor reaches for something.
    expect(scripts.filter((url) => /islands-|header-app-|auth-|react/.test(url))).toEqual([]);

    // The guides menu opens in place and links the six guides.
    await page.getByTitle('Disney Guides').click();
    const guideLinks = mainNav.locator('details[open] a');
    await expect(guideLinks).toHaveCount(6);
    expect(
      await guideLinks.evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
    ).toEqual([
      '/disney-world-tips',
      '/disney-photography',
      '/disney-trip-planning',
      '/disney-attractions',
      '/disney-restaurants',
      '/disney-events',
    ]);
    await expect(guideLinks.first()).toHaveAttribute('aria-current', 'page');
    await page.getByTitle('Disney Guides').click();

    // Sign In opens the auth dialog on the sign-in tab, here.
    const signIn = page.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toHaveAttribute('href', '/auth?tab=signin');
    await signIn.hover();
    await signIn.click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Sign In' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a click on Sign In before anything loaded still opens the dialog', async ({ page }) => {
    await page.goto('/disney-events');
    await page.getByRole('link', { name: 'Sign In' }).dispatchEvent('click', { button: 0 });
    await expect(page.getByRole('dialog', { name: 'Authentication' })).toBeVisible();
    await expect(page).toHaveURL(/\/disney-events$/);
  });

  test('signing in on a guide page turns the header and the join calls into the member’s', async ({
    page,
  }) => {
    await page.goto(GUIDE);
    await page.getByRole('link', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Authentication' });
    await dialog.getByLabel('Email').fill(demoMemberEmail(member));
    await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Successfully signed in!', { exact: true })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();
    await expect(closingAction(page)).toHaveText('Share a Tip');
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
  });
});

test.describe('guide page header for members', () => {
  test('the app’s header: navigation, search, bell with its list, avatar; join calls replaced', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    // What a visitor's closing call measures, to compare with the member's.
    const visitorContext = await browser.newContext();
    const visitorPage = await visitorContext.newPage();
    await visitorPage.goto(GUIDE);
    const visitorBox = await closingAction(visitorPage).boundingBox();
    await visitorContext.close();

    await signInAs(page, member);
    await page.goto(GUIDE);
    const mainNav = page.getByRole('navigation', { name: 'Main' });
    await expect(mainNav.getByRole('link')).toHaveText(memberItems);
    await expect(page.getByRole('link', { name: 'Your profile' })).toHaveAttribute(
      'href',
      `/profile/${demoMemberId(member)}`,
    );
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await expect(mainNav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    // At 1280 px the items' labels show beside their icons, and the search box's placeholder fits.
    for (const title of memberItems) {
      const label = mainNav.getByRole('link', { name: title }).locator('span');
      await expect(label).not.toHaveClass(/sr-only/);
    }
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'Search posts, people, groups...');
    const room = await box.evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const content =
        input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return content - context.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThanOrEqual(0);

    // The join calls offer a member's action in the same place, the same size.
    await expect(page.getByRole('link', { name: 'Join Community' })).toHaveCount(0);
    await expect(closingAction(page)).toHaveText('Share a Tip');
    await expect(closingAction(page)).toHaveAttribute('href', '/feed');
    const memberBox = await closingAction(page).boundingBox();
    expect(memberBox?.width).toBeCloseTo(visitorBox!.width, 0);
    expect(memberBox?.height).toBeCloseTo(visitorBox!.height, 0);
    await page.waitForLoadState('networkidle');
    expect(await layoutShift(page)).toBeLessThan(0.05);

    // The bell opens the member's unread list.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Notifications', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View all notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await page.keyboard.press('Escape');

    // Search leads to the search page (a document load: guide pages have no router).
    await markDocument(page);
    await box.fill('  Space Mountain ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Space%20Mountain$/);
    expect(await isSameDocument(page)).toBe(false);
    expect(consoleErrors).toEqual([]);
  });

  test('the member’s header has no axe violations, in both themes', async ({ page }) => {
    await signInAs(page, member);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(GUIDE);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
      await expect(closingAction(page)).toHaveText('Share a Tip');
      await expectNoAxeViolations(page);
    }
  });

  test('navigation links load the page they name', async ({ page }) => {
    await signInAs(page, member);
    await page.goto(GUIDE);
    const activity = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
      name: 'Activity',
    });
    await markDocument(page);
    await activity.click();
    await expect(page).toHaveURL(/\/activity$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
  });

  test('admins see the Admin link', async ({ page }) => {
    await signInAs(page, DEMO_ADMIN_USERNAME);
    await page.goto('/disney-restaurants');
    const admin = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' });
    await expect(admin).toHaveAttribute('href', '/admin');
    await admin.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  });
});

test.describe('guide page header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('members get the side menu with search, without Likes', async ({ page }) => {
    await signInAs(page, member);
    await page.goto(GUIDE);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(
      memberItems.filter((title) => title !== 'Likes'),
    );
    const box = menu.getByRole('searchbox', { name: 'Search' });
    await box.fill('dole whip');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dole%20whip$/);
  });

  test('visitors have no side menu and no search, but Sign In opens the dialog', async ({
    page,
  }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page.getByRole('dialog', { name: 'Authentication' })).toBeVisible();
  });
});
