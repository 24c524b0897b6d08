import type { StepMeasurement } from './load-step';
import type { WritesPresent } from './load-verify';
import { formatMiB } from './report';
import { formatTable } from './table';

/** A finished step: its client count, figures and the writes found again afterwards. */
export interface StepRow {
  connections: number;
  measurement: StepMeasurement;
  present: WritesPresent;
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Non-2xx answers and requests without one, by kind and status: `none`, or `like 429 ×3, …`. */
export function describeErrors(measurement: StepMeasurement): string {
  const entries = Object.entries(measurement.errors).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0
    ? 'none'
    : entries.map(([what, n]) => `${what} ×${n.toLocaleString('en-US')}`).join(', ');
}

/** Whether the step had no error: every answer 2xx, every acknowledged write present. */
export function isClean(row: StepRow): boolean {
  const { acknowledged } = row.measurement;
  return (
    Object.keys(row.measurement.errors).length === 0 &&
    row.present.posts === acknowledged.posts.length &&
    row.present.comments === acknowledged.comments.length &&
    row.present.likes === acknowledged.likes.length
  );
}

/**
 * The table of an engine's steps: throughput, latency overall and for reads and writes, errors
 * by status, acknowledged writes against those found again, and the server's peak memory.
 */
export function formatLoadReport(rows: readonly StepRow[]): string {
  const table = [
    [
      'clients',
      'requests',
      'req/s',
      'p50 ms',
      'p99 ms',
      'read p50',
      'read p99',
      'write p50',
      'write p99',
      'errors by status',
      'posts acked/present',
      'comments acked/present',
      'likes acked/present',
      'server RSS peak',
    ],
    ...rows.map(({ connections, measurement: m, present }) => [
      String(connections),
      whole(m.requests),
      whole(m.requests / m.elapsedSeconds),
      ms(m.overall.p50Ms),
      ms(m.overall.p99Ms),
      ms(m.reads.p50Ms),
      ms(m.reads.p99Ms),
      ms(m.writes.p50Ms),
      ms(m.writes.p99Ms),
      describeErrors(m),
      `${whole(m.acknowledged.posts.length)}/${whole(present.posts)}`,
      `${whole(m.acknowledged.comments.length)}/${whole(present.comments)}`,
      `${whole(m.acknowledged.likes.length)}/${whole(present.likes)}`,
      m.serverPeakRssBytes === null ? '-' : formatMiB(m.serverPeakRssBytes),
    ]),
  ];
  return formatTable(table, { leftAligned: [9] });
}

/** Per kind of request of one step: count, p50 and p99. */
export function formatOpLine(measurement: StepMeasurement): string {
  return Object.entries(measurement.byOp)
    .map(([op, l]) => `${op} ${whole(l.count)} (p50 ${ms(l.p50Ms)}, p99 ${ms(l.p99Ms)})`)
    .join(', ');
}
