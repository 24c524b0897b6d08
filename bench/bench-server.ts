import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fromProjectRoot, projectRoot } from '../server/lib/project-root';
import { freePort } from '../server/test/free-port';

/** The app's server running in its own process on 127.0.0.1. */
export interface BenchServer {
  origin: string;
  pid: number;
  /** How it was started, for the report. */
  command: string;
  /** Resident memory of the server process now, in bytes (null where /proc is missing). */
  rssBytes(): number | null;
  /** Why the server is gone (exit status and its last output), or undefined while it runs. */
  failure(): string | undefined;
  /** SIGTERM (SIGKILL after 10 s) and wait for the exit. */
  stop(): Promise<void>;
}

function readRss(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

function serverArgs(mode: 'source' | 'dist'): string[] {
  if (mode === 'source') return ['--import', 'tsx', fromProjectRoot('server', 'main.ts')];
  const bundle = fromProjectRoot('dist', 'server', 'main.js');
  if (!existsSync(bundle)) throw new Error('dist/server/main.js is missing: run npm run build');
  return ['--enable-source-maps', bundle];
}

/**
 * Starts the real server (`server/main.ts` through tsx, or the built `dist/server/main.js`) as a
 * child process on a free port of 127.0.0.1, from a fixed environment (the shell's variables
 * are not passed on): production mode, warnings only, the given DATA_DIR and database.
 * Resolves once `/healthz` answers 200.
 */
export async function startBenchServer(options: {
  mode: 'source' | 'dist';
  dataDir: string;
  databaseUrl: string | undefined;
  poolSize: number | undefined;
}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = serverArgs(options.mode);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: origin,
      DATA_DIR: options.dataDir,
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...(options.poolSize ? { DATABASE_POOL_SIZE: String(options.poolSize) } : {}),
    },
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const describeExit = () =>
    `exit ${child.signalCode ?? String(child.exitCode)}\n${output.trim()}`.trim();
  const stop = async () => {
    if (exited()) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await gone;
    clearTimeout(timer);
  };
  // On an early exit of the benchmark (time limit, Ctrl-C), do not leave the server running.
  process.once('exit', () => {
    if (!exited()) child.kill('SIGKILL');
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited()) throw new Error(`the server exited before it was ready: ${describeExit()}`);
    const healthy = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz within 60 s:\n${output.trim()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    origin,
    pid: child.pid!,
    command: `node ${args.map((arg) => arg.replace(`${projectRoot}/`, '')).join(' ')}`,
    rssBytes: () => readRss(child.pid!),
    failure: () => (exited() ? describeExit() : undefined),
    stop,
  };
}
