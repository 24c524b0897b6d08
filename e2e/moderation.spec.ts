import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ADMIN_USERNAME } from '../server/db/seed/demo-data';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createPostThroughApi } from './posts-api';
import {
  signInAs,
  signUpInBrowser,
  signUpMember,
  storeSession,
  uniqueName,
  type NewMember,
} from './session';

/**
 * Issue 15's moderation flow in Chromium: a member reports a post from its menu; a moderator
 * finds it in the review queue at /moderation, hides it and warns its author from the post's
 * menu; the author sees the post hidden pending review and the warning's text; an admin
 * suspends the author from their profile's menu, and the author's next page finds them signed
 * out. Members who open /moderation get the permission message.
 */

test.describe.configure({ timeout: 120_000 });

/** A page's first load on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };
const PERMISSION_MESSAGE = "You don't have permission to perform this action.";

/** The visible toast (one at a time). */
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

/**
 * The browser reports the refused calls of an ended session (401s) as console errors of its
 * own; those are expected after the suspension.
 */
const unexpectedErrors = (errors: string[]) =>
  errors.filter((e) => !/the server responded with a status of 4\d\d/.test(e));

/** A new browser (own storage) signed in as `member`. */
async function browserOf(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

/** An access token of the demo admin. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: demoMemberEmail(DEMO_ADMIN_USERNAME), password: DEMO_PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A new member whom the demo admin makes a moderator (`PUT /api/admin/users/{id}/role`). */
async function newModerator(request: APIRequestContext): Promise<NewMember> {
  const member = await signUpMember(request, uniqueName('mod_staff_'));
  const response = await request.put(`/api/admin/users/${member.id}/role`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { role: 'moderator', reason: 'Helps with the review queue' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return member;
}

/** A new browser signed in as the demo member `username`. */
async function browserAs(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, username);
  return page;
}

test('a member reports a post; a moderator hides it and warns the author; an admin suspends the author, who is signed out', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow();
  const author = await signUpMember(page.request, uniqueName('mod_author_'));
  const marker = `Skip the line with this one weird trick ${uniqueName('')}`;
  const postId = await createPostThroughApi(page.request, author.token, { body: marker });

  // The reporter: 'Report' in the post's menu, a reason and a note.
  await signUpInBrowser(page, uniqueName('mod_reporter_'));
  await page.goto(`/post/${postId}`);
  await expect(page.getByText(marker)).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const reportDialog = page.getByRole('dialog', { name: 'Report post' });
  await expect(reportDialog).toBeVisible();
  await expect(reportDialog.getByText(marker)).toBeVisible();
  // A reason is required.
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(reportDialog.getByText('Choose a reason')).toBeVisible();
  await reportDialog.getByRole('radio', { name: 'Spam' }).check();
  await reportDialog.getByLabel('Note (optional)').fill('Selling fake park tickets in the text.');
  await expect(reportDialog.getByText('38 / 1,000')).toBeVisible();
  await expectNoAxeViolations(page, '[role=dialog]');
  await reportDialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page)).toContainText('Report sent');
  await expect(toast(page)).toContainText('Thanks. A moderator will review it.');
  await expect(reportDialog).toHaveCount(0);

  // Reporting it again: the server's reason.
  await page.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  await page.getByRole('dialog').getByRole('radio', { name: 'Harassment' }).check();
  await page.getByRole('dialog').getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page)).toContainText('Error');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // The moderator: the header counts the queue; the queue shows the item with its report.
  const moderator = await browserOf(browser, await newModerator(page.request));
  await moderator.goto('/moderation');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(
    moderator.getByRole('banner').getByRole('link', { name: /^Moderation, \d+ items? to review$/ }),
  ).toBeVisible();
  // On a phone the entry is in the side menu.
  const viewport = moderator.viewportSize()!;
  await moderator.setViewportSize({ width: 375, height: 740 });
  await moderator.getByRole('button', { name: 'Open menu' }).click();
  await expect(
    moderator
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: /^Moderation, \d+ items? to review$/ }),
  ).toBeVisible();
  await moderator.keyboard.press('Escape');
  await moderator.setViewportSize(viewport);
  const entry = moderator.getByRole('article', { name: `Post by @${author.username}` });
  await expect(entry).toBeVisible(FIRST_LOAD);
  await expect(entry.getByText(marker)).toBeVisible();
  await expect(entry.getByText('Selling fake park tickets in the text.')).toBeVisible();
  await expect(entry.getByText('1 report', { exact: true })).toBeVisible();
  await expect(entry.getByText(/^Member for \d+ minutes? · No earlier reports$/)).toBeVisible();
  await expectNoAxeViolations(moderator);
  // The filters live in the address; the item stays under Posts and goes under Comments.
  await moderator.getByLabel('Sort').selectOption('most_reported');
  await moderator.getByLabel('Kind').selectOption('comment');
  await expect(moderator).toHaveURL(/\/moderation\?sort=most_reported&kind=comment$/);
  await expect(entry).toHaveCount(0);
  await moderator.getByLabel('Kind').selectOption('post');
  await expect(entry).toBeVisible();

  await entry.getByRole('button', { name: 'Hide' }).click();
  const hideDialog = moderator.getByRole('dialog', { name: 'Hide this post?' });
  await hideDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(hideDialog.getByText('Give a reason')).toBeVisible();
  await hideDialog.getByLabel('Reason').fill('Ticket scam');
  await hideDialog.getByRole('button', { name: 'Hide' }).click();
  await expect(toast(moderator)).toContainText('Post hidden');
  await expect(entry).toHaveCount(0);

  // Warn the author from the post's menu (staff still see the hidden post).
  await moderator.goto(`/post/${postId}`);
  await expect(moderator.getByText(marker)).toBeVisible(FIRST_LOAD);
  await expect(moderator.getByTestId('post-hidden')).toHaveText('Hidden');
  await moderator.getByRole('button', { name: 'Post actions' }).click();
  await expect(moderator.getByRole('menuitem', { name: 'Show again' })).toBeVisible();
  await moderator.getByRole('menuitem', { name: 'Warn author' }).click();
  const warnDialog = moderator.getByRole('dialog', { name: `Warn @${author.username}` });
  const warning = 'Please do not sell tickets here. Next time the account is suspended.';
  await warnDialog.getByLabel('Warning').fill(warning);
  await warnDialog.getByLabel('Reason').fill('Ticket scam, first warning');
  await warnDialog.getByRole('button', { name: 'Send warning' }).click();
  await expect(toast(moderator)).toContainText('Warning sent');
  await moderator.context().close();

  // The reporter hears the outcome, with the team's words under the notice.
  await page.goto('/notifications');
  await expect(page.getByText('A report you made has been reviewed')).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Thanks for your report. A moderator hid the post.')).toBeVisible();

  // The author: their post is hidden pending review; the warning's text is in their notifications.
  const authorPage = await browserOf(browser, author);
  await authorPage.goto(`/post/${postId}`);
  await expect(authorPage.getByTestId('post-hidden')).toHaveText(
    'Hidden pending review',
    FIRST_LOAD,
  );
  await authorPage.goto('/notifications');
  await expect(authorPage.getByText('A moderator sent you a warning')).toBeVisible(FIRST_LOAD);
  await expect(authorPage.getByText(warning)).toBeVisible();

  // The admin suspends the author from their profile's menu.
  const admin = await browserAs(browser, DEMO_ADMIN_USERNAME);
  await admin.goto(`/profile/${author.id}`);
  await admin
    .getByRole('button', { name: `More actions for @${author.username}` })
    .click(FIRST_LOAD);
  await admin.getByRole('menuitem', { name: 'Suspend' }).click();
  const suspendDialog = admin.getByRole('dialog', { name: `Suspend @${author.username}` });
  await suspendDialog.getByRole('radio', { name: '3 days' }).check();
  await suspendDialog.getByLabel('Reason').fill('Ticket scam after a warning');
  await suspendDialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(toast(admin)).toContainText(`@${author.username} suspended`);
  await expect(toast(admin)).toContainText('For 3 days');
  await admin.context().close();

  // The author's next page: the session has ended, they are a visitor.
  await authorPage.goto('/feed');
  await expect(authorPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(authorPage.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  await authorPage.context().close();

  expect(unexpectedErrors(consoleErrors)).toEqual([]);
});

test('a member who opens /moderation is told they may not', async ({ page, consoleErrors }) => {
  await signUpInBrowser(page, uniqueName('mod_member_'));
  await page.goto('/moderation');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(PERMISSION_MESSAGE)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Moderation/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a member reports a message; a moderator sees it in its conversation and dismisses the report', async ({
  page,
  browser,
  consoleErrors,
}) => {
  const sender = await signUpMember(page.request, uniqueName('mod_sender_'));
  const reader = await signUpInBrowser(page, uniqueName('mod_reader_'));
  const opening = 'Hi! Are you going to the fireworks tonight?';
  const reported = `Send me your park ticket number ${uniqueName('')}`;
  for (const body of [opening, reported]) {
    const response = await page.request.post('/api/conversations', {
      headers: { authorization: `Bearer ${sender.token}` },
      data: { userId: reader.id, body },
    });
    expect(response.status(), await response.text()).toBe(201);
  }

  await page.goto(`/messages?user=${sender.id}`);
  // The thread's copy: the conversation list shows the same words as its latest message.
  const thread = page.getByRole('region', { name: /^Messages with/ });
  await expect(thread.getByText(reported)).toBeVisible(FIRST_LOAD);
  await page
    .getByRole('button', { name: new RegExp(`^Actions for the message from ${sender.username}`) })
    .last()
    .click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report message' });
  await dialog.getByRole('radio', { name: 'Harassment' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(toast(page)).toContainText('Report sent');

  const moderator = await browserOf(browser, await newModerator(page.request));
  await moderator.goto('/moderation?kind=message');
  const entry = moderator.getByRole('article', { name: `Message by @${sender.username}` });
  await expect(entry).toBeVisible(FIRST_LOAD);
  const conversation = entry.getByRole('list', { name: 'The conversation around the message' });
  await expect(conversation.getByRole('listitem')).toHaveCount(2);
  await expect(conversation.getByRole('listitem').last()).toContainText(reported);
  await expect(conversation.getByRole('listitem').last()).toContainText('Reported');
  await expect(conversation.getByRole('listitem').first()).toContainText(opening);

  await entry.getByRole('button', { name: 'Dismiss' }).click();
  const dismiss = moderator.getByRole('dialog', { name: 'Dismiss the reports of this message?' });
  await dismiss.getByLabel('Reason').fill('A question, not a scam');
  await dismiss.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(toast(moderator)).toContainText('Reports dismissed');
  await expect(entry).toHaveCount(0);
  await moderator.context().close();
  expect(consoleErrors).toEqual([]);
});

test("an admin deletes a member's post from its menu, with a reason", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const author = await signUpMember(page.request, uniqueName('mod_deleted_'));
  const marker = `Off-topic sales post ${uniqueName('')}`;
  const postId = await createPostThroughApi(page.request, author.token, { body: marker });

  await signInAs(page, DEMO_ADMIN_USERNAME);
  await page.goto(`/post/${postId}`);
  await expect(page.getByText(marker)).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Post actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByLabel('Reason').fill('Sales posts are not allowed');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('Post deleted');
  // Its page gives way to the feed; the post is gone for everyone.
  await expect(page).toHaveURL(/\/feed$/);
  const visitor = await (await browser.newContext()).newPage();
  const response = await visitor.request.get(`/api/posts/${postId}`);
  expect(response.status()).toBe(404);
  await visitor.context().close();
  expect(consoleErrors).toEqual([]);
});
