import autocannon from 'autocannon';

/** What one load run measured. */
export interface Measurement {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Highest resident set size of this process seen during the run, in bytes. */
  peakRssBytes: number;
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

/**
 * Loads `url` with autocannon for a fixed time and connection count. The load generator
 * runs in a worker thread so it does not share the server's event loop.
 */
export async function measure(url: string, options: LoadOptions): Promise<Measurement> {
  assertLoopback(url);
  let peakRssBytes = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, process.memoryUsage.rss());
  }, 200);
  try {
    const result = await autocannon({
      url,
      connections: options.connections,
      duration: options.durationSeconds,
      workers: 1,
      headers: options.headers ?? {},
    });
    return {
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      requests: result.requests.total,
      non2xx: result.non2xx,
      errors: result.errors,
      peakRssBytes,
    };
  } finally {
    clearInterval(sampler);
  }
}
