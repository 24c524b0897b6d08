import type { APIRequestContext, Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  GROUP_NAME_TAKEN_MESSAGE,
  GROUP_PRIVATE_NOTE,
} from '../common/features/groups/group-limits';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/**
 * Browser tests of groups (issue 12): a private group from creation to a member's post that a
 * non-member cannot see, joining and leaving a public group, axe in both themes, 360 px.
 */

const NAMES = { first_name: 'Test', last_name: 'Member' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** A page of its own (own storage) signed in as `member`. */
async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

/** Creates a group through the API as `owner`; its id. */
async function createGroupThroughApi(
  request: APIRequestContext,
  owner: NewMember,
  group: { name: string; visibility: 'public' | 'private'; description?: string },
): Promise<string> {
  const response = await request.post('/api/groups', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: group,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A small cover photo made in the test: a gold band over a blue sky. */
function makeCover(): Promise<Buffer> {
  return sharp({
    create: { width: 300, height: 100, channels: 3, background: { r: 40, g: 70, b: 170 } },
  })
    .composite([
      {
        input: {
          create: { width: 300, height: 20, channels: 3, background: { r: 250, g: 200, b: 60 } },
        },
        top: 70,
        left: 0,
      },
    ])
    .jpeg()
    .toBuffer();
}

const groupHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const memberCount = (page: Page) => page.getByTestId('group-member-count');

test.describe('groups', () => {
  test('a private group: create it, a member asks to join, the owner approves, the member posts, a third member cannot see it', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const carl = await signUpMember(request, uniqueName('carl_'), NAMES);
    const taken = uniqueName('Taken Group ');
    await createGroupThroughApi(request, carl, { name: taken, visibility: 'public' });
    const name = uniqueName('Rope Drop Club ');

    // Ana creates the group from /groups: the form checks the name, then the server's 409.
    await storeSession(page, ana.session);
    await page.goto('/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible(FIRST_LOAD);
    await page.getByRole('button', { name: 'Create group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a group' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Create group' }).click();
    const nameBox = dialog.getByRole('textbox', { name: 'Name' });
    await expect(
      dialog.getByText('Name must be at least 3 characters', { exact: true }),
    ).toBeVisible();
    await expect(nameBox).toBeFocused();
    await expect(nameBox).toHaveAttribute('aria-invalid', 'true');

    await nameBox.fill(taken.toUpperCase());
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(dialog.getByText(GROUP_NAME_TAKEN_MESSAGE, { exact: true })).toBeVisible();
    await expect(nameBox).toBeFocused();

    await nameBox.fill(name);
    await dialog
      .getByRole('textbox', { name: 'Short description' })
      .fill('Early birds at the Magic Kingdom gates.');
    await dialog
      .getByRole('textbox', { name: 'About' })
      .fill('We meet at 7:30 by the train station.');
    await dialog.getByLabel('Cover photo', { exact: true }).setInputFiles({
      name: 'cover.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeCover(),
    });
    await expect(dialog.getByRole('button', { name: 'Change cover' })).toBeVisible();
    await dialog.getByLabel('Park').selectOption('Magic Kingdom');
    await dialog.getByLabel('Topic').selectOption('touring');
    await dialog.getByRole('radio', { name: /^Private/ }).check();
    await dialog.getByRole('button', { name: 'Create group' }).click();
    await expect(dialog).toBeHidden();
    await expect(groupHeading(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
    const groupId = page.url().split('/group/')[1]!;
    await expect(page.getByRole('main').getByText('Private', { exact: true })).toBeVisible();
    await expect(memberCount(page)).toHaveText('1 member');

    // Ben, not a member, sees the header and the private note, and asks to join.
    const benPage = await pageFor(browser, ben);
    await benPage.goto(`/group/${groupId}`);
    await expect(groupHeading(benPage, name)).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByRole('heading', { name: 'This group is private' })).toBeVisible();
    await expect(benPage.getByText(GROUP_PRIVATE_NOTE)).toBeVisible();
    await expect(benPage.getByRole('tab')).toHaveCount(0);
    await benPage.getByRole('button', { name: 'Request to join' }).click();
    await expect(benPage.getByRole('button', { name: 'Requested' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // Ana approves from the Requests tab.
    await page.reload();
    const requestsTab = page.getByRole('tab', { name: 'Requests, 1 waiting' });
    await expect(requestsTab).toBeVisible();
    await requestsTab.click();
    await page.getByRole('button', { name: `Approve ${ben.username}` }).click();
    await expect(page.getByText('No requests waiting')).toBeVisible();
    await expect(memberCount(page)).toHaveText('2 members');
    await page.getByRole('tab', { name: 'Members' }).click();
    const members = page.getByRole('region', { name: `Members of ${name}` });
    await expect(members.getByRole('listitem').filter({ hasText: ana.username })).toContainText(
      'Owner',
    );
    await expect(members.getByRole('listitem').filter({ hasText: ben.username })).toContainText(
      'Member',
    );

    // Ben now reads the group and posts in it with the composer.
    await benPage.reload();
    await expect(benPage.getByRole('tab', { name: 'Posts' })).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByRole('button', { name: 'Leave' })).toBeVisible();
    const secret = `Secret meetup by the hub ${Date.now().toString(36)}`;
    await benPage.getByRole('textbox', { name: 'Post text' }).fill(secret);
    await benPage.getByRole('button', { name: 'Post', exact: true }).click();
    const posts = benPage.getByRole('region', { name: `Posts in ${name}` });
    const card = posts.getByRole('article').filter({ hasText: secret });
    await expect(card).toBeVisible();
    // The card names its group, a link to it.
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/group/${groupId}`);
    const postHref = await card
      .getByRole('link', { name: /ago|now/ })
      .first()
      .getAttribute('href');
    expect(postHref).toMatch(/^\/post\/[0-9a-f-]{36}$/);

    // The post's own page shows it to Ben, with its group: his browser gets the app at once
    // (200), not a visitor's 404 that the app replaces with a console error (issue 26).
    const benErrors: string[] = [];
    benPage.on('console', (message) => {
      if (message.type() === 'error') benErrors.push(message.text());
    });
    const postDocument = await benPage.goto(postHref!);
    expect(postDocument?.status()).toBe(200);
    await expect(benPage.getByText(secret)).toBeVisible(FIRST_LOAD);
    await expect(benPage.getByRole('link', { name })).toBeVisible();

    // A photo in the group follows its post: Ben's browser loads it with his photo cookie.
    const benHeaders = { authorization: `Bearer ${ben.token}` };
    const upload = await request.post('/api/uploads', {
      headers: benHeaders,
      multipart: { file: { name: 'hub.jpg', mimeType: 'image/jpeg', buffer: await makeCover() } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const photo = (await upload.json()) as { id: string; thumbnailUrl: string; url: string };
    const photoPost = await request.post('/api/posts', {
      headers: benHeaders,
      data: { body: `${secret} (photo)`, groupId, imageIds: [photo.id] },
    });
    expect(photoPost.status(), await photoPost.text()).toBe(201);
    const photoDocument = await benPage.goto(`/post/${(await photoPost.json()).id}`);
    expect(photoDocument?.status()).toBe(200);
    const shown = benPage.getByRole('main').locator(`img[src*="${photo.id}"]`).first();
    await expect(shown).toBeVisible(FIRST_LOAD);
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(benErrors).toEqual([]);
    // Nobody else gets it by its address, a visitor or a signed-in non-member.
    expect((await request.get(photo.url)).status()).toBe(404);

    // Carl sees the private note, not the post, and the post's address is not found for him.
    const carlPage = await pageFor(browser, carl);
    await carlPage.goto(`/group/${groupId}`);
    await expect(groupHeading(carlPage, name)).toBeVisible(FIRST_LOAD);
    await expect(carlPage.getByRole('heading', { name: 'This group is private' })).toBeVisible();
    await expect(carlPage.getByRole('button', { name: 'Request to join' })).toBeVisible();
    await expect(carlPage.getByText(secret)).toHaveCount(0);
    expect((await carlPage.request.get(photo.url)).status()).toBe(404);
    const refused = await request.get(`/api/groups/${groupId}/posts`, {
      headers: { authorization: `Bearer ${carl.token}` },
    });
    expect(refused.status()).toBe(404);
    await carlPage.goto(postHref!);
    await expect(carlPage.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(carlPage.getByText(secret)).toHaveCount(0);

    // The taken name's answer is the only failed request the browser logs on Ana's page.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 409 (Conflict)',
    ]);
    await benPage.context().close();
    await carlPage.context().close();
  });

  test('a public group: join and leave, the count follows', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const owner = await signUpMember(request, uniqueName('owner_'), NAMES);
    const dan = await signUpMember(request, uniqueName('dan_'), NAMES);
    const name = uniqueName('Dole Whip Fans ');
    const groupId = await createGroupThroughApi(request, owner, {
      name,
      visibility: 'public',
      description: 'Pineapple everything.',
    });

    await storeSession(page, dan.session);
    await page.goto('/groups');
    await page.getByRole('searchbox', { name: 'Group name' }).fill(name);
    await page.getByRole('button', { name: 'Search groups' }).click();
    await expect(page).toHaveURL(/\?q=/);
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/group/${groupId}$`));
    await expect(groupHeading(page, name)).toBeVisible();
    await expect(memberCount(page)).toHaveText('1 member');
    // A public group's posts are open to non-members; writing needs joining.
    await expect(page.getByText('Join this group to post in it.')).toBeVisible();

    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(memberCount(page)).toHaveText('2 members');
    await expect(page.getByRole('textbox', { name: 'Post text' })).toBeVisible();

    // It is among Dan's groups on /groups.
    await page.goto('/groups');
    await expect(
      page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name }),
    ).toBeVisible();
    await page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name }).click();

    await page.getByRole('button', { name: 'Leave' }).click();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await expect(memberCount(page)).toHaveText('1 member');

    // Search's Groups tab finds it by name and leads to it.
    await page.goto(`/search?q=${encodeURIComponent(name)}&type=groups`);
    const found = page.getByRole('link', { name: `${name}, public group, 1 member` });
    await expect(found).toBeVisible();
    await expect(found.locator('mark').first()).toBeVisible();
    await found.click();
    await expect(groupHeading(page, name)).toBeVisible();
    await expect(memberCount(page)).toHaveText('1 member');
    await expect(page.getByRole('textbox', { name: 'Post text' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a group's owner deletes a member's post and comment from the post's menu", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const owner = await signUpMember(request, uniqueName('owner_'), NAMES);
    const eve = await signUpMember(request, uniqueName('eve_'), NAMES);
    const name = uniqueName('Monorail Spotters ');
    const groupId = await createGroupThroughApi(request, owner, { name, visibility: 'public' });
    const asEve = { authorization: `Bearer ${eve.token}` };
    expect(
      (await request.put(`/api/groups/${groupId}/membership`, { headers: asEve })).status(),
    ).toBe(200);
    const posted = await request.post('/api/posts', {
      headers: asEve,
      data: { body: 'Off-topic advert in the group', groupId },
    });
    expect(posted.status(), await posted.text()).toBe(201);
    const postId = ((await posted.json()) as { id: string }).id;
    const commented = await request.post(`/api/posts/${postId}/comments`, {
      headers: asEve,
      data: { body: 'Buy my pins' },
    });
    expect(commented.status()).toBe(201);

    await storeSession(page, owner.session);
    await page.goto(`/group/${groupId}`);
    const card = page.getByRole('article').filter({ hasText: 'Off-topic advert in the group' });
    await expect(card).toBeVisible(FIRST_LOAD);
    // The comment first: the owner moderates the thread too.
    await card.getByRole('button', { name: /1 comment/ }).click();
    await card.getByRole('button', { name: /Delete comment/ }).click();
    await expect(card.getByText('Buy my pins')).toHaveCount(0);
    // Not theirs, so no Edit; Delete is there for the group's owner.
    await card.getByRole('button', { name: 'Post actions' }).click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Off-topic advert in the group')).toHaveCount(0);
    expect((await request.get(`/api/posts/${postId}`)).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  });

  test('an invite link: the owner creates it, a member joins the private group through it, the owner revokes it', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    const owner = await signUpMember(request, uniqueName('gus_'), NAMES);
    const hal = await signUpMember(request, uniqueName('hal_'), NAMES);
    const ida = await signUpMember(request, uniqueName('ida_'), NAMES);
    const name = uniqueName('Pin Traders ');
    const groupId = await createGroupThroughApi(request, owner, { name, visibility: 'private' });

    await storeSession(page, owner.session);
    await page.goto(`/group/${groupId}?tab=invites`);
    await expect(page.getByRole('tab', { name: 'Invites' })).toHaveAttribute(
      'aria-selected',
      'true',
      FIRST_LOAD,
    );
    await expect(page.getByText('No invite links yet')).toBeVisible();
    await page.getByLabel('Link valid for').selectOption('1');
    await page.getByRole('button', { name: 'Create invite link' }).click();
    const link = page.getByRole('textbox', { name: /^Invite link \(Expires/ });
    await expect(link).toBeVisible();
    const url = await link.inputValue();
    expect(url).toMatch(new RegExp(`/group/${groupId}\\?invite=`));

    // Hal opens the link and accepts: he is in, and reads the group.
    const halPage = await pageFor(browser, hal);
    const halErrors: string[] = [];
    halPage.on(
      'console',
      (message) => message.type() === 'error' && halErrors.push(message.text()),
    );
    await halPage.goto(url);
    const invitation = halPage.getByRole('region', { name: 'Invitation' });
    await expect(invitation).toContainText(`You are invited to join ${name}`, FIRST_LOAD);
    await invitation.getByRole('button', { name: 'Accept invite' }).click();
    await expect(invitation).toBeHidden();
    await expect(halPage).toHaveURL(new RegExp(`/group/${groupId}$`));
    await expect(halPage.getByRole('button', { name: 'Leave' })).toBeVisible();
    await expect(halPage.getByRole('tab', { name: 'Posts' })).toBeVisible();
    await expect(halPage.getByTestId('group-member-count')).toHaveText('2 members');
    await expect(halPage.getByRole('tab', { name: 'Members' })).toBeVisible();

    // The owner revokes it; Ida is told the link no longer works.
    await page.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this invite link?' });
    await confirm.getByRole('button', { name: 'Revoke link' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('textbox', { name: 'Invite link (Revoked)' })).toBeVisible();
    const idaPage = await pageFor(browser, ida);
    await idaPage.goto(url);
    await expect(
      idaPage.getByRole('region', { name: 'Invitation' }).getByRole('alert'),
    ).toContainText('revoked', FIRST_LOAD);
    await expect(idaPage.getByRole('heading', { name: 'This group is private' })).toBeVisible();

    // Hal leaves the private group (after a confirmation): the group closes to him again.
    await halPage.getByRole('tab', { name: 'Members' }).click();
    await halPage.getByRole('button', { name: 'Leave' }).click();
    const leave = halPage.getByRole('dialog', { name: `Leave ${name}?` });
    await leave.getByRole('button', { name: 'Leave group' }).click();
    await expect(leave).toBeHidden();
    await expect(halPage.getByRole('heading', { name: 'This group is private' })).toBeVisible();
    await expect(halPage.getByRole('button', { name: 'Request to join' })).toBeVisible();
    await expect(halPage.getByTestId('group-member-count')).toHaveText('1 member');
    // Nothing asked for the posts or members the group no longer shows him.
    expect(halErrors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await halPage.context().close();
    await idaPage.context().close();
  });

  test('the owner manages the group: roles, removal, edit, ownership transfer; the new owner deletes it', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const cy = await signUpMember(request, uniqueName('cy_'), NAMES);
    const name = uniqueName('Monorail Club ');
    const groupId = await createGroupThroughApi(request, ana, { name, visibility: 'public' });
    for (const member of [ben, cy]) {
      const joined = await request.put(`/api/groups/${groupId}/membership`, {
        headers: { authorization: `Bearer ${member.token}` },
      });
      expect(joined.status(), await joined.text()).toBe(200);
    }

    await storeSession(page, ana.session);
    await page.goto(`/group/${groupId}?tab=members`);
    const members = page.getByRole('region', { name: `Members of ${name}` });
    const row = (member: NewMember) =>
      members.getByRole('listitem').filter({ hasText: member.username });
    await expect(row(ben)).toContainText('Member', FIRST_LOAD);
    await expect(memberCount(page)).toHaveText('3 members');

    // Promote Ben.
    await page.getByRole('button', { name: `Manage ${ben.username}` }).click();
    await page.getByRole('menuitem', { name: 'Make moderator' }).click();
    await expect(row(ben)).toContainText('Moderator');

    // Remove Cy, after a confirmation.
    await page.getByRole('button', { name: `Manage ${cy.username}` }).click();
    await page.getByRole('menuitem', { name: 'Remove from group' }).click();
    const removal = page.getByRole('dialog', { name: `Remove ${cy.username} from ${name}?` });
    await removal.getByRole('button', { name: 'Remove member' }).click();
    await expect(removal).toBeHidden();
    await expect(row(cy)).toHaveCount(0);
    await expect(memberCount(page)).toHaveText('2 members');

    // Edit the group: a new name and description.
    const renamed = `${name} Express`;
    await page.getByRole('button', { name: 'Manage group' }).click();
    await page.getByRole('menuitem', { name: 'Edit group' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit group' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await edit.getByRole('textbox', { name: 'Short description' }).fill('Highway in the sky.');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(groupHeading(page, renamed)).toBeVisible();
    await expect(page.getByText('Highway in the sky.')).toBeVisible();

    // Hand the group to Ben: Ana becomes a moderator and loses the owner's menu.
    await page.getByRole('button', { name: `Manage ${ben.username}` }).click();
    await page.getByRole('menuitem', { name: 'Transfer ownership' }).click();
    const transfer = page.getByRole('dialog', { name: `Make ${ben.username} the owner?` });
    await transfer.getByRole('button', { name: 'Transfer ownership' }).click();
    await expect(transfer).toBeHidden();
    await expect(row(ben)).toContainText('Owner');
    await expect(row(ana)).toContainText('Moderator');
    await expect(page.getByRole('button', { name: 'Manage group' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave' })).toBeVisible();

    // Ben deletes it.
    const benPage = await pageFor(browser, ben);
    await benPage.goto(`/group/${groupId}`);
    await benPage.getByRole('button', { name: 'Manage group' }).click(FIRST_LOAD);
    await benPage.getByRole('menuitem', { name: 'Delete group' }).click();
    const deletion = benPage.getByRole('dialog', { name: `Delete ${renamed}?` });
    await deletion.getByRole('button', { name: 'Delete' }).click();
    await expect(benPage).toHaveURL(/\/groups$/);
    await expect(benPage.getByRole('link', { name: renamed })).toHaveCount(0);
    const gone = await request.get(`/api/groups/${groupId}`);
    expect(gone.status()).toBe(404);
    expect(consoleErrors).toEqual([]);
    await benPage.context().close();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`groups (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test('/groups and /group/{id} have no axe violations', async ({ page, request }) => {
      const owner = await signUpMember(request, uniqueName('eve_'), NAMES);
      const name = uniqueName('Festival Friends ');
      const groupId = await createGroupThroughApi(request, owner, {
        name,
        visibility: 'private',
        description: 'Food & Wine, Flower & Garden and the holidays.',
      });
      const post = await request.post('/api/posts', {
        headers: { authorization: `Bearer ${owner.token}` },
        data: { body: 'Which booths first this year?', groupId },
      });
      expect(post.status(), await post.text()).toBe(201);

      await storeSession(page, owner.session);
      await page.goto('/groups');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(
        page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name }),
      ).toBeVisible(FIRST_LOAD);
      await expect(page.getByRole('list', { name: 'Groups', exact: true })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto(`/group/${groupId}`);
      await expect(page.getByText('Which booths first this year?')).toBeVisible();
      await expectNoAxeViolations(page);
      for (const tab of ['About', 'Members', 'Invites'] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel')).not.toBeEmpty();
        await expectNoAxeViolations(page);
      }
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the groups pages fit, and the create form and the tabs are usable', async ({
    page,
    request,
  }) => {
    const owner = await signUpMember(request, uniqueName('fay_'), NAMES);
    const name = uniqueName('Supercalifragilistic Expialidocious ');
    const groupId = await createGroupThroughApi(request, owner, {
      name,
      visibility: 'public',
      description: 'A long description to see how the card wraps on a small phone screen.',
    });
    const fits = async () => {
      const [width, wide] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        [...document.querySelectorAll('body *')]
          .filter((element) => element.getBoundingClientRect().right > 361)
          .slice(0, 5)
          .map((element) => `${element.tagName}.${element.className}`),
      ]);
      expect(width, `no horizontal scrolling (wide: ${String(wide)})`).toBeLessThanOrEqual(360);
    };

    await storeSession(page, owner.session);
    await page.goto('/groups');
    await expect(
      page.getByRole('list', { name: 'Your groups' }).getByRole('link', { name }),
    ).toBeVisible(FIRST_LOAD);
    await fits();
    await page.getByRole('button', { name: 'Create group' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create a group' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await fits();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/group/${groupId}`);
    await expect(groupHeading(page, name)).toBeVisible();
    await fits();
    for (const tab of ['About', 'Members', 'Invites'] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await fits();
    }
    await expectNoAxeViolations(page);
  });
});
