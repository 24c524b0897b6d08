import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { expect, test, waitForShell } from './fixtures';

/** Browser tests of the bell, the notifications page and the realtime channel (issue 6). */

const AUTH_STORAGE_KEY = 'magic-community-auth';

interface NewMember {
  id: string;
  username: string;
  token: string;
  session: unknown;
}

/** A member who has just joined (a real sign-up through `/auth/v1`), with their session. */
async function signUp(request: APIRequestContext, name: string): Promise<NewMember> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${name}_${id}`;
  const response = await request.post('/auth/v1/signup', {
    data: {
      email: `${username}@example.com`,
      password: 'Castle#Dream42',
      data: { first_name: 'Test', last_name: 'Member', username },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const session = (await response.json()) as { access_token: string; user: { id: string } };
  return { id: session.user.id, username, token: session.access_token, session };
}

/** Opens the site in `page` signed in as `member` (stored the way auth-js stores it). */
async function signInBrowser(page: Page, member: NewMember): Promise<void> {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [AUTH_STORAGE_KEY, JSON.stringify(member.session)],
  );
}

function api(request: APIRequestContext, member: NewMember) {
  const headers = { authorization: `Bearer ${member.token}` };
  return {
    async createPost(body: string): Promise<string> {
      const res = await request.post('/api/posts', { headers, data: { body } });
      expect(res.status(), await res.text()).toBe(201);
      return ((await res.json()) as { id: string }).id;
    },
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
    const author = await signUp(request, 'author');
    const fan = await signUp(request, 'fan');
    const postId = await api(request, author).createPost('Fireworks over the castle tonight');

    const joined = waitForRealtimeJoin(page);
    await signInBrowser(page, author);
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
    const axe = await new AxeBuilder({ page })
      .include('[role=menu]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

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
    const member = await signUp(request, 'offline');
    const follower = await signUp(request, 'follower');

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

    await signInBrowser(page, member);
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
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

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
