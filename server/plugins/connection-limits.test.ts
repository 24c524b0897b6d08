import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/build-test-app';
import { MAX_UNANSWERED_PER_SOCKET } from './connection-limits.plugin';

/** Short limits, so each case ends in about a second. */
const limits = {
  connectionTimeoutMs: 5000,
  headersTimeoutMs: 500,
  requestTimeoutMs: 1000,
  keepAliveTimeoutMs: 700,
  maxRequestsPerSocket: 3,
};

/** A raw TCP connection to the server: what it received, and when the server closed it. */
interface RawConnection {
  socket: net.Socket;
  received(): string;
  /** Resolves with the milliseconds from connecting to the close. */
  closed: Promise<number>;
}

describe('HTTP connection limits (a real listening server, raw sockets)', () => {
  let ctx: TestContext & { close(): Promise<void> };
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp('pglite', { http: limits });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  }, 60_000);

  afterAll(async () => ctx?.close(), 30_000);

  async function connect(): Promise<RawConnection> {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const startedAt = Date.now();
    let data = '';
    socket.on('data', (chunk: Buffer) => (data += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - startedAt)),
    );
    return { socket, received: () => data, closed };
  }

  const request = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`;

  it('closes a connection whose headers trickle in (408), and one whose body does', async () => {
    const headers = await connect();
    headers.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => headers.socket.write('X-Slow: 1\r\n'), 100);
    const headersClosedAfter = await headers.closed;
    clearInterval(trickle);
    expect(headersClosedAfter).toBeLessThan(limits.headersTimeoutMs + 1000);
    expect(headers.received()).toMatch(/^HTTP\/1\.1 408 /);

    const body = await connect();
    body.socket.write(
      'POST /api/errors HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{',
    );
    const drip = setInterval(() => body.socket.write(' '), 100);
    const bodyClosedAfter = await body.closed;
    clearInterval(drip);
    expect(bodyClosedAfter).toBeLessThan(limits.requestTimeoutMs + 1000);
    expect(body.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('ends an idle kept-alive connection, and a connection after its last allowed request', async () => {
    const idle = await connect();
    idle.socket.write(request('/healthz'));
    const idleClosedAfter = await idle.closed;
    expect(idle.received()).toMatch(/^HTTP\/1\.1 200 /);
    // Node adds up to a second to the keep-alive timeout; the idle timeout is much longer.
    expect(idleClosedAfter).toBeLessThan(limits.keepAliveTimeoutMs + 1500);

    const busy = await connect();
    const answers: string[] = [];
    for (let n = 1; n <= limits.maxRequestsPerSocket; n += 1) {
      const before = busy.received().length;
      busy.socket.write(request('/healthz'));
      while (!/\r\n\r\n[^]*\}$/.test(busy.received().slice(before))) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      answers.push(busy.received().slice(before));
    }
    await busy.closed;
    expect(answers.map((answer) => answer.slice(0, 15))).toEqual(Array(3).fill('HTTP/1.1 200 OK'));
    expect(answers.map((answer) => /\r\nconnection: close\r\n/i.test(answer))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('closes a connection that pipelines requests without reading the answers, and stays responsive', async () => {
    const openConnections = () =>
      new Promise<number>((resolve, reject) =>
        ctx.app.server.getConnections((err, count) => (err ? reject(err) : resolve(count))),
      );
    const flood = await connect();
    flood.socket.pause();
    const sentAt = Date.now();
    flood.socket.write(request('/api/openapi.json').repeat(MAX_UNANSWERED_PER_SOCKET * 4));
    // The server lets go of the connection although its client reads nothing.
    while ((await openConnections()) > 0) {
      expect(Date.now() - sentAt).toBeLessThan(3000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    flood.socket.resume();
    await flood.closed;
    const answered = flood.received().match(/HTTP\/1\.1 200 /g) ?? [];
    expect(answered.length).toBeLessThanOrEqual(MAX_UNANSWERED_PER_SOCKET);
    const started = Date.now();
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
