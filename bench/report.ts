import type { CpuSpent } from './cpu-time';
import type { Measurement } from './measure';
import { formatTable } from './table';
import { describeTargets, missedTargets, type BenchEndpoint } from './targets';

/** A measured endpoint. */
export interface ReportRow {
  endpoint: BenchEndpoint;
  measurement: Measurement;
  /** CPU the server and the database's backends spent during the measured load. */
  cpu: CpuSpent;
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Formats bytes as mebibytes, e.g. `182.4 MiB`. */
export function formatMiB(bytes: number): string {
  return `${fixed(bytes / 1024 / 1024, 1)} MiB`;
}

/** CPU milliseconds over `requests` as microseconds per request, or `-` when unknown. */
function perRequest(ms: number | null, requests: number): string {
  return ms === null || requests === 0 ? '-' : fixed((ms * 1000) / requests);
}

/**
 * The results table: req/s, p50 and p99, throughput as a share of the same run's /healthz,
 * the fifth feed page beside the first, the CPU time per request of the server and of the
 * database (PostgreSQL's backends, when they run on this machine), the targets and which of
 * them an endpoint misses.
 */
export function formatReport(rows: readonly ReportRow[]): string {
  const health = rows.find((row) => row.endpoint.role === 'reference')?.measurement;
  const firstPage = rows.find((row) => row.endpoint.role === 'feed')?.measurement;
  const table: string[][] = [
    [
      'endpoint',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs /healthz',
      'vs page 1',
      'non-2xx',
      'server CPU µs/req',
      'db CPU µs/req',
      'targets',
      'result',
    ],
    ...rows.map(({ endpoint, measurement: m, cpu }) => {
      const missed = health ? missedTargets(endpoint.role, m, { health, firstPage }) : [];
      return [
        endpoint.name,
        fixed(m.requestsPerSecond),
        fixed(m.p50Ms, 1),
        fixed(m.p99Ms, 1),
        health ? `${fixed((m.requestsPerSecond / health.requestsPerSecond) * 100, 1)}%` : '-',
        endpoint.role === 'deep-feed' && firstPage
          ? `${fixed((m.requestsPerSecond / firstPage.requestsPerSecond) * 100, 1)}%`
          : '',
        fixed(m.non2xx + m.errors),
        perRequest(cpu.serverMs, m.requests),
        perRequest(cpu.databaseMs, m.requests),
        describeTargets(endpoint.role),
        endpoint.role === 'reference' && missed.length === 0
          ? ''
          : missed.length === 0
            ? 'met'
            : `MISSED: ${missed.join(', ')}`,
      ];
    }),
  ];
  const columns = table[0]!.length;
  return formatTable(table, { leftAligned: [0, columns - 2, columns - 1] });
}
