import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'magic-community-main-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);

function startServer(): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForHealthy(): Promise<Response> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

describe('server/main.ts on the embedded database', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('starts on PGlite in DATA_DIR, then shuts down cleanly on SIGTERM and restarts on the same data', async () => {
    const first = startServer();
    const health = await (await waitForHealthy()).json();
    expect(health.database).toMatchObject({ engine: 'pglite', ready: true });

    // A request in flight when the signal arrives (its body half sent) still gets its answer.
    const body = JSON.stringify({ level: 'warn', message: 'sent across a shutdown' });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/logs',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<number | undefined>((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => setTimeout(resolve, 300));
    first.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.end(body.slice(10));
    expect(await answered).toBe(201);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    // The database was closed properly: a new process opens the same folder.
    const second = startServer();
    await waitForHealthy();
    second.child.kill('SIGINT');
    const secondCode = await second.exited;
    expect(second.output()).toContain('shutting down');
    expect(secondCode, second.output()).toBe(0);
  }, 90_000);
});
