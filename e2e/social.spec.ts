import type { Browser, Page, Response } from '@playwright/test';
import sharp from 'sharp';
import { expect, test, waitForShell } from './fixtures';
import { NEW_MEMBER_PASSWORD, signUpInBrowser, uniqueName } from './session';

/**
 * Issue 5's flow in Chromium: member A signs up through the UI and posts a photo; member B, in
 * another browser, follows A, likes the post and comments on it from the feed; A then sees the
 * like and the comment on the post in the feed and on A's profile.
 */

/** The visible toast (one at a time). */
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

/** A small photo made in the test: a gold sun over a blue sky. */
function makePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 120, height: 80, channels: 3, background: { r: 40, g: 70, b: 170 } },
  })
    .composite([
      {
        input: {
          create: { width: 24, height: 24, channels: 3, background: { r: 250, g: 200, b: 60 } },
        },
        top: 12,
        left: 80,
      },
    ])
    .jpeg()
    .toBuffer();
}

/** A page in a browser context of its own that records console and page errors. */
async function openMemberPage(browser: Browser): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** Resolves with the first response to `method` on a URL ending with `suffix`. */
function answerTo(page: Page, method: string, suffix: string | RegExp): Promise<Response> {
  return page.waitForResponse(
    (r) =>
      r.request().method() === method &&
      (typeof suffix === 'string'
        ? new URL(r.url()).pathname.endsWith(suffix)
        : suffix.test(new URL(r.url()).pathname)),
  );
}

test('sign up, post a photo; another member follows, likes and comments; it shows in the feed and on the profile', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const usernameA = uniqueName('castle_a_');
  const usernameB = uniqueName('parade_b_');
  const marker = `Sunrise over Cinderella Castle ${Date.now().toString(36)}`;
  const comment = 'That light is unreal. Which bridge were you on?';

  // Member A signs up through the form.
  const { page: a, errors: errorsA } = await openMemberPage(browser);
  await a.goto('/auth?tab=signup');
  await waitForShell(a);
  const signUp = a.getByRole('main');
  await signUp.getByLabel('First name').fill('Ava');
  await signUp.getByLabel('Last name').fill('Anders');
  await signUp.getByLabel('Username').fill(usernameA);
  await signUp.getByLabel('Email').fill(`${usernameA}@example.com`);
  await signUp.getByLabel('Password', { exact: true }).fill(NEW_MEMBER_PASSWORD);
  await signUp.getByLabel('Confirm password').fill(NEW_MEMBER_PASSWORD);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(toast(a)).toContainText('Account created successfully');
  // A has just joined: an empty feed, so 'Welcome' (not 'Welcome back').
  await expect(a.getByRole('heading', { level: 1, name: 'Welcome', exact: true })).toBeVisible();

  // A shares a post with a photo from the composer.
  const composer = a.getByRole('region', { name: 'Share a moment' });
  await composer.getByLabel('Add photos').setInputFiles({
    name: 'sunrise.jpg',
    mimeType: 'image/jpeg',
    buffer: await makePhoto(),
  });
  await expect(composer.getByText('1 of 10 photos ready')).toBeVisible();
  await composer.getByRole('textbox', { name: 'Post text' }).fill(marker);
  const created = answerTo(a, 'POST', '/api/posts');
  await composer.getByRole('button', { name: 'Post' }).click();
  const createdResponse = await created;
  expect(createdResponse.status()).toBe(201);
  const post = (await createdResponse.json()) as { id: string; author: { id: string } };
  const idA = post.author.id;
  await expect(toast(a)).toContainText('Post published');
  const cardOf = (page: Page) =>
    page.getByRole('article', { name: usernameA, exact: true }).filter({ hasText: marker }).first();
  await expect(cardOf(a).getByRole('img', { name: `Photo 1 of 1 by ${usernameA}` })).toBeVisible();

  // Member B, in another browser, follows A from A's profile.
  const { page: b, errors: errorsB } = await openMemberPage(browser);
  const { id: idB } = await signUpInBrowser(b, usernameB);
  await b.goto(`/profile/${idA}`);
  await expect(b.getByRole('heading', { level: 1, name: `@${usernameA}` })).toBeVisible();
  const followed = answerTo(b, 'PUT', `/api/profiles/${idA}/follow`);
  await b.getByRole('button', { name: 'Follow', exact: true }).click();
  expect((await followed).status()).toBe(200);
  await expect(b.getByRole('button', { name: 'Following', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // B's feed now holds A's post: B likes it and comments in place, without leaving the feed.
  await b.goto('/');
  const cardB = cardOf(b);
  await expect(cardB).toBeVisible();
  const liked = answerTo(b, 'PUT', `/api/posts/${post.id}/like`);
  await cardB.getByRole('button', { name: 'Like (0 likes)' }).click();
  expect((await liked).status()).toBe(200);
  await expect(cardB.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const toggleB = cardB.getByRole('button', { name: '0 comments' });
  await expect(toggleB).toHaveAttribute('aria-expanded', 'false');
  const loaded = answerTo(b, 'GET', `/api/posts/${post.id}/comments`);
  await toggleB.click();
  await loaded;
  const threadB = cardB.getByRole('region', { name: `Comments on the post by ${usernameA}` });
  await expect(threadB.getByText('No comments yet. Start the conversation.')).toBeVisible();
  await threadB.getByRole('textbox', { name: 'Add a comment' }).fill(comment);
  const commented = answerTo(b, 'POST', `/api/posts/${post.id}/comments`);
  await threadB.getByRole('button', { name: 'Comment', exact: true }).click();
  expect((await commented).status()).toBe(201);
  const commentB = threadB.getByRole('article', { name: `Comment by ${usernameB}` });
  await expect(commentB).toContainText(comment);
  await expect(commentB).not.toHaveAttribute('aria-busy');
  await expect(cardB.getByRole('button', { name: '1 comment' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(b).toHaveURL(/\/$/);

  // A sees B's like and comment on the post in the feed…
  const feedLoaded = answerTo(a, 'GET', '/api/feed');
  await a.reload();
  await feedLoaded;
  const cardA = cardOf(a);
  await expect(cardA.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await cardA.getByRole('button', { name: '1 comment' }).click();
  const threadA = cardA.getByRole('region', { name: `Comments on the post by ${usernameA}` });
  await expect(threadA.getByRole('article', { name: `Comment by ${usernameB}` })).toContainText(
    comment,
  );
  await expect(threadA.getByRole('link', { name: usernameB, exact: true })).toHaveAttribute(
    'href',
    `/profile/${idB}`,
  );

  // …and on A's own profile, where B is counted among the followers.
  await a.getByRole('link', { name: 'Your profile' }).click();
  await expect(a.getByRole('heading', { level: 1, name: `@${usernameA}` })).toBeVisible();
  await expect(a.getByRole('button', { name: '1 follower', exact: true })).toBeVisible();
  const profileCard = cardOf(a);
  await expect(profileCard.getByRole('button', { name: 'Like (1 like)' })).toBeVisible();
  await profileCard.getByRole('button', { name: '1 comment' }).click();
  await expect(
    profileCard
      .getByRole('region', { name: `Comments on the post by ${usernameA}` })
      .getByRole('article', { name: `Comment by ${usernameB}` }),
  ).toContainText(comment);

  // Addresses typed with the ids in capitals lead to the same pages.
  await a.goto(`/profile/${idA.toUpperCase()}`);
  await expect(a.getByRole('button', { name: 'Edit profile' })).toBeVisible();
  await expect(a.getByRole('heading', { name: 'Security', exact: true })).toBeVisible();
  await expect(a.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await a.goto(`/post/${post.id.toUpperCase()}`);
  await expect(a.getByRole('heading', { level: 1, name: `Post by ${usernameA}` })).toBeVisible();
  const ownLike = answerTo(a, 'PUT', `/api/posts/${post.id}/like`);
  await a.getByRole('button', { name: 'Like (1 like)' }).click();
  await expect(a.getByRole('button', { name: 'Like (2 likes)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect((await ownLike).status()).toBe(200);

  expect(errorsA).toEqual([]);
  expect(errorsB).toEqual([]);
  await a.context().close();
  await b.context().close();
});
