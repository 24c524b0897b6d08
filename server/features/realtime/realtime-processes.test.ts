import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REALTIME_TIMEOUT_MS,
  realtimeCloseCodes,
  type ConversationChange,
  type NotificationChange,
  type RealtimeServerMessage,
} from '../../../common/features/realtime/realtime.contract';
import { startConversationResultSchema } from '../../../common/features/messages/messages.contract';
import { readTestDatabaseUrl } from '../../config';
import { openPostgres, type DatabaseHandle } from '../../db/client';
import { createTestApp } from '../../test/build-test-app';
import { joinRealtime, openRealtimeSocket, tokenOf } from '../../test/realtime-socket';
import {
  createScratchDatabase,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import { createMember } from '../../test/sign-in';
import { LISTENER_APPLICATION_NAME } from './database-listener';

const isChange = (message: RealtimeServerMessage): message is NotificationChange =>
  message.type === 'change';
const isConversationChange = (message: RealtimeServerMessage): message is ConversationChange =>
  message.type === 'conversation';

describe('/realtime join timeout', () => {
  let test: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let origin = '';
  beforeAll(async () => {
    test = await createTestApp('pglite');
    await test.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => test?.close(), 30_000);

  it(
    'closes a socket that does not authenticate within 10 s',
    async () => {
      const openedAt = Date.now();
      const socket = await openRealtimeSocket(origin);
      expect(await socket.closed).toEqual({
        code: realtimeCloseCodes.authTimeout,
        reason: 'Authentication timed out',
      });
      const elapsed = Date.now() - openedAt;
      expect(elapsed).toBeGreaterThanOrEqual(REALTIME_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(REALTIME_TIMEOUT_MS + 3000);
    },
    REALTIME_TIMEOUT_MS + 10_000,
  );
});

const adminUrl = readTestDatabaseUrl();

// The scale-out proof needs a PostgreSQL server that both processes share (CI sets it).
if (adminUrl) {
  describe('two server processes on one PostgreSQL', () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    let handle: DatabaseHandle | undefined;
    let processA: ServerProcess | undefined;
    let processB: ServerProcess | undefined;

    beforeAll(async () => {
      database = await createScratchDatabase(adminUrl);
      handle = openPostgres(database.url, 2);
      await handle.migrate();
      [processA, processB] = await Promise.all([
        startServerProcess(database.url),
        startServerProcess(database.url),
      ]);
    }, 120_000);

    afterAll(async () => {
      await Promise.all([processA?.stop(), processB?.stop()]);
      await handle?.close();
      await database?.drop();
    }, 30_000);

    function follow(origin: string, actor: { headers: Record<string, string> }, id: string) {
      return fetch(`${origin}/api/profiles/${id}/follow`, {
        method: 'PUT',
        headers: actor.headers,
      });
    }

    it('delivers to a member on B, within a second, what an action sent to A caused', async () => {
      const fan = await createMember(handle!.db);
      const star = await createMember(handle!.db);
      const onB = await joinRealtime(processB!.origin, tokenOf(star));
      const onA = await joinRealtime(processA!.origin, tokenOf(star));

      const sentAt = performance.now();
      const res = await follow(processA!.origin, fan, star.id);
      expect(res.status).toBe(200);
      const change = await onB.next(isChange, 1000);
      const latencyMs = performance.now() - sentAt;
      expect(latencyMs).toBeLessThan(1000);
      expect(change).toMatchObject({ event: 'INSERT', notification_type: 'follow' });
      // The member's socket on A hears of it too: one channel per member, whatever the process.
      expect(await onA.next(isChange, 1000)).toEqual(change);

      const list = await fetch(`${processB!.origin}/api/notifications`, { headers: star.headers });
      const body = (await list.json()) as { items: { id: string; actor: { id: string } }[] };
      expect(body.items[0]).toMatchObject({ id: change.id, actor: { id: fan.id } });
      await Promise.all([onA.close(), onB.close()]);
    });

    it('delivers a direct message sent through A to the recipient on B, and the read back to A', async () => {
      const ana = await createMember(handle!.db);
      const ben = await createMember(handle!.db);
      const benOnB = await joinRealtime(processB!.origin, tokenOf(ben));
      const anaOnA = await joinRealtime(processA!.origin, tokenOf(ana));

      const res = await fetch(`${processA!.origin}/api/conversations`, {
        method: 'POST',
        headers: { ...ana.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: ben.id, body: 'Fireworks at 9?' }),
      });
      expect(res.status).toBe(201);
      const { conversation, message } = startConversationResultSchema.parse(await res.json());
      expect(await benOnB.next(isConversationChange, 5000)).toEqual({
        type: 'conversation',
        conversation_id: conversation.id,
        event: 'message',
        message_id: message.id,
      });
      const page = await fetch(
        `${processB!.origin}/api/conversations/${conversation.id}/messages`,
        { headers: ben.headers },
      );
      expect(((await page.json()) as { items: { body: string }[] }).items[0]!.body).toBe(
        'Fireworks at 9?',
      );

      const read = await fetch(`${processB!.origin}/api/conversations/${conversation.id}/read`, {
        method: 'POST',
        headers: ben.headers,
      });
      expect(read.status).toBe(200);
      expect(
        await anaOnA.next((m) => isConversationChange(m) && m.event === 'read', 5000),
      ).toMatchObject({ conversation_id: conversation.id, message_id: null });
      await Promise.all([benOnB.close(), anaOnA.close()]);
    });

    it('reconnects a dropped LISTEN connection, tells sockets to refetch, and keeps delivering', async () => {
      const fan = await createMember(handle!.db);
      const star = await createMember(handle!.db);
      const onB = await joinRealtime(processB!.origin, tokenOf(star));
      const killed = (await handle!.db.execute(sql`
        select pg_terminate_backend(pid) as pid from pg_stat_activity
        where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`)) as unknown as {
        rows: unknown[];
      };
      expect(killed.rows).toHaveLength(2);
      // A new listening connection is tried every 250 ms; the refetch hint follows it.
      expect(await onB.next((message) => message.type === 'resync', 5000)).toEqual({
        type: 'resync',
      });
      const res = await follow(processA!.origin, fan, star.id);
      expect(res.status).toBe(200);
      expect(await onB.next(isChange, 1000)).toMatchObject({ notification_type: 'follow' });
      await onB.close();
    });
  });
}
