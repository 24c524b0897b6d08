/** A figure a benchmarked endpoint must reach. */
export interface Target {
  /** Requests per second, at least. */
  minRequestsPerSecond: number;
  /** 99th percentile latency in milliseconds, at most. */
  maxP99Ms: number;
}

/** An endpoint the benchmark measures, with its target (on PGlite, one process). */
export interface BenchEndpoint {
  name: string;
  path: string;
  /** Extra request headers, e.g. to ask for gzip as browsers do. */
  headers?: Record<string, string>;
  target: Target;
}

/** What `npm run bench` measures; the navigation targets are the product's. */
export const benchEndpoints: readonly BenchEndpoint[] = [
  {
    name: 'GET /api/navigation',
    path: '/api/navigation',
    target: { minRequestsPerSecond: 1000, maxP99Ms: 50 },
  },
  {
    name: 'GET /api/navigation (gzip)',
    path: '/api/navigation',
    headers: { 'accept-encoding': 'gzip' },
    target: { minRequestsPerSecond: 1000, maxP99Ms: 50 },
  },
  { name: 'GET /healthz', path: '/healthz', target: { minRequestsPerSecond: 1000, maxP99Ms: 50 } },
];
