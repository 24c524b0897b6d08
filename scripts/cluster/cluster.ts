import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fromProjectRoot, projectRoot } from '../../server/lib/project-root';
import { readHaproxyTemplate, renderHaproxyConfig } from './haproxy-config';

/** What `startCluster` starts: N app processes behind one HAProxy, on one machine. */
export interface ClusterOptions {
  processes: number;
  /** Where HAProxy takes the site's requests. */
  host: string;
  port: number;
  /** The app processes listen on 127.0.0.1 from this port on (one each, consecutive). */
  firstAppPort: number;
  /** Where HAProxy's stats page listens on 127.0.0.1. */
  statsPort: number;
  /** Every app process's environment (DATABASE_URL, DATA_DIR…); PORT, HOST and TRUST_PROXY are set here. */
  env: Record<string, string | undefined>;
  /** The haproxy program. */
  haproxy: string;
  /** Each line a process writes, with its name (`app1`, `haproxy`, `cluster`). */
  log: (source: string, line: string) => void;
  /** Starts a process again when it exits unasked (after a second). */
  isRestarted?: boolean;
  /** Adds `X-Served-By` to each answer (which process answered). */
  isServedByShown?: boolean;
  /** Node's arguments for an app process; the built server by default (tests: the sources). */
  serverArgs?: string[];
}

/** One app process of the cluster (it may have been started again since). */
export interface ClusterProcess {
  name: string;
  port: number;
  /** The current process, or null between an exit and its restart. */
  child: ChildProcess | null;
}

export interface Cluster {
  /** The site through HAProxy, for clients on this machine. */
  origin: string;
  statsUrl: string;
  configPath: string;
  processes: readonly ClusterProcess[];
  /** Resolves with a reason when HAProxy exits unasked (the cluster is then of no use). */
  failed: Promise<string>;
  /** Stops HAProxy taking new connections, closes every app process (SIGINT), then HAProxy. */
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The built server; `npm run build` makes it. */
export const SERVER_BUNDLE = fromProjectRoot('dist', 'server', 'main.js');

/** The haproxy program: HAPROXY, else the one on PATH, else Debian's. */
export function findHaproxy(env: Record<string, string | undefined>): string | undefined {
  if (env.HAPROXY) return env.HAPROXY;
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    if (existsSync(path.join(dir, 'haproxy'))) return path.join(dir, 'haproxy');
  }
  return ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file));
}

function pipeLines(child: ChildProcess, source: string, log: ClusterOptions['log']): void {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => log(source, line));
  }
}

/** Polls `url` until it answers 200; rejects when `child` exits first or after `timeoutMs`. */
async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `it exited (${child.signalCode ?? String(child.exitCode)}) before it was ready`,
      );
    }
    const isUp = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (res) => res.ok,
      () => false,
    );
    if (isUp) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

const isRunning = (child: ChildProcess | null): child is ChildProcess =>
  child !== null && child.exitCode === null && child.signalCode === null;

function exitOf(child: ChildProcess): Promise<void> {
  return isRunning(child)
    ? new Promise((resolve) => child.once('exit', () => resolve()))
    : Promise.resolve();
}

/** Signals `child` and waits for its exit, SIGKILL after `graceMs`. */
async function stopChild(child: ChildProcess | null, signal: NodeJS.Signals, graceMs: number) {
  if (!isRunning(child)) return;
  const exited = exitOf(child);
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts `options.processes` processes of the built server (`node dist/server/main.js`) on
 * 127.0.0.1 and consecutive ports, all with the same environment (one PostgreSQL), then HAProxy
 * in front of them with `deploy/haproxy.cfg`. The first process starts alone (it migrates the
 * database, seeds it and writes the generated keys in DATA_DIR); the others then start together.
 * Resolves once the site answers `/healthz` through HAProxy.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { log } = options;
  const serverArgs = options.serverArgs ?? ['--enable-source-maps', SERVER_BUNDLE];
  if (!options.serverArgs && !existsSync(SERVER_BUNDLE)) {
    throw new Error('dist/server/main.js is missing: run npm run build');
  }
  const workDir = await mkdtemp(path.join(tmpdir(), 'magic-cluster-'));
  const processes: ClusterProcess[] = Array.from({ length: options.processes }, (_, index) => ({
    name: `app${index + 1}`,
    port: options.firstAppPort + index,
    child: null,
  }));
  let isStopping = false;
  let haproxy: ChildProcess | null = null;

  const spawnApp = (entry: ClusterProcess): ChildProcess => {
    const child = spawn(process.execPath, serverArgs, {
      cwd: projectRoot,
      env: {
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(entry.port),
        // Only HAProxy reaches these ports; it writes X-Forwarded-For itself.
        TRUST_PROXY: 'true',
        SITE_URL: options.env.SITE_URL || `http://localhost:${options.port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl-C in the terminal reaches this script only, which stops
      // the processes in order.
      detached: true,
    });
    entry.child = child;
    pipeLines(child, entry.name, log);
    child.once('exit', (code, signal) => {
      if (isStopping) return;
      const left = processes.filter((p) => p !== entry && isRunning(p.child)).length;
      log(
        'cluster',
        `${entry.name} exited (${signal ?? `code ${code}`}); ${left} of ${processes.length} running`,
      );
      if (!options.isRestarted) return;
      setTimeout(() => {
        if (isStopping) return;
        log('cluster', `starting ${entry.name} again`);
        const again = spawnApp(entry);
        waitForHealthy(`http://127.0.0.1:${entry.port}/healthz`, again, 60_000).then(
          () => log('cluster', `${entry.name} is ready again`),
          (err: unknown) => log('cluster', `${entry.name}: ${(err as Error).message}`),
        );
      }, 1000);
    });
    return child;
  };

  const stop = async () => {
    isStopping = true;
    // HAProxy first stops listening (soft stop), the processes finish what they hold, then
    // HAProxy goes (its WebSocket tunnels are closed by the processes by then).
    if (isRunning(haproxy)) haproxy.kill('SIGUSR1');
    await Promise.all(processes.map((p) => stopChild(p.child, 'SIGINT', 15_000)));
    await stopChild(haproxy, 'SIGTERM', 5000);
    await rm(workDir, { recursive: true, force: true });
  };
  // Never leave processes behind when this one ends suddenly.
  process.once('exit', () => {
    for (const child of [haproxy, ...processes.map((p) => p.child)]) {
      if (isRunning(child)) child.kill('SIGKILL');
    }
  });

  try {
    const [first, ...others] = processes;
    const startOne = async (entry: ClusterProcess) => {
      const child = spawnApp(entry);
      await waitForHealthy(`http://127.0.0.1:${entry.port}/healthz`, child, 120_000).catch(
        (err: unknown) => {
          throw new Error(`${entry.name}: ${(err as Error).message}`);
        },
      );
      log('cluster', `${entry.name} is ready on 127.0.0.1:${entry.port}`);
    };
    await startOne(first!);
    await Promise.all(others.map(startOne));

    const configPath = path.join(workDir, 'haproxy.cfg');
    await writeFile(
      configPath,
      renderHaproxyConfig(await readHaproxyTemplate(), {
        bind: `${options.host}:${options.port}`,
        servers: processes.map(({ name, port }) => ({ name, address: `127.0.0.1:${port}` })),
        statsBind: `127.0.0.1:${options.statsPort}`,
        isServedByShown: options.isServedByShown,
      }),
    );
    haproxy = spawn(options.haproxy, ['-db', '-f', configPath], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    pipeLines(haproxy, 'haproxy', log);
    const failed = new Promise<string>((resolve) => {
      haproxy!.once('exit', (code, signal) => {
        if (!isStopping) resolve(`haproxy exited (${signal ?? `code ${code}`})`);
      });
    });
    const origin = `http://127.0.0.1:${options.port}`;
    await waitForHealthy(`${origin}/healthz`, haproxy, 30_000).catch((err: unknown) => {
      throw new Error(`haproxy: ${(err as Error).message}`);
    });
    return {
      origin,
      statsUrl: `http://127.0.0.1:${options.statsPort}/`,
      configPath,
      processes,
      failed,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
