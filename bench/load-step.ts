import { spawn } from 'node:child_process';
import { fromProjectRoot, projectRoot } from '../server/lib/project-root';
import type { LoadJob, LoadResult } from './load-job';
import { assertLoopback } from './measure';

/** A step's figures with the server's memory meanwhile. */
export interface StepMeasurement extends LoadResult {
  /** Highest resident memory of the server process seen during the step (null: unknown). */
  serverPeakRssBytes: number | null;
}

function runDriver(job: LoadJob): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fromProjectRoot('bench', 'load-driver.ts')],
      { cwd: projectRoot, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`the load driver exited with ${String(code)}: ${stderr.trim()}`));
    });
    child.stdin.end(JSON.stringify(job));
  });
}

/**
 * One step of the mixed load: the driver (`load-driver.ts`) in its own process for the step's
 * duration, the server's memory sampled every 250 ms meanwhile.
 */
export async function runStep(
  job: LoadJob,
  serverRss: () => number | null,
): Promise<StepMeasurement> {
  assertLoopback(job.origin);
  let serverPeakRssBytes = serverRss();
  const sampler = setInterval(() => {
    const rss = serverRss();
    if (rss !== null) serverPeakRssBytes = Math.max(serverPeakRssBytes ?? 0, rss);
  }, 250);
  try {
    const output = await runDriver(job);
    const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult;
    return { ...result, serverPeakRssBytes };
  } finally {
    clearInterval(sampler);
  }
}
