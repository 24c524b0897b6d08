import autocannon from 'autocannon';
import { z } from 'zod';

/**
 * The load generator, run as its own process by `measure.ts` so it shares neither the
 * server's process nor the benchmark's: reads its job from BENCH_LOAD_JOB (JSON, so a token is
 * not shown in the process list), runs autocannon and prints the figures as one JSON line.
 */
const jobSchema = z.object({
  url: z.string().url(),
  connections: z.number().int().positive(),
  durationSeconds: z.number().positive(),
  headers: z.record(z.string(), z.string()),
});

const job = jobSchema.parse(JSON.parse(process.env.BENCH_LOAD_JOB ?? 'null'));
const result = await autocannon({
  url: job.url,
  connections: job.connections,
  duration: job.durationSeconds,
  headers: job.headers,
});
process.stdout.write(
  `${JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  })}\n`,
);
