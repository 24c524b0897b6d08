import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server';

const USAGE = `Usage: npx tsx bench/pipelining.ts [--sockets N] [--requests M] [--seconds S] [--path P]

Memory safety under a hostile client (issue 26): starts the server (PGlite in a temporary
folder, or DATABASE_URL), opens N connections (default 20) that each send M pipelined
GET P (default 1,000 of /api/openapi.json) and never read an answer, and for S seconds
(default 20) samples the server's resident memory and the time /healthz takes. Prints memory
before, at its peak and after, the slowest /healthz, and how many of the connections the
server closed. Bounded in time; not a test.`;

const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readOptions() {
  const { values } = parseArgs({
    options: {
      sockets: { type: 'string', default: '20' },
      requests: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '20' },
      path: { type: 'string', default: '/api/openapi.json' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const count = (name: string, value: string, max: number) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      process.stderr.write(`--${name} must be a whole number from 1 to ${max}\n${USAGE}\n`);
      process.exit(2);
    }
    return n;
  };
  return {
    sockets: count('sockets', values.sockets, 1000),
    requests: count('requests', values.requests, 100_000),
    seconds: count('seconds', values.seconds, 600),
    path: values.path,
  };
}

/** Times one `/healthz` (capped at 30 s). */
async function timeHealth(origin: string): Promise<number> {
  const started = performance.now();
  await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(30_000) }).then(
    (res) => res.arrayBuffer(),
    () => undefined,
  );
  return performance.now() - started;
}

async function main(): Promise<void> {
  const options = readOptions();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-pipelining-'));
  const server = await startBenchServer({
    mode: 'source',
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    poolSize: undefined,
  });
  const { port } = new URL(server.origin);
  try {
    // Warm: the document built and cached, the first requests' code loaded.
    await fetch(`${server.origin}${options.path}`).then((res) => res.arrayBuffer());
    await sleep(1000);
    const before = server.rssBytes() ?? 0;

    const request = `GET ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    const sockets = Array.from({ length: options.sockets }, () => {
      const socket = net.connect(Number(port), '127.0.0.1');
      socket.on('error', () => undefined);
      socket.pause();
      socket.on('connect', () => socket.write(request.repeat(options.requests)));
      return socket;
    });

    let peak = before;
    let slowestHealthMs = 0;
    const deadline = Date.now() + options.seconds * 1000;
    while (Date.now() < deadline) {
      slowestHealthMs = Math.max(slowestHealthMs, await timeHealth(server.origin));
      peak = Math.max(peak, server.rssBytes() ?? 0);
      await sleep(250);
    }
    const failure = server.failure();
    if (failure) throw new Error(`the server died: ${failure}`);

    // Read at last: a connection the server closed ends at once.
    let closedByServer = 0;
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              socket.destroy();
              resolve();
            }, 2000);
            socket.once('close', () => {
              clearTimeout(timer);
              closedByServer += 1;
              resolve();
            });
            socket.on('data', () => undefined);
            socket.resume();
          }),
      ),
    );
    await sleep(1000);
    const after = server.rssBytes() ?? 0;
    const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
    process.stdout.write(
      [
        `${options.sockets} connections × ${options.requests} pipelined GET ${options.path}, never read, ${options.seconds} s`,
        `server memory (RSS): before ${mb(before)}, peak ${mb(peak)} (+${mb(peak - before)}), after ${mb(after)}`,
        `slowest /healthz meanwhile: ${Math.round(slowestHealthMs)} ms`,
        `connections the server closed: ${closedByServer} of ${options.sockets}`,
        '',
      ].join('\n'),
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
