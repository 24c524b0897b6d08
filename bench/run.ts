import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { startBenchServer } from './bench-server';
import { measure } from './measure';
import { formatMiB, formatReport, meetsTarget, type ReportRow } from './report';
import { benchEndpoints } from './targets';

const USAGE = `Usage: npm run bench [-- --duration S --connections C --strict]

  --duration S     seconds of load per endpoint (1 to 60, default 5)
  --connections C  concurrent connections (1 to 200, default 10)
  --strict         exit with status 1 when an endpoint misses its target`;

function readNumber(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
  fallback: number,
) {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`--${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string' },
      connections: { type: 'string' },
      strict: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return {
    help: values.help ?? false,
    strict: values.strict ?? false,
    durationSeconds: readNumber(values.duration, 'duration', 1, 60, 5),
    connections: readNumber(values.connections, 'connections', 1, 200, 10),
  };
}

/** `npm run bench`: loads the real app on 127.0.0.1 and prints figures beside targets. */
async function main(): Promise<number> {
  const options = readOptions();
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  // Never hang: give up well after the planned runs should have finished.
  const budgetMs = (benchEndpoints.length * (options.durationSeconds + 1) + 60) * 1000;
  setTimeout(() => {
    process.stderr.write('Benchmark did not finish in time; stopping.\n');
    process.exit(1);
  }, budgetMs).unref();

  const server = await startBenchServer();
  try {
    const idleRss = process.memoryUsage.rss();
    process.stdout.write(
      `Benchmarking ${server.origin} (${server.engine}, Node ${process.version}, ` +
        `${availableParallelism()} CPUs shared with the load generator): ` +
        `${options.durationSeconds} s per endpoint, ${options.connections} connections\n`,
    );
    // Warm up (JIT, prepared statements) without keeping the figures.
    await measure(`${server.origin}${benchEndpoints[0]!.path}`, {
      durationSeconds: 1,
      connections: options.connections,
    });

    const rows: ReportRow[] = [];
    for (const endpoint of benchEndpoints) {
      const measurement = await measure(`${server.origin}${endpoint.path}`, {
        ...options,
        headers: endpoint.headers,
      });
      rows.push({ name: endpoint.name, target: endpoint.target, measurement });
    }
    const peakRss = Math.max(idleRss, ...rows.map((row) => row.measurement.peakRssBytes));
    const endRss = process.memoryUsage.rss();
    process.stdout.write(`\n${formatReport(rows)}\n\n`);
    process.stdout.write(
      `RSS: ${formatMiB(idleRss)} after start, ${formatMiB(peakRss)} peak, ` +
        `${formatMiB(endRss)} at the end (one process: server plus the load generator thread)\n`,
    );
    const missed = rows.filter((row) => !meetsTarget(row.target, row.measurement));
    process.stdout.write(
      missed.length === 0
        ? 'All targets met.\n'
        : `Missed: ${missed.map((row) => row.name).join(', ')}\n`,
    );
    return options.strict && missed.length > 0 ? 1 : 0;
  } finally {
    await server.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`Benchmark failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
