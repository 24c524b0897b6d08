import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { layoutShift } from './layout-shift';
import { createPostThroughApi } from './posts-api';
import { signUpInBrowser, signUpMember, uniqueName } from './session';

/** Whether the browser downloaded the auth client's chunk (only the members' app needs it). */
const scriptUrls = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );

test.describe('members’ pages rendered on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a post and its author’s profile are readable', async ({ page }) => {
      const author = await signUpMember(page.request, uniqueName('ssr_author_'), {
        first_name: 'Rita',
        last_name: 'Rivera',
      });
      const body = `Sunset cruise on the Seven Seas Lagoon ${uniqueName('')}`;
      const postId = await createPostThroughApi(page.request, author.token, { body });

      await page.goto(`/post/${postId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Post by ${author.username}`,
      );
      await expect(page.getByText(body)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`by @${author.username} \\| Magic Community$`));

      await page.getByRole('link', { name: author.username }).first().click();
      await expect(page).toHaveURL(`/profile/${author.id}`);
      await expect(page.getByRole('heading', { name: 'Rita Rivera' })).toBeVisible();
      await expect(page.getByText(body)).toBeVisible();
    });
  });

  test('a visitor reads the post without the app loading', async ({ page }) => {
    const author = await signUpMember(page.request, uniqueName('ssr_visit_'));
    const body = `Dole Whip float at Aloha Isle ${uniqueName('')}`;
    const postId = await createPostThroughApi(page.request, author.token, { body });

    await page.goto(`/post/${postId}`);
    await expect(page.getByText(body)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await scriptUrls(page)).some((url) => /auth-client/.test(url))).toBe(false);
    await expect(page.locator('#root[data-app-takeover]')).toHaveCount(1);
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('a visitor pressing one of the page’s buttons gets the app, and the press works', async ({
    page,
  }) => {
    const author = await signUpMember(page.request, uniqueName('ssr_listed_'));
    await page.goto(`/profile/${author.id}`);
    await expect(page.getByRole('heading', { name: author.username })).toBeVisible();
    await page.getByRole('button', { name: /followers/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('Followers');
  });

  test('a member’s app takes the post over without a jump, and likes and comments work', async ({
    page,
  }) => {
    const author = await signUpMember(page.request, uniqueName('ssr_poster_'));
    const body = `Fireworks from the Polynesian beach ${uniqueName('')}`;
    const postId = await createPostThroughApi(page.request, author.token, { body });
    await signUpInBrowser(page, uniqueName('ssr_reader_'));

    await page.goto(`/post/${postId}`);
    await expect(page.getByText(body)).toBeVisible();
    // The app has taken over: the members' header (search) and a working like button.
    await expect(page.getByRole('search').first()).toBeVisible();
    const like = page.getByRole('button', { name: 'Like (0 likes)' });
    await like.click();
    await expect(page.getByRole('button', { name: /\(1 like\)/ })).toBeVisible();
    await page.getByRole('textbox', { name: /comment/i }).fill('What a view!');
    await page.getByRole('button', { name: /^(Comment|Post comment|Reply)$/ }).click();
    await expect(page.getByText('What a view!')).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('a member opening a profile can follow from the taken-over page', async ({ page }) => {
    const author = await signUpMember(page.request, uniqueName('ssr_followed_'));
    await signUpInBrowser(page, uniqueName('ssr_follower_'));

    await page.goto(`/profile/${author.id}`);
    await expect(page.getByRole('heading', { name: author.username })).toBeVisible();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await expect(page.getByRole('button', { name: /^(Following|Unfollow)/ })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
  });

  test('a deleted post answers 410 with the not-found page', async ({ page }) => {
    const author = await signUpMember(page.request, uniqueName('ssr_deleter_'));
    const postId = await createPostThroughApi(page.request, author.token, { body: 'Soon gone' });
    const deleted = await page.request.delete(`/api/posts/${postId}`, {
      headers: { authorization: `Bearer ${author.token}` },
    });
    expect(deleted.status()).toBe(204);
    const response = await page.goto(`/post/${postId}`);
    expect(response?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'Post not found', level: 2 })).toBeVisible();
  });
});
