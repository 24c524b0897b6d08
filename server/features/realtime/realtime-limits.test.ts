import type { AddressInfo } from 'node:net';
import { beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  REALTIME_MAX_SOCKETS_PER_MEMBER,
  realtimeCloseCodes,
} from '../../../common/features/realtime/realtime.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { joinRealtime, openRealtimeSocket, realtimeUrl, tokenOf } from '../../test/realtime-socket';
import { createMember } from '../../test/sign-in';

const MAX_PER_ADDRESS = 12;

/** The HTTP status of a refused upgrade, or 101 when the socket opened. */
function upgradeStatus(origin: string): Promise<{ status: number; socket: WebSocket }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(realtimeUrl(origin));
    socket.once('open', () => resolve({ status: 101, socket }));
    socket.once('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, socket });
      response.resume();
    });
    socket.once('error', reject);
  });
}

/**
 * `/realtime` cannot be exhausted by one client: an address holds at most
 * `REALTIME_MAX_CONNECTIONS_PER_IP` open sockets (more get 429 before the upgrade), and a member
 * at most `REALTIME_MAX_SOCKETS_PER_MEMBER` (more are closed with `tooManySockets`).
 */
describeEachDatabase(
  '/realtime connection limits',
  (ctx) => {
    let origin = '';
    beforeAll(async () => {
      await ctx().app.listen({ host: '127.0.0.1', port: 0 });
      origin = `http://127.0.0.1:${(ctx().app.server.address() as AddressInfo).port}`;
    });

    it('refuses sockets past the per-address limit with 429, and takes them again once one closes', async () => {
      const open = [];
      for (let i = 0; i < MAX_PER_ADDRESS; i += 1) open.push(await openRealtimeSocket(origin));
      const refused = await upgradeStatus(origin);
      expect(refused.status).toBe(429);
      refused.socket.terminate();

      await open.pop()!.close();
      // The server counts the close when it sees it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const admitted = await upgradeStatus(origin);
      expect(admitted.status).toBe(101);
      admitted.socket.close();
      await Promise.all(open.map((socket) => socket.close()));
    });

    it(`closes a member's socket past ${REALTIME_MAX_SOCKETS_PER_MEMBER} with tooManySockets`, async () => {
      const member = await createMember(ctx().db);
      const joined = [];
      for (let i = 0; i < REALTIME_MAX_SOCKETS_PER_MEMBER; i += 1) {
        joined.push(await joinRealtime(origin, tokenOf(member)));
      }
      const extra = await openRealtimeSocket(origin);
      extra.send({ type: 'auth', token: tokenOf(member) });
      expect(await extra.closed).toEqual({
        code: realtimeCloseCodes.tooManySockets,
        reason: 'Too many connections',
      });
      expect(extra.messages).toEqual([]);
      // Another member is not affected.
      const other = await joinRealtime(origin, tokenOf(await createMember(ctx().db)));
      await other.close();
      await Promise.all(joined.map((socket) => socket.close()));
    });
  },
  { realtimeMaxConnectionsPerIp: MAX_PER_ADDRESS },
);
