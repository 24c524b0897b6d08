import type { APIRequestContext, Browser, Page, WebSocket } from '@playwright/test';
import { SignJWT } from 'jose';
import {
  DELETED_MESSAGE_TEXT,
  MESSAGES_NOT_ACCEPTED_MESSAGE,
} from '../common/features/messages/messages.contract';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForShell } from './fixtures';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/** Browser tests of direct messages (issue 12): live conversations, deletion, privacy, layout. */

const NAMES = { first_name: 'Test', last_name: 'Member' };
/** A page's first load in a fresh browser context, on a machine shared with other runs. */
const FIRST_LOAD = { timeout: 20_000 };

/** Resolves when the page's `/realtime` socket has joined (the server said `ready`). */
function waitForRealtimeJoin(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket: WebSocket) => {
      if (!socket.url().endsWith('/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"ready"')) resolve();
      });
    });
  });
}

/** A page of its own (own storage, own socket) signed in as `member`. */
async function pageFor(browser: Browser, member: NewMember): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeSession(page, member.session);
  return page;
}

/** Sends `body` from `from` to `to` through the API (starting their conversation if needed). */
async function sendThroughApi(
  request: APIRequestContext,
  from: NewMember,
  to: NewMember,
  body: string,
): Promise<{ conversationId: string }> {
  const response = await request.post('/api/conversations', {
    headers: { authorization: `Bearer ${from.token}` },
    data: { userId: to.id, body },
  });
  expect(response.status(), await response.text()).toBe(201);
  const result = (await response.json()) as { conversation: { id: string } };
  return { conversationId: result.conversation.id };
}

/** The JWT secret playwright.config.ts gives the server (signs a service-role token below). */
const E2E_JWT_SECRET = 'e2e-secret-e2e-secret-e2e-secret-0123456789';

/**
 * Deletes `member`'s account for good through GoTrue's admin API (`DELETE /auth/v1/admin/users`
 * with a service-role token), as the erasure after the 30 days ends: profile and account gone,
 * their messages kept without a sender.
 */
async function eraseAccount(request: APIRequestContext, member: NewMember): Promise<void> {
  const token = await new SignJWT({ role: 'service_role' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  const response = await request.delete(`/auth/v1/admin/users/${member.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const messagesLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Messages/ });
/** The entry of the conversation with `username` in the list. */
const listEntry = (page: Page, username: string) =>
  page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(username) });
const thread = (page: Page) => page.getByRole('region', { name: /^Messages with/ });
const composer = (page: Page) => page.getByRole('textbox', { name: /^Message / });

test.describe('direct messages', () => {
  test('two members chat live: badge, list, thread and Seen without a reload', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const benPage = await pageFor(browser, ben);
    const benJoined = waitForRealtimeJoin(benPage);
    await benPage.goto('/feed');
    await expect(messagesLink(benPage)).toHaveAccessibleName('Messages', FIRST_LOAD);
    await benJoined;

    // Ana starts the conversation from Ben's profile.
    await storeSession(page, ana.session);
    const anaJoined = waitForRealtimeJoin(page);
    await page.goto(`/profile/${ben.id}`);
    await page.getByRole('link', { name: 'Message', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?user=${ben.id}$`));
    await expect(page.getByText(`Start your conversation with ${ben.username}`)).toBeVisible();
    await composer(page).fill('Rope drop at Magic Kingdom? Plan: https://example.com/plan');
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    const sent = thread(page).getByRole('listitem').filter({ hasText: 'Rope drop' });
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('link', { name: 'https://example.com/plan' })).toHaveAttribute(
      'href',
      'https://example.com/plan',
    );
    await anaJoined;

    // Ben's header shows it at once; opening the conversation clears it.
    await expect(messagesLink(benPage)).toHaveAccessibleName('Messages, 1 unread');
    await expect(benPage.getByTestId('messages-count')).toHaveText('1');
    await messagesLink(benPage).click();
    const entry = listEntry(benPage, ana.username);
    await expect(entry).toContainText('Rope drop at Magic Kingdom?');
    await expect(entry).toHaveAccessibleName(/1 unread message/);
    await entry.click();
    await expect(thread(benPage).getByText('Rope drop at Magic Kingdom?')).toBeVisible();
    await expect(messagesLink(benPage)).toHaveAccessibleName('Messages');
    await expect(benPage.getByTestId('messages-count')).toHaveCount(0);
    await expect(entry).not.toHaveAccessibleName(/unread/);

    // Ana sees that Ben read it.
    await expect(sent.getByText('Seen', { exact: true })).toBeVisible();

    // Ben answers on two lines (Shift+Enter); it appears in Ana's open thread and list.
    await composer(benPage).fill('Yes!');
    await composer(benPage).press('Shift+Enter');
    await composer(benPage).pressSequentially('Meet at the hub');
    await composer(benPage).press('Enter');
    const answer = thread(page).getByRole('listitem').filter({ hasText: 'Meet at the hub' });
    await expect(answer).toBeVisible();
    // Line breaks are kept.
    await expect.poll(() => answer.locator('p').first().innerText()).toBe('Yes!\nMeet at the hub');
    await expect(listEntry(page, ben.username)).toContainText('Yes! Meet at the hub');
    // Ana's thread is open and visible: read at once, no badge.
    await expect(messagesLink(page)).toHaveAccessibleName('Messages');
    expect(consoleErrors).toEqual([]);
    await benPage.context().close();
  });

  test('a deleted message reads ‘Message deleted’ for both members', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    await sendThroughApi(request, ana, ben, 'Oops, wrong chat');

    const benPage = await pageFor(browser, ben);
    const benJoined = waitForRealtimeJoin(benPage);
    await benPage.goto(`/messages?user=${ana.id}`);
    await expect(thread(benPage).getByText('Oops, wrong chat')).toBeVisible(FIRST_LOAD);
    await benJoined;

    await storeSession(page, ana.session);
    await page.goto(`/messages?user=${ben.id}`);
    const message = thread(page).getByRole('listitem').filter({ hasText: 'Oops, wrong chat' });
    await message.getByRole('button', { name: /^Delete your message/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
    await expect(dialog).toContainText(DELETED_MESSAGE_TEXT);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(thread(page).getByText(DELETED_MESSAGE_TEXT)).toBeVisible();
    await expect(thread(page).getByText('Oops, wrong chat')).toHaveCount(0);
    await expect(thread(page).getByRole('button', { name: /^Delete your message/ })).toHaveCount(0);

    await expect(thread(benPage).getByText(DELETED_MESSAGE_TEXT)).toBeVisible();
    await expect(thread(benPage).getByText('Oops, wrong chat')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
    await benPage.context().close();
  });

  test('a member who accepts messages from nobody gets no Message button and no message', async ({
    page,
    browser,
    request,
  }) => {
    const carl = await signUpMember(request, uniqueName('carl_'), NAMES);
    const dan = await signUpMember(request, uniqueName('dan_'), NAMES);

    // Carl chooses 'Nobody' in the edit-profile dialog.
    await storeSession(page, carl.session);
    await page.goto(`/profile/${carl.id}`);
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile' });
    const setting = dialog.getByRole('group', { name: 'Who can message you' });
    await expect(setting.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await setting.getByRole('radio', { name: 'Nobody' }).check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await expect(setting.getByRole('radio', { name: 'Nobody' })).toBeChecked();

    // Dan sees no Message button, the thread says why, and the API refuses.
    const danPage = await pageFor(browser, dan);
    await danPage.goto(`/profile/${carl.id}`);
    await expect(danPage.getByRole('button', { name: 'Follow', exact: true })).toBeVisible(
      FIRST_LOAD,
    );
    await expect(danPage.getByRole('link', { name: 'Message', exact: true })).toHaveCount(0);
    await danPage.goto(`/messages?user=${carl.id}`);
    await expect(danPage.getByText(MESSAGES_NOT_ACCEPTED_MESSAGE)).toBeVisible();
    await expect(composer(danPage)).toHaveCount(0);
    const refused = await request.post('/api/conversations', {
      headers: { authorization: `Bearer ${dan.token}` },
      data: { userId: carl.id, body: 'Hello?' },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      MESSAGES_NOT_ACCEPTED_MESSAGE,
    );
    await danPage.context().close();
  });

  test('scrolling up loads older messages and keeps the reader’s place', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    // 40 messages (a page is 30), sent by both so neither meets the 30-a-minute limit.
    const { conversationId } = await sendThroughApi(request, ana, ben, 'Message 1');
    for (let n = 2; n <= 40; n += 1) {
      const from = n % 2 === 0 ? ben : ana;
      const response = await request.post(`/api/conversations/${conversationId}/messages`, {
        headers: { authorization: `Bearer ${from.token}` },
        data: { body: `Message ${n}` },
      });
      expect(response.status(), await response.text()).toBe(201);
    }

    await storeSession(page, ana.session);
    await page.goto(`/messages?user=${ben.id}`);
    await expect(thread(page).getByText('Message 40', { exact: true })).toBeInViewport();
    await expect(thread(page).getByText('Message 1', { exact: true })).toHaveCount(0);

    const oldestLoaded = thread(page).getByText('Message 11', { exact: true });
    await thread(page).evaluate((element) => (element.scrollTop = 0));
    await expect(thread(page).getByText('Message 1', { exact: true })).toHaveCount(1);
    // The messages that were at the top are still in view, not pushed away by the older ones.
    await expect(oldestLoaded).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
  });

  test('after a dropped connection the list and the badge catch up on what was missed', async ({
    page,
    request,
  }) => {
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);

    let isOffline = false;
    let joins = 0;
    let dropCurrent: (() => Promise<void>) | null = null;
    // A real connection to the server, through a switch the test can open like a lost network.
    await page.routeWebSocket('**/realtime', (ws) => {
      if (isOffline) {
        void ws.close({ code: 4500, reason: 'Network unreachable' });
        return;
      }
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (String(message).includes('"type":"ready"')) joins += 1;
        ws.send(message);
      });
      dropCurrent = async () => {
        await ws.close({ code: 4500, reason: 'Network unreachable' });
        await server.close();
      };
    });

    await storeSession(page, ana.session);
    await page.goto('/messages');
    await expect(page.getByText('No conversations yet')).toBeVisible(FIRST_LOAD);
    await expect.poll(() => joins).toBe(1);

    isOffline = true;
    await dropCurrent!();
    await sendThroughApi(request, ben, ana, 'Sent while you were offline');
    await page.waitForTimeout(1500);
    await expect(messagesLink(page)).toHaveAccessibleName('Messages');
    isOffline = false;

    // The next attempt (back-off 1 s, 2 s, 5 s) joins again and refetches.
    await expect.poll(() => joins, { timeout: 15_000 }).toBe(2);
    await expect(listEntry(page, ben.username)).toContainText('Sent while you were offline');
    await expect(messagesLink(page)).toHaveAccessibleName('Messages, 1 unread');
  });

  test('visitors are invited to sign in', async ({ page }) => {
    await page.goto('/messages');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(page.getByText('Sign in to see your messages')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      /^\/auth\?tab=signin&next=%2Fmessages/,
    );
  });
});

for (const theme of ['light', 'dark'] as const) {
  test.describe(`messages (${theme} theme)`, () => {
    test.use({ colorScheme: theme });

    test('the list and the thread have no axe violations', async ({ page, request }) => {
      const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
      const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
      await sendThroughApi(request, ben, ana, 'Dole Whip at the Tiki Room? https://example.com');

      await storeSession(page, ana.session);
      await page.goto('/messages');
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
      await expect(page.getByText('Choose a conversation')).toBeVisible();
      await expect(listEntry(page, ben.username)).toContainText('Dole Whip');
      await expectNoAxeViolations(page);

      await listEntry(page, ben.username).click();
      await expect(thread(page).getByText('Dole Whip at the Tiki Room?')).toBeVisible();
      await composer(page).fill('On my way');
      await composer(page).press('Enter');
      await expect(thread(page).getByText('On my way')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('list and thread are two screens with a back arrow, and nothing overflows', async ({
    page,
    request,
  }) => {
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    await sendThroughApi(request, ben, ana, `A long word: ${'supercalifragilistic'.repeat(6)}`);

    await storeSession(page, ana.session);
    // A page the app renders in the browser: on a server-rendered one, a press made while the
    // app is taking the page over can be lost, which this test is not about.
    await page.goto('/support');
    await waitForShell(page);
    // The unread message puts a dot on the menu button and a count in the menu.
    const menuButton = page.getByRole('button', { name: 'Open menu, 1 unread message' });
    await expect(menuButton).toBeVisible();
    await menuButton.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Messages, 1 unread' }).click();
    await expect(page).toHaveURL(/\/messages$/);

    const entry = listEntry(page, ben.username);
    await expect(entry).toBeVisible();
    await expect(page.getByText('Choose a conversation')).toHaveCount(0);
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?user=${ben.id}$`));
    await expect(entry).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: ben.username });
    await expect(heading).toBeFocused();
    await expect(thread(page).getByText('A long word')).toBeVisible();
    await expect(composer(page)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no horizontal scrolling',
    ).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(entry).toBeFocused();
  });
});

test.describe('a conversation whose other member was erased (issue 27 §3)', () => {
  test('stays in the list as Deleted member and opens read-only, on a phone too', async ({
    page,
    request,
  }) => {
    const ana = await signUpMember(request, uniqueName('ana_'), NAMES);
    const ben = await signUpMember(request, uniqueName('ben_'), NAMES);
    const { conversationId } = await sendThroughApi(request, ben, ana, 'Meet at the carousel?');
    const second = await request.post(`/api/conversations/${conversationId}/messages`, {
      headers: { authorization: `Bearer ${ben.token}` },
      data: { body: 'Near the castle, at noon', imageIds: [] },
    });
    expect(second.status(), await second.text()).toBe(201);
    await eraseAccount(request, ben);
    const kept = await request.get(`/api/conversations/${conversationId}/messages`, {
      headers: { authorization: `Bearer ${ana.token}` },
    });
    const page1 = (await kept.json()) as { items: { senderId: string | null }[] };
    expect(page1.items.map((message) => message.senderId)).toEqual([null, null]);

    await storeSession(page, ana.session);
    await page.goto('/messages');
    const entry = listEntry(page, 'Deleted member');
    await expect(entry).toContainText('Near the castle, at noon', FIRST_LOAD);
    await expect(entry).toContainText('2 unread messages');
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/messages\\?conversation=${conversationId}$`));
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(entry).not.toContainText('unread');
    const heading = page.getByRole('heading', { level: 2, name: 'Deleted member' });
    await expect(heading).toBeVisible();
    await expect(heading.getByRole('link')).toHaveCount(0);
    await expect(thread(page).getByText('Meet at the carousel?')).toBeVisible();
    await expect(composer(page)).toHaveCount(0);
    await expect(
      page.getByText(/account was deleted\. You can read the conversation but not reply\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // On a phone: the thread alone with a back arrow; back and forth by keyboard keeps the focus.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(entry).toBeHidden();
    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(heading).toBeFocused();
    await expect(thread(page).getByText('Near the castle, at noon')).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      'no horizontal scrolling',
    ).toBeLessThanOrEqual(360);
  });
});
