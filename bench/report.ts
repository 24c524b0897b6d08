import type { Measurement } from './measure';
import type { Target } from './targets';

/** A measured endpoint beside its target. */
export interface ReportRow {
  name: string;
  target: Target;
  measurement: Measurement;
}

/** Whether a measurement reaches its target (and every response was a 2xx). */
export function meetsTarget(target: Target, m: Measurement): boolean {
  return (
    m.requestsPerSecond >= target.minRequestsPerSecond &&
    m.p99Ms <= target.maxP99Ms &&
    m.non2xx === 0 &&
    m.errors === 0
  );
}

const fixed = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Formats bytes as mebibytes, e.g. `182.4 MiB`. */
export function formatMiB(bytes: number): string {
  return `${fixed(bytes / 1024 / 1024, 1)} MiB`;
}

function layout(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  '),
    )
    .join('\n');
}

/**
 * The results table: requests/s and p99 beside their targets with a ratio (above 1.00 means
 * better than the target for both), p50, and a verdict per endpoint.
 */
export function formatReport(rows: readonly ReportRow[]): string {
  const table = [
    [
      'endpoint',
      'req/s',
      'target',
      'ratio',
      'p50 ms',
      'p99 ms',
      'target',
      'ratio',
      'non-2xx',
      'verdict',
    ],
    ...rows.map(({ name, target, measurement: m }) => [
      name,
      fixed(m.requestsPerSecond),
      `>= ${fixed(target.minRequestsPerSecond)}`,
      `${fixed(m.requestsPerSecond / target.minRequestsPerSecond, 2)}x`,
      fixed(m.p50Ms, 1),
      fixed(m.p99Ms, 1),
      `<= ${fixed(target.maxP99Ms)}`,
      `${fixed(target.maxP99Ms / Math.max(m.p99Ms, 0.01), 2)}x`,
      fixed(m.non2xx + m.errors),
      meetsTarget(target, m) ? 'meets target' : 'MISSES TARGET',
    ]),
  ];
  return layout(table);
}
