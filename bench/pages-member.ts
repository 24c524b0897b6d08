import WebSocket from 'ws';
import { DEMO_PASSWORD, demoMemberEmail } from '../server/db/seed/demo-seed';
import { demoMembers } from '../server/db/seed/demo-data';
import { AUTH_STORAGE_KEY } from '../web/lib/auth-storage';

/** The demo member whose first load `bench:pages` measures (the first one who is not admin). */
export const BENCH_MEMBER = demoMembers.find((member) => !member.isAdmin)!.username;

/**
 * The public ids the page list's `{post}`, `{profile}` and `{trip}` stand for: the top highlight,
 * its author, and the demo's public trip report (found as a visitor finds it, by search).
 */
export async function demoPageIds(
  origin: string,
): Promise<{ post: string; profile: string; trip: string }> {
  const res = await fetch(`${origin}/api/posts/highlights?limit=1`);
  if (!res.ok) throw new Error(`GET /api/posts/highlights answered ${res.status}`);
  const body = (await res.json()) as { items: { id: string; author: { id: string } }[] };
  const top = body.items[0];
  if (!top) throw new Error('the demo community has no post to measure');
  const found = await fetch(`${origin}/api/search?type=trips&q=grandkids&limit=1`);
  if (!found.ok) throw new Error(`GET /api/search?type=trips answered ${found.status}`);
  const trip = ((await found.json()) as { items: { id: string }[] }).items[0];
  if (!trip) throw new Error('the demo community has no public trip report to measure');
  return { post: top.id, profile: top.author.id, trip: trip.id };
}

/** Signs the demo member in (password grant); the session as auth-js stores it. */
export async function signInDemoMember(origin: string): Promise<string> {
  const res = await fetch(`${origin}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoMemberEmail(BENCH_MEMBER), password: DEMO_PASSWORD }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`demo sign-in failed (${res.status}): ${text.slice(0, 300)}`);
  return text;
}

type Send = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/** Opens `url` in a new tab of the Chrome on `chromePort`, runs `work` over its DevTools socket, closes it. */
async function inTab(chromePort: number, url: string, work: (send: Send) => Promise<void>) {
  const devtools = `http://127.0.0.1:${chromePort}`;
  const res = await fetch(`${devtools}/json/new?${encodeURIComponent(url)}`, { method: 'PUT' });
  if (!res.ok) throw new Error(`Chrome could not open a tab (${res.status})`);
  const target = (await res.json()) as { id: string; webSocketDebuggerUrl: string };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    let nextId = 0;
    const pending = new Map<
      number,
      { resolve: (v: unknown) => void; reject: (e: Error) => void }
    >();
    socket.on('message', (data: WebSocket.RawData) => {
      const message = JSON.parse(String(data)) as {
        id?: number;
        result?: unknown;
        error?: { message: string };
      };
      const waiter = message.id === undefined ? undefined : pending.get(message.id);
      if (!waiter) return;
      pending.delete(message.id!);
      if (message.error) waiter.reject(new Error(message.error.message));
      else waiter.resolve(message.result);
    });
    const send: Send = (method, params = {}) =>
      new Promise((resolve, reject) => {
        nextId += 1;
        pending.set(nextId, { resolve, reject });
        socket.send(JSON.stringify({ id: nextId, method, params }));
      });
    // Wait until the tab shows the page of `url`'s origin.
    for (let attempt = 0; ; attempt += 1) {
      const result = (await send('Runtime.evaluate', {
        expression: 'location.origin + " " + document.readyState',
        returnByValue: true,
      })) as { result: { value?: string } };
      if (result.result.value === `${new URL(url).origin} complete`) break;
      if (attempt >= 100) throw new Error(`Chrome did not load ${url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await work(send);
  } finally {
    socket.close();
    await fetch(`${devtools}/json/close/${target.id}`).catch(() => undefined);
  }
}

/**
 * Makes the next load of `origin` in that Chrome a member's first load: the session stored as
 * auth-js stores it (set from `/healthz`, which loads no app file) and the HTTP cache emptied.
 * Lighthouse must then run with `disableStorageReset`, or it would clear the session again.
 */
export async function prepareMemberLoad(
  chromePort: number,
  origin: string,
  session: string,
): Promise<void> {
  await inTab(chromePort, `${origin}/healthz`, async (send) => {
    await send('Runtime.evaluate', {
      expression: `localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(session)})`,
    });
    await send('Network.clearBrowserCache');
  });
}
