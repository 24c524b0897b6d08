/**
 * `npm run cluster -- --processes 3`: the site as several processes behind HAProxy on this
 * machine (see deploy/README.md). Needs DATABASE_URL (PostgreSQL: the embedded database belongs
 * to one process), `npm run build` and haproxy. Ctrl-C or SIGTERM stops everything.
 */
import { parseArgs } from 'node:util';
import { findHaproxy, startCluster } from './cluster';

const USAGE = `Usage: npm run cluster -- [--processes N] [--first-app-port P] [--restart]

Starts N processes of the built server (node dist/server/main.js, default 3) on 127.0.0.1 and
ports P, P+1… (default PORT+1), all with this shell's environment, and HAProxy in front of them
on HOST:PORT (default 0.0.0.0:3000) with deploy/haproxy.cfg. Every answer carries X-Served-By
(which process answered). HAProxy's stats page is on 127.0.0.1:PORT+100.

  --processes N       app processes (1 to 32, default 3)
  --first-app-port P  the first process's port (default PORT+1)
  --restart           start a process again when it exits unasked (default: it stays down)

Needs DATABASE_URL (PostgreSQL), npm run build first, and haproxy (HAPROXY, PATH or /usr/sbin).`;

const sources = ['cluster', 'haproxy'];
const colors = [36, 33, 35, 32, 34, 31];
const isColored = process.stdout.isTTY && !process.env.NO_COLOR;

function prefix(source: string): string {
  const width = 8;
  const label = `[${source}]`.padEnd(width + 2);
  if (!isColored) return label;
  const index = sources.includes(source)
    ? sources.indexOf(source)
    : 2 + Number(source.replace(/\D/g, ''));
  return `\u001b[${colors[index % colors.length]}m${label}\u001b[0m`;
}

const log = (source: string, line: string) => process.stdout.write(`${prefix(source)}${line}\n`);

function readPort(raw: string | undefined, name: string, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a port from 1 to 65535, got "${raw}"`);
  }
  return port;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    strict: true,
    options: {
      processes: { type: 'string', default: '3' },
      'first-app-port': { type: 'string' },
      restart: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const processes = Number(values.processes);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32) {
    throw new Error(`--processes must be a whole number from 1 to 32, got "${values.processes}"`);
  }
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (!databaseUrl) {
    process.stderr.write(
      'npm run cluster needs DATABASE_URL: several processes share one PostgreSQL database.\n' +
        'The embedded database (PGlite, used without DATABASE_URL) belongs to one process and ' +
        'cannot be shared.\nFor example:\n' +
        '  createdb -h 127.0.0.1 -U postgres magic\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/magic npm run cluster -- --processes 3\n',
    );
    return 1;
  }
  const haproxy = findHaproxy(process.env);
  if (!haproxy) {
    process.stderr.write(
      'haproxy was not found: install it (apt-get install haproxy) or set HAPROXY.\n',
    );
    return 1;
  }
  const port = readPort(process.env.PORT, 'PORT', 3000);
  const firstAppPort = readPort(values['first-app-port'], '--first-app-port', port + 1);
  const host = process.env.HOST?.trim() || '0.0.0.0';

  log(
    'cluster',
    `starting ${processes} processes on 127.0.0.1:${firstAppPort}-${firstAppPort + processes - 1}…`,
  );
  const cluster = await startCluster({
    processes,
    host,
    port,
    firstAppPort,
    statsPort: port + 100,
    env: process.env,
    haproxy,
    log,
    isRestarted: values.restart,
    isServedByShown: true,
  });
  log(
    'cluster',
    `Magic Community: ${processes} processes behind HAProxy at http://localhost:${port} ` +
      `(stats ${cluster.statsUrl}, config ${cluster.configPath}). Ctrl-C stops everything.`,
  );

  let isStopping = false;
  const stop = async (why: string) => {
    if (isStopping) return;
    isStopping = true;
    log('cluster', `${why}: stopping`);
    await cluster.stop();
    log('cluster', 'stopped');
  };
  return new Promise<number>((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.on(signal, () => void stop(signal).then(() => resolve(0)));
    }
    void cluster.failed.then((why) => stop(why).then(() => resolve(1)));
  });
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`cluster: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
