import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForShell } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { signUpInBrowser, signUpMember, uniqueName, type NewMember } from './session';

/**
 * Issue 12's social pieces: a new member's empty feed says 'Welcome' and suggests members to
 * follow (one click, their posts then fill the feed); 'Likes' in the navigation opens the posts
 * the member liked.
 */

/** A park few other specs' members call home, so the member made here ranks near the top. */
const PARK = 'Typhoon Lagoon';

async function setHomePark(request: APIRequestContext, member: NewMember): Promise<void> {
  const response = await request.patch('/api/profiles/me', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { home_park: PARK },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * A member worth suggesting to a newcomer who loves the same park: posted this week, two
 * followers, the same home park. Returns the member and their newest post's text.
 */
async function makeSuggestedMember(request: APIRequestContext) {
  const name = { first_name: 'Sunny', last_name: uniqueName('Splash') };
  const star = await signUpMember(request, uniqueName('splash_'), name);
  await setHomePark(request, star);
  for (let n = 0; n < 2; n += 1) {
    const fan = await signUpMember(request, uniqueName('fan_'));
    const follow = await request.put(`/api/profiles/${star.id}/follow`, {
      headers: { authorization: `Bearer ${fan.token}` },
    });
    expect(follow.status()).toBe(200);
  }
  const marker = `Crush 'n' Gusher at opening ${uniqueName('')}`;
  await createPostThroughApi(request, star.token, { body: 'Wave pool warm-up', park: PARK });
  await createPostThroughApi(request, star.token, { body: marker, park: PARK });
  return { star, displayName: `${name.first_name} ${name.last_name}`, marker };
}

/** A newcomer with that home park, signed in in the page. */
async function signUpNewcomer(page: Page): Promise<NewMember> {
  const newcomer = await signUpInBrowser(page, uniqueName('newbie_'), {
    first_name: 'Nora',
    last_name: 'Newbie',
  });
  await setHomePark(page.request, newcomer);
  return newcomer;
}

const themeClass = (theme: 'light' | 'dark') => (theme === 'dark' ? /dark/ : /^(?!.*dark)/);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`likes and the welcome feed (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test('a new member is welcomed, follows a suggestion, sees their posts, likes one and finds it under Likes', async ({
      page,
      consoleErrors,
    }) => {
      test.slow(); // several sign-ups, two pages, four axe runs
      const { displayName, marker } = await makeSuggestedMember(page.request);
      await signUpNewcomer(page);

      // The empty Likes page first.
      await page.goto('/likes');
      await expect(page.locator('html')).toHaveClass(themeClass(theme));
      await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'No liked posts yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Explore the community' })).toHaveAttribute(
        'href',
        '/activity',
      );
      await expectNoAxeViolations(page);

      // The feed: 'Welcome' and members to follow, with why.
      await page.goto('/feed');
      await waitForShell(page);
      await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
      const suggestions = page.getByRole('list', { name: 'Members to follow' });
      const row = suggestions.getByTestId('member-suggestion').filter({ hasText: displayName });
      await expect(row).toBeVisible();
      await expect(row.getByRole('list', { name: `Why ${displayName} is suggested` })).toHaveText(
        /Also loves Typhoon Lagoon.*Active this week.*Popular/s,
      );
      await expect(row).toContainText('2 followers');
      await expectNoAxeViolations(page);

      // One click follows, at once; the feed then holds their posts.
      const followed = page.waitForResponse(
        (r) => r.url().endsWith('/follow') && r.request().method() === 'PUT',
      );
      await row.getByRole('button', { name: `Follow ${displayName}` }).click();
      const following = row.getByRole('button', { name: `Following ${displayName}` });
      await expect(following).toHaveAttribute('aria-pressed', 'true');
      expect((await followed).status()).toBe(200);
      await expect(row).toContainText('3 followers');
      const feed = page.getByRole('region', { name: 'Feed' });
      const card = feed.getByRole('article').filter({ hasText: marker });
      await expect(card).toBeVisible();
      await expect(feed.getByRole('article')).toHaveCount(2);
      // A short feed keeps the suggestions beside it, the followed member still marked.
      await expect(
        page.getByRole('region', { name: 'Members to follow' }).getByRole('button', {
          name: `Following ${displayName}`,
        }),
      ).toBeVisible();

      // Like the post, then open Likes from the navigation.
      await card.getByRole('button', { name: 'Like (0 likes)' }).click();
      await expect(card.getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const likesLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
        name: 'Likes',
      });
      await expect(likesLink).toHaveAttribute('href', '/likes');
      await likesLink.click();
      await expect(page).toHaveURL(/\/likes$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
      const liked = page.getByRole('region', { name: 'Liked posts' }).getByRole('article');
      await expect(liked).toHaveCount(1);
      await expect(liked.first()).toContainText(marker);
      await expect(liked.first().getByRole('button', { name: 'Like (1 like)' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the welcome and the Likes page fit without sideways scrolling', async ({
    page,
    consoleErrors,
  }) => {
    test.slow();
    const { star, displayName, marker } = await makeSuggestedMember(page.request);
    const newcomer = await signUpNewcomer(page);
    const noOverflow = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        'no horizontal scrolling',
      ).toBeLessThanOrEqual(360);

    await page.goto('/feed');
    await expect(page.getByRole('heading', { name: 'Welcome', exact: true })).toBeVisible();
    const row = page.getByTestId('member-suggestion').filter({ hasText: displayName });
    const follow = row.getByRole('button', { name: `Follow ${displayName}` });
    await expect(follow).toBeVisible();
    await noOverflow();
    await expectNoAxeViolations(page);
    const box = await follow.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // Liked through the API; on phones Likes is not in the menu (spec §6), so opened directly.
    const [post] = (
      (await (await page.request.get(`/api/profiles/${star.id}/posts?limit=1`)).json()) as {
        items: { id: string; body: string }[];
      }
    ).items;
    expect(post!.body).toBe(marker);
    const like = await page.request.put(`/api/posts/${post!.id}/like`, {
      headers: { authorization: `Bearer ${newcomer.token}` },
    });
    expect(like.status()).toBe(200);
    await page.goto('/likes');
    const liked = page.getByRole('region', { name: 'Liked posts' }).getByRole('article');
    await expect(liked).toHaveCount(1);
    await expect(liked.first()).toContainText(marker);
    await noOverflow();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
