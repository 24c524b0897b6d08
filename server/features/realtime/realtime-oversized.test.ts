import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REALTIME_MAX_MESSAGE_BYTES } from '../../../common/features/realtime/realtime.contract';
import { buildApp } from '../../app';
import { describeEachDatabase, testConfig } from '../../test/build-test-app';
import { openRealtimeSocket } from '../../test/realtime-socket';

interface LogLine {
  level: number;
  msg?: string;
  code?: string;
  err?: unknown;
}

const WARN = 40;

/**
 * A client sending messages over REALTIME_MAX_MESSAGE_BYTES: `ws` closes its socket with 1009
 * (message too big), and the server logs one warning line without a stack trace, not an error
 * with a stack each time (a client doing it on purpose must not fill the logs).
 */
describeEachDatabase('/realtime messages over the size limit', (ctx) => {
  const lines: string[] = [];
  let app: FastifyInstance | undefined;
  let origin = '';
  beforeAll(async () => {
    app = await buildApp(testConfig({ logLevel: 'warn' }), {
      database: ctx().handle,
      logStream: { write: (line) => lines.push(line) },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(() => app?.close());

  it('closes the socket with 1009 and logs one warning without a stack, for each such socket', async () => {
    lines.length = 0;
    for (const message of [
      'x'.repeat(REALTIME_MAX_MESSAGE_BYTES + 1),
      Buffer.alloc(REALTIME_MAX_MESSAGE_BYTES * 4),
    ]) {
      const client = await openRealtimeSocket(origin);
      client.socket.send(message);
      expect((await client.closed).code).toBe(1009);
    }
    // `ws` writes its close frame and reports the error in the same turn: both lines are in.
    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    expect(logged.filter((entry) => entry.level > WARN)).toEqual([]);
    const warnings = logged.filter((entry) => entry.level === WARN);
    expect(warnings).toHaveLength(2);
    for (const warning of warnings) {
      expect(warning).toMatchObject({ msg: 'realtime: client broke the protocol' });
      expect(warning).toMatchObject({ code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
      expect(warning.err).toBeUndefined();
    }
    expect(lines.join('\n')).not.toMatch(/"stack"|\bat .*receiver\.js/);
  });
});
