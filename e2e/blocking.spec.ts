import type { APIRequestContext, Page } from '@playwright/test';
import { blockTexts } from '../common/features/blocks/block-texts';
import { CONVERSATION_READ_ONLY_MESSAGE } from '../common/features/messages/message-limits';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { signUpInBrowser, signUpMember, uniqueName, type NewMember } from './session';

/**
 * Issue 12's block flow in Chromium: member A blocks B from B's profile menu (a confirmation
 * says what a block does); B's posts disappear for A (profile and feed), their conversation
 * turns read-only, A's blocked list shows B, and A unblocks from there.
 */

/** A page's first load on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** The visible toast (one at a time). */
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

async function asMember(request: APIRequestContext, member: NewMember, method: 'PUT', url: string) {
  const response = await request.fetch(url, {
    method,
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const themeClass = (theme: 'light' | 'dark') => (theme === 'dark' ? /dark/ : /^(?!.*dark)/);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`blocking (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test('a member blocks another from their profile, stops seeing their posts, and unblocks from the blocked list', async ({
      page,
    }) => {
      test.slow(); // two sign-ups, five pages, four axe runs
      const a = await signUpInBrowser(page, uniqueName('blocker_'), {
        first_name: 'Bea',
        last_name: 'Blocker',
      });
      const b = await signUpMember(page.request, uniqueName('loud_'), {
        first_name: 'Lou',
        last_name: 'Loud',
      });
      const marker = `Churro cart by the castle ${uniqueName('')}`;
      await createPostThroughApi(page.request, b.token, { body: marker });
      await asMember(page.request, a, 'PUT', `/api/profiles/${b.id}/follow`);
      const message = await page.request.post('/api/conversations', {
        headers: { authorization: `Bearer ${b.token}` },
        data: { userId: a.id, body: 'Want to meet at the hub?' },
      });
      expect(message.status(), await message.text()).toBe(201);

      // B's profile, as A: their post, Following, and the '…' menu.
      await page.goto(`/profile/${b.id}`);
      await expect(page.getByText(marker)).toBeVisible(FIRST_LOAD);
      await expect(page.locator('html')).toHaveClass(themeClass(theme));
      await expect(page.getByRole('button', { name: 'Following', exact: true })).toBeVisible();
      await page.getByRole('button', { name: `More actions for @${b.username}` }).click();
      await page.getByRole('menuitem', { name: `Block @${b.username}` }).click();

      const dialog = page.getByRole('dialog', { name: blockTexts.confirmTitle(b.username) });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('They won');
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Block', exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page)).toContainText(blockTexts.blockedTitle);

      // The profile says so, with Unblock; B's posts, Follow and Message are gone.
      await expect(page.getByRole('heading', { name: blockTexts.profileNotice })).toBeVisible();
      await expect(page.getByText(marker)).toBeHidden();
      await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Unblock @${b.username}` })).toBeVisible();
      await expectNoAxeViolations(page);

      // Their posts are not in A's feed either (the follow went with the block).
      await page.goto('/feed');
      await expect(page.getByRole('main')).toBeVisible(FIRST_LOAD);
      await expect(page.getByText(marker)).toHaveCount(0);

      // Their conversation reads, but takes no new message.
      await page.goto(`/messages?user=${b.id}`);
      const thread = page.getByRole('region', { name: /^Messages with/ });
      await expect(thread.getByText('Want to meet at the hub?')).toBeVisible(FIRST_LOAD);
      const conversation = page.getByRole('region', { name: 'Conversation' });
      await expect(conversation.getByText(CONVERSATION_READ_ONLY_MESSAGE)).toBeVisible();
      await expect(page.getByRole('textbox', { name: /^Message / })).toHaveCount(0);
      await expectNoAxeViolations(page);

      // A's own profile: B in the blocked list; Unblock there.
      await page.goto(`/profile/${a.id}`);
      const blocked = page.getByRole('list', { name: 'Blocked members' });
      await expect(blocked.getByRole('link', { name: /Lou Loud/ })).toBeVisible(FIRST_LOAD);
      await expectNoAxeViolations(page);
      await blocked.getByRole('button', { name: `Unblock @${b.username}` }).click();
      await expect(toast(page)).toContainText(blockTexts.unblockedTitle);
      await expect(page.getByText(blockTexts.listEmpty)).toBeVisible();

      // B's posts are back for A; the follow is not.
      await page.goto(`/profile/${b.id}`);
      await expect(page.getByText(marker)).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: blockTexts.profileNotice })).toHaveCount(0);
    });
  });
}
