import type { Page } from '@playwright/test';
import { DEMO_ADMIN_USERNAME } from '../server/db/seed/demo-data';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { signInAs, signUpMember, uniqueName } from './session';

/**
 * Issue 15's admin tools in Chromium: the demo admin opens /admin and sees the counts, the
 * chart of sign-ups and posts (and its table), then bulk-deletes a member's posts at
 * /bulk-delete after a preview, and undoes it.
 */

test.describe.configure({ timeout: 120_000 });

/** A page's first load on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** The visible toast (one at a time). */
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

test('the demo admin sees the dashboard: counts, the 30-day chart and its table', async ({
  page,
}) => {
  await signInAs(page, DEMO_ADMIN_USERNAME);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible(FIRST_LOAD);
  const members = page.getByTestId('stat-members');
  await expect(members).toBeVisible(FIRST_LOAD);
  expect(Number((await members.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
  await expect(page.getByText('Open reports')).toBeVisible();
  await expect(page.getByText('Suspended members')).toBeVisible();
  // The chart draws (recharts' SVG), and its numbers are also a table.
  const chart = page.getByTestId('activity-chart');
  await expect(chart.locator('.recharts-wrapper > svg.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-line')).toHaveCount(1);
  await expect(chart.locator('.recharts-bar')).toHaveCount(1);
  // Hidden from assistive technology (the table reads instead), so nothing in it takes focus.
  await expect(chart.locator('[tabindex]:not([tabindex="-1"])')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent client errors' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show table' }).click();
  const table = page.getByRole('table', { name: 'Sign-ups and posts, last 30 days' });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);
  // The admin's sections and the links to the other staff pages.
  await expect(page.getByRole('heading', { name: 'Recent client errors' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Support messages' })).toBeVisible();
  for (const name of ['Moderation', 'User Management', 'Bulk Delete', 'Audit Log']) {
    await expect(
      page.getByRole('navigation', { name: 'Staff tools' }).getByRole('link', { name }),
    ).toBeVisible();
  }
});

test('the demo admin bulk-deletes a member’s posts after a preview, then undoes it', async ({
  page,
}) => {
  const spammer = await signUpMember(page.request, uniqueName('spam_'));
  const word = uniqueName('ticketdeal');
  const postIds = [
    await createPostThroughApi(page.request, spammer.token, { body: `Cheap ${word} today` }),
    await createPostThroughApi(page.request, spammer.token, { body: `More ${word} here` }),
  ];
  const postStatus = async (id: string) => (await page.request.get(`/api/posts/${id}`)).status();

  await signInAs(page, DEMO_ADMIN_USERNAME);
  await page.goto('/bulk-delete');
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk Delete' })).toBeVisible(
    FIRST_LOAD,
  );
  await page.getByLabel('Author (username)').fill(spammer.username);
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(
    page.getByRole('heading', { name: '2 items match: 2 posts, 0 comments' }),
  ).toBeVisible();
  const sample = page.getByRole('list', { name: 'Sample of matching items' });
  await expectNoAxeViolations(page);
  await expect(sample.getByText(`Cheap ${word} today`)).toBeVisible();
  // Nothing is deleted by the preview.
  expect(await postStatus(postIds[0]!)).toBe(200);

  await page.getByRole('button', { name: 'Delete 2 items' }).click();
  await expect(page.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await page.getByLabel('Reason (kept in the audit log)').fill('Spam wave selling tickets');
  await page.getByRole('button', { name: 'Delete 2 items' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete 2 items?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page)).toContainText('2 items were deleted.');
  await expect.poll(() => postStatus(postIds[0]!)).toBe(404);
  expect(await postStatus(postIds[1]!)).toBe(404);

  const operations = page.getByRole('list', { name: 'Recent bulk deletes' });
  const operation = operations
    .getByRole('listitem')
    .filter({ hasText: 'Spam wave selling tickets' });
  await expect(operation).toContainText('Done');
  await operation.getByRole('button', { name: /Undo/ }).click();
  await expect(toast(page)).toContainText('items are back');
  await expect(operation).toContainText('Undone');
  await expect.poll(() => postStatus(postIds[0]!)).toBe(200);
  expect(await postStatus(postIds[1]!)).toBe(200);

  // The audit log shows both actions.
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible(FIRST_LOAD);
  await page.getByLabel('Action').fill('bulk');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('cell', { name: 'bulk.undo' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'bulk.delete' }).first()).toBeVisible();
});

test('the admin pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // An audit entry of its own, so the audit log shows its table (not the empty state).
  const author = await signUpMember(page.request, uniqueName('wide_'));
  await createPostThroughApi(page.request, author.token, { body: 'A post to clear away' });
  const signIn = await page.request.post('/auth/v1/token?grant_type=password', {
    data: { email: demoMemberEmail(DEMO_ADMIN_USERNAME), password: DEMO_PASSWORD },
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const deletion = await page.request.post('/api/admin/bulk-deletions', {
    headers: { authorization: `Bearer ${token}` },
    data: { kinds: ['post'], author: author.username, reason: 'Phone layout check' },
  });
  expect(deletion.status(), await deletion.text()).toBe(201);
  await signInAs(page, DEMO_ADMIN_USERNAME);
  for (const [path, heading] of [
    ['/admin', 'Admin'],
    ['/bulk-delete', 'Bulk Delete'],
    ['/admin/audit', 'Audit Log'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(FIRST_LOAD);
    if (path === '/admin') await expect(page.getByTestId('stat-members')).toBeVisible();
    if (path === '/admin/audit') {
      await expect(page.getByRole('cell', { name: 'Phone layout check' })).toBeVisible();
    }
    const overflow = await page.evaluate(
      () => document.scrollingElement!.scrollWidth - window.innerWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
