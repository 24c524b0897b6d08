import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  REALTIME_MESSAGES_PER_MINUTE,
  realtimeCloseCodes,
  type NotificationChange,
  type RealtimeServerMessage,
} from '../../../common/features/realtime/realtime.contract';
import { unreadNotificationsSchema } from '../../../common/features/notifications/notifications.contract';
import { authSessions, notifications } from '../../db/schema';
import { notify, notifyMany } from '../notifications/notifications.service';
import { MAX_RECIPIENTS_PER_EVENT } from './realtime-event';
import { describeEachDatabase } from '../../test/build-test-app';
import { joinRealtime, openRealtimeSocket, tokenOf } from '../../test/realtime-socket';
import { createPostAs } from '../../test/factories';
import { createMember, mintAccessToken } from '../../test/sign-in';

const isChange = (message: RealtimeServerMessage): message is NotificationChange =>
  message.type === 'change';

describeEachDatabase('/realtime WebSocket', (ctx) => {
  let origin = '';
  beforeAll(async () => {
    await ctx().app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}`;
  });

  it('answers a plain HTTP request with 426 and a JSON error', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/realtime' });
    expect(res.statusCode).toBe(426);
    expect(res.json().error.code).toBe('upgrade_required');
  });

  it('joins with a valid token and answers heartbeats', async () => {
    const member = await createMember(ctx().db);
    const socket = await openRealtimeSocket(origin);
    socket.send({ type: 'auth', token: tokenOf(member) });
    const ready = await socket.next();
    expect(ready).toMatchObject({ type: 'ready', user_id: member.id });
    if (ready.type !== 'ready') throw new Error('expected ready');
    expect(new Date(ready.expires_at).getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    socket.send({ type: 'ping' });
    expect(await socket.next()).toEqual({ type: 'pong' });
    await socket.close();
  });

  it('refuses a bad token, an expired token, an ended session and bad messages', async () => {
    const member = await createMember(ctx().db);
    const cases: [unknown, number, string][] = [
      [
        { type: 'auth', token: 'not-a-jwt' },
        realtimeCloseCodes.unauthorized,
        'Invalid access token',
      ],
      [
        { type: 'auth', token: tokenOf(member).slice(0, -2) + 'xx' },
        realtimeCloseCodes.unauthorized,
        'Invalid access token',
      ],
      [
        { type: 'auth', token: await mintAccessToken(member.id, -10, member.sessionId) },
        realtimeCloseCodes.tokenExpired,
        'Access token expired',
      ],
      [
        { type: 'auth', token: await mintAccessToken(member.id, 3600, crypto.randomUUID()) },
        realtimeCloseCodes.sessionEnded,
        'Session ended',
      ],
      ['{"type":', realtimeCloseCodes.badMessage, 'Invalid message'],
      [
        { type: 'subscribe', topic: 'everything' },
        realtimeCloseCodes.badMessage,
        'Invalid message',
      ],
      [{ type: 'auth', token: 'x', extra: 1 }, realtimeCloseCodes.badMessage, 'Invalid message'],
    ];
    for (const [message, code, reason] of cases) {
      const socket = await openRealtimeSocket(origin);
      socket.send(message);
      expect(await socket.closed, JSON.stringify(message)).toEqual({ code, reason });
      expect(socket.messages).toEqual([]);
    }
  });

  it('pushes a like to the author’s sockets only, then the read, within a second', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const post = await createPostAs(ctx(), author, { body: 'A sunny morning on Main Street' });
    const [tab1, tab2] = [
      await joinRealtime(origin, tokenOf(author)),
      await joinRealtime(origin, tokenOf(author)),
    ];
    const fanSocket = await joinRealtime(origin, tokenOf(fan));

    const sentAt = Date.now();
    const like = await ctx().app.inject({
      method: 'PUT',
      url: `/api/posts/${post.id}/like`,
      headers: fan.headers,
    });
    expect(like.statusCode).toBe(200);
    const changes = await Promise.all([tab1.next(isChange), tab2.next(isChange)]);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    const list = await ctx().app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: author.headers,
    });
    const [newest] = unreadNotificationsSchema.parse(list.json()).items;
    for (const change of changes) {
      expect(change).toEqual({
        type: 'change',
        topic: 'notifications',
        event: 'INSERT',
        id: newest!.id,
        notification_type: 'like',
      });
    }

    const read = await ctx().app.inject({
      method: 'POST',
      url: `/api/notifications/${newest!.id}/read`,
      headers: author.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(await tab2.next(isChange)).toMatchObject({ event: 'UPDATE', id: newest!.id });
    const readAll = await ctx().app.inject({
      method: 'POST',
      url: '/api/notifications/read-all',
      headers: author.headers,
    });
    expect(readAll.json().updated).toBe(0);

    // A like undone and done again notifies nobody twice; the fan never hears of the author's.
    for (const method of ['DELETE', 'PUT'] as const) {
      await ctx().app.inject({ method, url: `/api/posts/${post.id}/like`, headers: fan.headers });
    }
    fanSocket.send({ type: 'ping' });
    await fanSocket.next((message) => message.type === 'pong');
    expect(fanSocket.messages.filter(isChange)).toEqual([]);
    expect(tab1.messages.filter(isChange)).toHaveLength(2);
    await Promise.all([tab1.close(), tab2.close(), fanSocket.close()]);
  });

  it('pushes follows and comments, and nothing for a rolled-back action', async () => {
    const author = await createMember(ctx().db);
    const fan = await createMember(ctx().db);
    const post = await createPostAs(ctx(), author, { body: 'A sunny morning on Main Street' });
    const socket = await joinRealtime(origin, tokenOf(author));
    await ctx().app.inject({
      method: 'PUT',
      url: `/api/profiles/${author.id}/follow`,
      headers: fan.headers,
    });
    expect(await socket.next(isChange)).toMatchObject({ notification_type: 'follow' });
    await ctx().app.inject({
      method: 'POST',
      url: `/api/posts/${post.id}/comments`,
      headers: fan.headers,
      payload: { body: 'Lovely shot!' },
    });
    expect(await socket.next(isChange)).toMatchObject({ notification_type: 'comment' });
    // A notification written in a transaction that then fails is never published.
    await expect(
      ctx().db.transaction(async (tx) => {
        await notify(tx, { userId: author.id, actorId: fan.id, type: 'other', entityId: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await expect(socket.next(isChange, 300)).rejects.toThrow(/no matching/);
    await socket.close();
  });

  it('pushes a notification written for many members to each one’s sockets, with their own id', async () => {
    const { db } = ctx();
    const organizer = await createMember(db);
    // One more than a payload holds: the last member's notification travels in a second one.
    const members: Awaited<ReturnType<typeof createMember>>[] = [];
    for (let i = 0; i <= MAX_RECIPIENTS_PER_EVENT; i += 1) members.push(await createMember(db));
    const [first, last] = [members[0]!, members.at(-1)!];
    const tab1 = await joinRealtime(origin, tokenOf(first));
    const tab2 = await joinRealtime(origin, tokenOf(first));
    const lastSocket = await joinRealtime(origin, tokenOf(last));
    const organizerSocket = await joinRealtime(origin, tokenOf(organizer));
    const event = crypto.randomUUID();
    await db.transaction((tx) =>
      notifyMany(tx, {
        userIds: members.map((member) => member.id),
        actorId: organizer.id,
        type: 'event_updated',
        entityId: event,
      }),
    );
    const changes = await Promise.all([
      tab1.next(isChange),
      tab2.next(isChange),
      lastSocket.next(isChange),
    ]);
    const idOf = async (member: { id: string }) => {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, member.id), eq(notifications.entityId, event)));
      return row!.id;
    };
    const change = (id: string) => ({
      type: 'change',
      topic: 'notifications',
      event: 'INSERT',
      id,
      notification_type: 'event_updated',
    });
    const firstId = await idOf(first);
    expect(changes).toEqual([change(firstId), change(firstId), change(await idOf(last))]);
    // The actor is told nothing.
    organizerSocket.send({ type: 'ping' });
    await organizerSocket.next((message) => message.type === 'pong');
    expect(organizerSocket.messages.filter(isChange)).toEqual([]);
    await Promise.all([tab1, tab2, lastSocket, organizerSocket].map((socket) => socket.close()));
  });

  it('takes a refreshed token of the same member, and refuses another member’s', async () => {
    const member = await createMember(ctx().db);
    const other = await createMember(ctx().db);
    const socket = await joinRealtime(
      origin,
      await mintAccessToken(member.id, 60, member.sessionId),
    );
    socket.send({ type: 'auth', token: tokenOf(member) });
    const ready = await socket.next((message) => message.type === 'ready');
    if (ready.type !== 'ready') throw new Error('expected ready');
    expect(new Date(ready.expires_at).getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    socket.send({ type: 'auth', token: tokenOf(other) });
    expect(await socket.closed).toEqual({
      code: realtimeCloseCodes.unauthorized,
      reason: 'Token of another member',
    });
  });

  it('closes when the token expires, unless a fresh one came first', async () => {
    const member = await createMember(ctx().db);
    // Three seconds, not one: on a loaded machine joining and sending the fresh token took more
    // than a second once, and the refreshed socket's first token ran out before it arrived.
    const expiring = await joinRealtime(
      origin,
      await mintAccessToken(member.id, 3, member.sessionId),
    );
    const refreshed = await joinRealtime(
      origin,
      await mintAccessToken(member.id, 3, member.sessionId),
    );
    refreshed.send({ type: 'auth', token: tokenOf(member) });
    await refreshed.next((message) => message.type === 'ready');
    expect(await expiring.closed).toEqual({
      code: realtimeCloseCodes.tokenExpired,
      reason: 'Access token expired',
    });
    refreshed.send({ type: 'ping' });
    expect(await refreshed.next()).toEqual({ type: 'pong' });
    await refreshed.close();
  });

  it('closes the sockets of a session that ended (sign-out) at the next sweep', async () => {
    const member = await createMember(ctx().db);
    const socket = await joinRealtime(origin, tokenOf(member));
    const stillSignedIn = await createMember(ctx().db);
    const other = await joinRealtime(origin, tokenOf(stillSignedIn));
    await ctx().db.delete(authSessions).where(eq(authSessions.id, member.sessionId));
    const result = await ctx().app.realtime.sweep();
    expect(result.sessionsEnded).toBe(1);
    expect(await socket.closed).toEqual({
      code: realtimeCloseCodes.sessionEnded,
      reason: 'Session ended',
    });
    other.send({ type: 'ping' });
    expect(await other.next()).toEqual({ type: 'pong' });
    await other.close();
  });

  it('closes a socket that sends too many messages', async () => {
    const socket = await openRealtimeSocket(origin);
    for (let i = 0; i <= REALTIME_MESSAGES_PER_MINUTE; i++) socket.send({ type: 'ping' });
    expect(await socket.closed).toEqual({
      code: realtimeCloseCodes.tooManyMessages,
      reason: 'Too many messages',
    });
    expect(socket.messages).toHaveLength(REALTIME_MESSAGES_PER_MINUTE);
  });
});
