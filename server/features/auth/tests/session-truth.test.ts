import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { realtimeCloseCodes } from '../../../../common/features/realtime/realtime.contract';
import { authSessions } from '../../../db/schema';
import { serviceRoleToken } from '../../../test/auth-admin-support';
import {
  rawFetch,
  signInRaw,
  signUpRaw,
  useAuthServer,
  type SessionTokens,
} from '../../../test/auth-test-client';
import { describeEachDatabase } from '../../../test/build-test-app';
import {
  joinRealtime,
  openRealtimeSocket,
  type RealtimeTestSocket,
} from '../../../test/realtime-socket';
import { SESSION_STATE_TTL_MS } from '../session-gate';

/** How soon an ended session must be refused, and its sockets closed, on every process. */
const PROPAGATION_MS = 2000;

function api(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(method === 'GET' ? {} : { payload: url === '/api/posts' ? { body: 'Hello' } : {} }),
  });
}

function admin(app: FastifyInstance, method: 'PUT' | 'DELETE', userId: string, body: object) {
  return serviceRoleToken().then((token) =>
    app.inject({
      method,
      url: `/auth/v1/admin/users/${userId}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    }),
  );
}

/** Resolves with the close of `socket` or rejects after `timeoutMs`. */
function closedWithin(socket: RealtimeTestSocket, timeoutMs = PROPAGATION_MS) {
  return Promise.race([
    socket.closed,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs),
    ),
  ]);
}

/** Polls `probe` until it answers `status`; the time it took (fails after `timeoutMs`). */
async function timeUntilStatus(probe: () => Promise<{ statusCode: number }>, status: number) {
  const started = performance.now();
  while (performance.now() - started < PROPAGATION_MS + 1000) {
    if ((await probe()).statusCode === status) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`still not ${status} after ${PROPAGATION_MS + 1000} ms`);
}

/**
 * One session truth for `/auth/v1`, `/api` and `/realtime`: when a session ends (a ban, sign-out
 * everywhere, a password change, deletion), its access token stops working on the very next
 * request and its sockets close, on every process. Two apps share the database here: `ctx().app`
 * (A, driven with inject) and the listening auth server (B), which stands for another process.
 */
describeEachDatabase('sessions end everywhere at once', (ctx) => {
  const serverB = useAuthServer(ctx);
  const appA = () => ctx().app;
  const originB = () => serverB().authUrl.replace(/\/auth\/v1$/, '');

  /** A new member signed in twice (two sessions), with both sessions' tokens warm on A and B. */
  async function memberWithTwoSessions() {
    const { member, session: first } = await signUpRaw(serverB());
    const second = await signInRaw(serverB(), member.email, member.password);
    for (const session of [first, second]) {
      expect(
        (await api(appA(), 'GET', '/api/notifications', session.access_token)).statusCode,
      ).toBe(200);
      const onB = await fetch(`${originB()}/api/notifications`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(onB.status).toBe(200);
    }
    return { member, userId: first.user.id, first, second };
  }

  const onB = (path: string, session: SessionTokens) => async () => ({
    statusCode: (
      await fetch(`${originB()}${path}`, {
        headers: { authorization: `Bearer ${session.access_token}` },
      })
    ).status,
  });

  it('a ban refuses the member on /api at once and closes their sockets on every process', async () => {
    const { userId, first, second } = await memberWithTwoSessions();
    const sockets = await Promise.all(
      [first, second].map((session) => joinRealtime(originB(), session.access_token)),
    );

    const ban = await admin(appA(), 'PUT', userId, { ban_duration: '24h' });
    expect(ban.statusCode, ban.body).toBe(200);

    // A made the change: refused on the very next request, whatever the route.
    expect((await api(appA(), 'POST', '/api/posts', first.access_token)).statusCode).toBe(401);
    expect((await api(appA(), 'GET', '/api/notifications', second.access_token)).statusCode).toBe(
      401,
    );
    expect(
      (await api(appA(), 'PUT', `/api/profiles/${crypto.randomUUID()}/follow`, first.access_token))
        .statusCode,
    ).toBe(401);
    // B heard of it through the database: its sockets close and its cache forgets.
    for (const socket of sockets) {
      expect((await closedWithin(socket)).code).toBe(realtimeCloseCodes.sessionEnded);
    }
    expect(await timeUntilStatus(onB('/api/notifications', first), 401)).toBeLessThan(
      PROPAGATION_MS,
    );
    // And the banned member cannot come back on a socket.
    const again = await openRealtimeSocket(originB());
    again.send({ type: 'auth', token: first.access_token });
    expect((await closedWithin(again)).code).toBe(realtimeCloseCodes.sessionEnded);
  });

  it('sign-out everywhere ends every session of the member, sockets included', async () => {
    const { first, second } = await memberWithTwoSessions();
    const sockets = await Promise.all(
      [first, second].map((session) => joinRealtime(originB(), session.access_token)),
    );
    const out = await appA().inject({
      method: 'POST',
      url: '/auth/v1/logout?scope=global',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    expect(out.statusCode).toBe(204);
    for (const socket of sockets) {
      expect((await closedWithin(socket)).code).toBe(realtimeCloseCodes.sessionEnded);
    }
    expect((await api(appA(), 'GET', '/api/notifications', second.access_token)).statusCode).toBe(
      401,
    );
    expect(await timeUntilStatus(onB('/api/notifications', second), 401)).toBeLessThan(
      PROPAGATION_MS,
    );
  });

  it("a password change closes the other sessions' sockets and keeps the current one", async () => {
    const { first, second } = await memberWithTwoSessions();
    const current = await joinRealtime(originB(), first.access_token);
    const other = await joinRealtime(originB(), second.access_token);
    const changed = await rawFetch(serverB(), '/user', {
      method: 'PUT',
      token: first.access_token,
      body: { password: 'Another-Castle-77' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await closedWithin(other)).code).toBe(realtimeCloseCodes.sessionEnded);
    current.send({ type: 'ping' });
    expect(await current.next((message) => message.type === 'pong')).toEqual({ type: 'pong' });
    expect((await api(appA(), 'GET', '/api/notifications', first.access_token)).statusCode).toBe(
      200,
    );
    expect((await api(appA(), 'GET', '/api/notifications', second.access_token)).statusCode).toBe(
      401,
    );
    await current.close();
  });

  it.each([
    ['a soft delete', { should_soft_delete: true }],
    ['a hard delete', {}],
  ])('%s of the account closes its sockets and refuses its tokens', async (_, body) => {
    const { userId, first } = await memberWithTwoSessions();
    const socket = await joinRealtime(originB(), first.access_token);
    const deleted = await admin(appA(), 'DELETE', userId, body);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await closedWithin(socket)).code).toBe(realtimeCloseCodes.sessionEnded);
    expect((await api(appA(), 'GET', '/api/notifications', first.access_token)).statusCode).toBe(
      401,
    );
    expect(await timeUntilStatus(onB('/api/notifications', first), 401)).toBeLessThan(
      PROPAGATION_MS,
    );
  });

  it('refuses a session deleted behind its back (no news sent) once its state is stale', async () => {
    const { first } = await memberWithTwoSessions();
    expect((await api(appA(), 'GET', '/api/profiles/me', first.access_token)).statusCode).toBe(200);
    const payload = JSON.parse(
      Buffer.from(first.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { session_id: string };
    await ctx().db.delete(authSessions).where(eq(authSessions.id, payload.session_id));
    const elapsed = await timeUntilStatus(
      () => api(appA(), 'GET', '/api/notifications', first.access_token),
      401,
    );
    expect(elapsed).toBeLessThan(SESSION_STATE_TTL_MS + 500);
  });
});
