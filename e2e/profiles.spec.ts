import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { usernameMessages } from '../common/features/auth/username-rules';
import { demoMemberId } from '../server/db/seed/demo-seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createReviewThroughApi } from './review-api';
import { signInAs, signUpInBrowser, signUpMember, uniqueName } from './session';

/** Each test uses its own demo members, so parallel tests never change each other's state. */
const follower = 'figment_fan';
const followed = 'safari_ana';
const editor = 'pirate_pete';
const renamer = 'grandma_joy';

/** The first paint of a page may take a while on a busy machine (the server and axe share it). */
const FIRST_LOAD = { timeout: 15_000 };

/** The visible toast (one at a time). */
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

/** Refused requests (a 404 profile, a 409 username) log a console error on purpose. */
const unexpectedErrors = (errors: string[]) =>
  errors.filter(
    (e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e),
  );

/** The number on a count button such as '12 followers'. */
async function countOf(page: Page, name: RegExp): Promise<number> {
  const text = await page.getByRole('button', { name }).innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('member profiles', () => {
  test('follow a member, see it in their followers, then unfollow', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // two page loads and two axe runs
    await signInAs(page, follower);
    await page.goto(`/profile/${demoMemberId(followed)}`);
    await expect(page.getByRole('heading', { level: 1, name: `@${followed}` })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('button', { name: 'Edit profile' })).toHaveCount(0);

    const toggle = page.getByRole('button', { name: /^Follow(ing)?$/ });
    // Start from "not following", whatever the demo data says.
    if ((await toggle.getAttribute('aria-pressed')) === 'true') {
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    }
    await expect(toggle).toHaveText('Follow');
    const before = await countOf(page, /followers?$/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toHaveText('Following');
    expect(await countOf(page, /followers?$/)).toBe(before + 1);

    // The server kept it.
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', FIRST_LOAD);
    await expect.poll(() => countOf(page, /followers?$/)).toBe(before + 1);
    await expectNoAxeViolations(page);

    // The followers list shows the new follower, with a link to their profile.
    await page.getByRole('button', { name: /followers?$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Followers' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: new RegExp(`@${follower}`) })).toHaveAttribute(
      'href',
      `/profile/${demoMemberId(follower)}`,
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(toggle).toHaveText('Follow');
    expect(await countOf(page, /followers?$/)).toBe(before);
    await page.reload();
    await expect(toggle).toHaveText('Follow', FIRST_LOAD);
    expect(consoleErrors).toEqual([]);
  });

  test('a refused follow rolls back, with an Error toast', async ({ page, consoleErrors }) => {
    const message = 'You have followed and unfollowed a lot of members. Please try again later.';
    await page.route('**/api/profiles/*/follow', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ status: 429, json: { error: { code: 'rate_limited', message } } });
    });
    await signInAs(page, 'snackquest_sam');
    await page.goto(`/profile/${demoMemberId('lightning_lou')}`);
    const toggle = page.getByRole('button', { name: /^Follow(ing)?$/ });
    await expect(toggle).toBeVisible(FIRST_LOAD);
    const wasFollowing = (await toggle.getAttribute('aria-pressed')) === 'true';
    const before = await countOf(page, /followers?$/);

    await toggle.click();
    // At once, before the server answers…
    await expect(toggle).toHaveAttribute('aria-pressed', String(!wasFollowing));
    expect(await countOf(page, /followers?$/)).toBe(before + (wasFollowing ? -1 : 1));
    // …then back, with the server's reason.
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText(message);
    await expect(toggle).toHaveAttribute('aria-pressed', String(wasFollowing));
    expect(await countOf(page, /followers?$/)).toBe(before);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('the followers list loads more as it scrolls', async ({ page, consoleErrors }) => {
    const member = (n: number) => ({
      id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      username: `fan_${n}`,
      avatar_url: null,
      first_name: `Fan`,
      last_name: `Number ${n}`,
      followedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 100 - n)).toISOString(),
      isFollowing: false,
    });
    const cursors: (string | null)[] = [];
    await page.route('**/api/profiles/*/followers*', async (route) => {
      const cursor = new URL(route.request().url()).searchParams.get('cursor');
      cursors.push(cursor);
      const page1 = {
        items: Array.from({ length: 20 }, (_, i) => member(i + 1)),
        nextCursor: 'p2',
      };
      const page2 = {
        items: Array.from({ length: 5 }, (_, i) => member(i + 21)),
        nextCursor: null,
      };
      await route.fulfill({ json: cursor === 'p2' ? page2 : page1 });
    });
    await page.goto(`/profile/${demoMemberId(followed)}`);
    await page.getByRole('button', { name: /followers?$/ }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Followers' });
    const rows = dialog.getByRole('listitem');
    await expect(rows).toHaveCount(20);
    await rows.nth(19).scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(25);
    await expect(dialog.getByRole('link', { name: /@fan_25/ })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    expect(cursors).toEqual([null, 'p2']);
    expect(consoleErrors).toEqual([]);
  });

  test('edit your own profile with a new photo and see it after a reload', async ({
    page,
    consoleErrors,
  }) => {
    test.slow(); // an upload, two page loads and two axe runs
    const { userId } = await signInAs(page, editor);
    await page.goto(`/profile/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name: `@${editor}` })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    await expect(dialog).toBeVisible();
    const bio = `Pirates first, then a Dole Whip. Edited ${Date.now()}.`;
    await dialog.getByLabel('Bio').fill(bio);
    await expect(dialog.getByText(`${bio.length} / 500 characters`)).toBeVisible();
    await dialog.getByLabel('Home park').selectOption('EPCOT');
    await dialog
      .getByRole('textbox', { name: 'Favourite attractions' })
      .fill('Pirates of the Caribbean');
    await dialog.getByRole('textbox', { name: 'Favourite attractions' }).press('Enter');
    await expect(
      dialog.getByRole('button', { name: 'Remove Pirates of the Caribbean' }),
    ).toBeVisible();
    const png = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 40, g: 80, b: 200 } },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Choose a profile photo')
      .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
    await expect(dialog.locator('#profile-avatar-hint')).toHaveText(
      'Photo uploaded. Save to use it.',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();

    await expect(toast(page)).toContainText('Profile updated');
    await expect(dialog).toBeHidden();
    const header = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText(bio)).toBeVisible();
    await expect(header.getByText('EPCOT', { exact: true })).toBeVisible();
    await expect(header.getByText('Pirates of the Caribbean', { exact: true })).toBeVisible();
    await expect(header.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    // The site header's avatar follows.
    await expect(page.getByRole('link', { name: 'Your profile' }).locator('img')).toHaveAttribute(
      'src',
      /^\/uploads\/.+\.webp$/,
    );

    await page.reload();
    await expect(header.getByText(bio)).toBeVisible(FIRST_LOAD);
    await expect(header.getByText('EPCOT', { exact: true })).toBeVisible();
    await expect(header.getByText('Pirates of the Caribbean', { exact: true })).toBeVisible();
    await expect(header.locator('img')).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);

    // Removing the photo brings the initial back.
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await dialog.getByRole('button', { name: 'Remove photo' }).click();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(header.locator('img')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Your profile' }).locator('img')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('a username breaking the rule or already taken is shown on the field', async ({
    page,
    consoleErrors,
  }) => {
    const { userId } = await signInAs(page, renamer);
    await page.goto(`/profile/${userId}`);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    const username = dialog.getByLabel('Username');
    const save = dialog.getByRole('button', { name: 'Save changes' });

    await username.fill('ab');
    await save.click();
    await expect(dialog.getByText(usernameMessages.length, { exact: true })).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(username).toBeFocused();

    await username.fill('Admin');
    await expect(dialog.getByText(usernameMessages.reserved, { exact: true })).toBeVisible();
    await username.fill('no spaces');
    await expect(dialog.getByText(usernameMessages.characters, { exact: true })).toBeVisible();

    // Taken: the server's 409, shown on the field.
    await username.fill('castlekeeper');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await save.click();
    await expect(dialog.getByText(usernameMessages.taken, { exact: true })).toBeVisible();
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `@${renamer}` })).toBeVisible();
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('visitors see the profile and a Sign In to follow link', async ({ page, consoleErrors }) => {
    await page.goto(`/profile/${demoMemberId(followed)}`);
    await expect(page.getByRole('heading', { level: 1, name: `@${followed}` })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
    const signIn = page.getByRole('link', { name: 'Sign In to follow' });
    await expect(signIn).toHaveAttribute('href', /^\/auth\?tab=signin/);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(signIn).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(page);
    await signIn.click();
    await expect(page.getByRole('dialog', { name: 'Authentication' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('the Reviews tab lists the member’s reviews; a member without any sees an invitation', async ({
    page,
    consoleErrors,
  }) => {
    const critic = await signUpInBrowser(page, uniqueName('profile_critic_'));
    const title = `Ghosts ${uniqueName('tab')}`;
    await createReviewThroughApi(page.request, critic.token, 'haunted-mansion', {
      stars: 4,
      title,
      body: 'Grim grinning ghosts all the way through, and a short queue at night.',
    });
    await page.goto(`/profile/${critic.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `@${critic.username}` })).toBeVisible(
      FIRST_LOAD,
    );
    // The app takes the server's page over as it loads; a press is tried until the tab answers.
    await expect(async () => {
      await page.getByRole('tab', { name: 'Reviews' }).click();
      await expect(page).toHaveURL(/\?tab=reviews$/, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const list = page.getByRole('list', { name: 'Member reviews' });
    const card = list.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('Rated 4 out of 5')).toBeAttached();
    await expect(card.getByRole('link', { name: 'Haunted Mansion' })).toHaveAttribute(
      'href',
      '/reviews/haunted-mansion',
    );
    await expectNoAxeViolations(page);
    // The tab is kept in the address.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(card).toBeVisible();

    // A member without reviews.
    const quiet = await signUpMember(page.request, uniqueName('profile_quiet_'));
    await page.goto(`/profile/${quiet.id}?tab=reviews`);
    await expect(page.getByRole('tab', { name: 'Reviews', selected: true })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(page.getByRole('heading', { name: 'No reviews yet' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown profile id shows Profile not found', async ({ page, consoleErrors }) => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-member']) {
      await page.goto(`/profile/${id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Profile not found' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
    }
    await expectNoAxeViolations(page);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });
});
