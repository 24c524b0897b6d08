import type { Measurement } from './measure';

/** The issues' targets (issue 5, "Performance"; issue 11, "Feed throughput", raised the share). */
export const TARGETS = {
  /** Feed (and post) throughput, at least this share of the same run's bare /healthz. */
  minShareOfHealth: 0.25,
  /** 99th percentile latency, below this many milliseconds. */
  maxP99Ms: 50,
  /**
   * "The fifth feed page as fast as the first": at least this share of the first page's
   * throughput (runs on a shared machine vary by a few percent between endpoints).
   */
  minShareOfFirstPage: 0.8,
} as const;

/** What an endpoint is measured against. */
export type EndpointRole = 'reference' | 'feed' | 'deep-feed' | 'post';

/** One endpoint of the run. */
export interface BenchEndpoint {
  name: string;
  /** Path and query, on the server's origin. */
  path: string;
  role: EndpointRole;
  /** Whether the request carries the member's access token. */
  signedIn: boolean;
}

/** The targets an endpoint has, in words, for the report. */
export function describeTargets(role: EndpointRole): string {
  const share = `>= ${TARGETS.minShareOfHealth * 100}% of /healthz`;
  const p99 = `p99 < ${TARGETS.maxP99Ms} ms`;
  if (role === 'reference') return 'reference';
  if (role === 'deep-feed') {
    return `${share}, ${p99}, >= ${TARGETS.minShareOfFirstPage * 100}% of page 1`;
  }
  return `${share}, ${p99}`;
}

/** The targets `m` misses (empty when it meets them all), beside the run's /healthz and page 1. */
export function missedTargets(
  role: EndpointRole,
  m: Measurement,
  context: { health: Measurement; firstPage: Measurement | undefined },
): string[] {
  const missed: string[] = [];
  if (m.non2xx > 0 || m.errors > 0) missed.push('errors');
  if (role === 'reference') return missed;
  if (m.requestsPerSecond < TARGETS.minShareOfHealth * context.health.requestsPerSecond) {
    missed.push('throughput');
  }
  if (m.p99Ms >= TARGETS.maxP99Ms) missed.push('p99');
  if (
    role === 'deep-feed' &&
    context.firstPage &&
    m.requestsPerSecond < TARGETS.minShareOfFirstPage * context.firstPage.requestsPerSecond
  ) {
    missed.push('vs page 1');
  }
  return missed;
}
