import { spawn } from 'node:child_process';
import { fromProjectRoot, projectRoot } from '../server/lib/project-root';

/** What one load run measured. */
export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  /** Connection errors, timeouts included. */
  errors: number;
  timeouts: number;
  /** Highest resident memory of the server process seen during the run (null: unknown). */
  serverPeakRssBytes: number | null;
}

/** How hard and how long to load an endpoint. */
export interface LoadOptions {
  durationSeconds: number;
  connections: number;
  headers?: Record<string, string>;
}

/** Refuses any URL that is not on the loopback address: the benchmark never loads others. */
export function assertLoopback(url: string): void {
  const { hostname } = new URL(url);
  if (hostname !== '127.0.0.1')
    throw new Error(`The benchmark only targets 127.0.0.1, not ${hostname}`);
}

function runLoadProcess(job: object): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fromProjectRoot('bench', 'load-process.ts')],
      {
        cwd: projectRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { PATH: process.env.PATH, BENCH_LOAD_JOB: JSON.stringify(job) },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`the load generator exited with ${String(code)}: ${stderr.trim()}`));
    });
  });
}

/**
 * Loads `url` with autocannon, run in a separate process (`load-process.ts`), for a fixed time
 * and connection count, sampling the server's memory meanwhile.
 */
export async function measure(
  url: string,
  options: LoadOptions,
  serverRss: () => number | null = () => null,
): Promise<Measurement> {
  assertLoopback(url);
  let serverPeakRssBytes = serverRss();
  const sampler = setInterval(() => {
    const rss = serverRss();
    if (rss !== null) serverPeakRssBytes = Math.max(serverPeakRssBytes ?? 0, rss);
  }, 250);
  try {
    const output = await runLoadProcess({
      url,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      headers: options.headers ?? {},
    });
    const figures = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Omit<
      Measurement,
      'serverPeakRssBytes'
    >;
    return { ...figures, serverPeakRssBytes };
  } finally {
    clearInterval(sampler);
  }
}
