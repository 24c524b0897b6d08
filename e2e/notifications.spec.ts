import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test, waitForShell } from './fixtures';
import { createPostThroughApi } from './posts-api';
import { signUpMember, storeSession, uniqueName, type NewMember } from './session';

/** Browser tests of the bell, the notifications page and the realtime channel (issue 6). */

const TEST_NAMES = { first_name: 'Test', last_name: 'Member' };

function api(request: APIRequestContext, member: NewMember) {
  const headers = { authorization: `Bearer ${member.token}` };
  return {
    createPost: (body: string) => createPostThroughApi(request, member.token, { body }),
    async like(postId: string) {
      const res = await request.put(`/api/posts/${postId}/like`, { headers });
      expect(res.ok(), await res.text()).toBe(true);
    },
    async follow(memberId: string) {
      const res = await request.put(`/api/profiles/${memberId}/follow`, { headers });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

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

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const toast = (page: Page) => page.locator('ol > li[data-state=open]');

test.describe('notifications', () => {
  test('a like shows at once on the author’s bell with a toast; opening it leads to the fan', async ({
    page,
    request,
  }) => {
    const author = await signUpMember(request, uniqueName('author_'), TEST_NAMES);
    const fan = await signUpMember(request, uniqueName('fan_'), TEST_NAMES);
    const postId = await api(request, author).createPost('Fireworks over the castle tonight');

    const joined = waitForRealtimeJoin(page);
    await storeSession(page, author.session);
    await page.goto('/');
    await waitForShell(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await joined;

    await api(request, fan).like(postId);
    // No reload: the socket brings it.
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('notification-count')).toHaveText('1');
    await expect(toast(page)).toContainText('New notification');
    await expect(toast(page)).toContainText('You have a new notification');

    await bell(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group', { name: 'Likes' })).toBeVisible();
    const item = menu.getByRole('menuitem', {
      name: new RegExp(`${fan.username} liked your post`),
    });
    await expect(item).toBeVisible();
    await expectNoAxeViolations(page, '[role=menu]');

    await item.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${fan.id}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-count')).toHaveCount(0);

    await bell(page).click();
    await expect(page.getByRole('menu').getByText('No notifications')).toBeVisible();
  });

  test('after a dropped connection the bell refetches what happened while offline', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = await signUpMember(request, uniqueName('offline_'), TEST_NAMES);
    const follower = await signUpMember(request, uniqueName('follower_'), TEST_NAMES);

    let isOffline = false;
    let joins = 0;
    let dropCurrent: (() => Promise<void>) | null = null;
    const pushedChanges: string[] = [];
    // A real connection to the server, through a switch the test can open like a lost network.
    await page.routeWebSocket('**/realtime', (ws) => {
      if (isOffline) {
        void ws.close({ code: 4500, reason: 'Network unreachable' });
        return;
      }
      const server = ws.connectToServer();
      server.onMessage((message) => {
        if (String(message).includes('"type":"ready"')) joins += 1;
        if (String(message).includes('"type":"change"')) pushedChanges.push(String(message));
        ws.send(message);
      });
      dropCurrent = async () => {
        await ws.close({ code: 4500, reason: 'Network unreachable' });
        await server.close();
      };
    });

    await storeSession(page, member.session);
    await page.goto('/notifications');
    await waitForShell(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByText('No notifications')).toBeVisible();
    await expect.poll(() => joins).toBe(1);

    isOffline = true;
    await dropCurrent!();
    await api(request, follower).follow(member.id);
    // Nothing can arrive while offline.
    await page.waitForTimeout(1500);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    isOffline = false;

    // The next attempt (back-off 1 s, 2 s, 5 s) joins again and refetches.
    await expect.poll(() => joins, { timeout: 15_000 }).toBe(2);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
    expect(pushedChanges).toEqual([]);
    const entry = page.getByRole('button', {
      name: new RegExp(`${follower.username} started following you`),
    });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('Unread');
    await expectNoAxeViolations(page);

    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/profile/${follower.id}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications');
  });

  test('visitors get no bell, nor its code, and are invited to sign in', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script') scripts.push(req.url());
    });
    await page.goto('/notifications');
    await waitForShell(page);
    await expect(
      page.getByRole('heading', { name: 'Sign in to see your notifications' }),
    ).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
    await page.goto('/');
    await waitForShell(page);
    expect(scripts.filter((url) => /notification-bell|realtime/.test(url))).toEqual([]);
  });
});
