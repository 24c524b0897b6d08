import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../server/test/free-port';

/** A production server of its own for a spec that needs a different configuration. */
export interface OwnServer {
  origin: string;
  stop(): void;
}

/**
 * Starts `dist/server/main.js` on a free port with a fresh temporary database and `env` on top of
 * the defaults, waits for `/healthz`, and passes every stdout line to `onLine` (the JSON log).
 */
export async function startOwnServer(options: {
  name: string;
  env?: Record<string, string>;
  onLine?: (line: string) => void;
}): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `magic-community-e2e-${options.name}-`));
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_URL: origin,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let output = '';
  let pending = '';
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    output += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) options.onLine?.(line);
  });
  let lastProblem = '';
  for (let i = 0; i < 150 && server.exitCode === null; i += 1) {
    try {
      const health = await fetch(`${origin}/healthz`);
      if (health.ok) return { origin, stop };
      lastProblem = `healthz ${health.status}`;
    } catch (err) {
      lastProblem = String(err);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error(
    `${options.name} test server did not start (${lastProblem}):\n${output.slice(-2000)}`,
  );
}
