import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fromProjectRoot } from '../lib/project-root';
import { generateSigningKey } from '../lib/jwt-keys';
import { TEST_JWT_SECRET } from './build-test-app';

/**
 * One signing key for every server process a test file starts (as one deployment's processes
 * share `JWT_KEYS`), so a token one issued is good at the others, whatever their data folders.
 */
let testJwtKeys: Promise<string> | undefined;
const sharedTestJwtKeys = () =>
  (testJwtKeys ??= generateSigningKey().then((key) => JSON.stringify([key])));
import { freePort } from './free-port';

/** A real server process (`server/main.ts` run by tsx), as production runs it. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its stdout and stderr so far, for failure messages. */
  output(): string;
  /** Sends SIGTERM, waits for the exit and removes its data directory (unless it was given). */
  stop(): Promise<void>;
}

/**
 * Starts `server/main.ts` in its own Node process on `databaseUrl` (null: the embedded PGlite
 * in the data directory), signing tokens with the test key and secret, and resolves once `/healthz`
 * answers 200 (or rejects with its output). The data directory is `dataDir` when given (kept:
 * another process may open it after this one) or a temporary one removed by `stop()`. `env`
 * adds or replaces variables (a bigger pool, another log level).
 */
export async function startServerProcess(
  databaseUrl: string | null,
  options: { timeoutMs?: number; env?: Record<string, string>; dataDir?: string } = {},
): Promise<ServerProcess> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const port = await freePort();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'magic-process-')));
  const child = spawn(process.execPath, ['--import', 'tsx', fromProjectRoot('server', 'main.ts')], {
    cwd: fromProjectRoot(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DATABASE_POOL_SIZE: '4',
      JWT_SECRET: TEST_JWT_SECRET,
      JWT_KEYS: await sharedTestJwtKeys(),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const isUp = await fetch(`${origin}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (isUp) return { origin, child, exited, output: () => output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`server process did not start on ${origin}:\n${output}`);
}

/** An empty PostgreSQL database of its own next to `adminUrl`'s, dropped by `drop()`. */
export async function createScratchDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_proc_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}
