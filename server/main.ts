import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { createStartedClock } from './lib/clock';
import { dataFolderRequests } from './data-folder-requests';
import { openDataFolderOwner } from './features/data-folder/data-folder-owner';
import { drain, noteRequest } from './features/health/drain';

/** Longest drain before a SIGTERM's close: HAProxy (deploy/) needs about 2 s to see the 503s. */
const DRAIN_MAX_MS = 10_000;
/** The drain ends once no request has arrived this long after a health check was refused. */
const DRAIN_QUIET_MS = 1000;

/**
 * Starts the server: config → buildApp → listen, and closes gracefully on SIGTERM/SIGINT.
 * SIGTERM drains first when a load balancer checks `/healthz`: it answers 503 while the other
 * requests are still served, until the balancer has stopped sending new ones (`drain.ts`; at
 * most half of SHUTDOWN_TIMEOUT_MS). SIGINT (Ctrl-C) closes at once.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const startedAt = performance.now();
  // The embedded database is this process's alone: claim its folder first (a second server or a
  // tool holding it refuses this start), and answer the tools (backup, admin:grant, seed:demo)
  // on its socket, so that they never open the folder beside this process.
  const dataFolderOwner = config.databaseUrl
    ? null
    : await openDataFolderOwner(config.dataDir, dataFolderRequests);
  // CLOCK_START (never in production): the app's clock reads that moment until the server
  // listens, then runs on from it.
  const clock = config.clockStart ? createStartedClock(config.clockStart) : undefined;
  const app = await buildApp(config, { clock }).catch(async (err: unknown) => {
    await dataFolderOwner?.close();
    throw err;
  });
  dataFolderOwner?.attach(app);
  // Seen beside Fastify's own listener: when the last request (not a health check) arrived.
  app.server.on('request', (request: { url?: string }) => {
    if (!request.url?.startsWith('/healthz')) noteRequest();
  });
  await app.listen({ port: config.port, host: config.host });
  clock?.run();
  // Jobs run in server processes only (tests build the app without a runner).
  await app.jobs.start();
  app.log.info(
    {
      database: app.database.engine,
      dataDir: config.databaseUrl ? undefined : config.dataDir,
      startupMs: Math.round(performance.now() - startedAt),
    },
    `Magic Community is running at ${config.siteUrl}`,
  );

  let isClosing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    if (signal === 'SIGTERM') {
      // Half the time at most, so that closing keeps the other half.
      const { waitedMs, reason } = await drain({
        maxMs: Math.min(DRAIN_MAX_MS, config.shutdownTimeoutMs / 2),
        quietMs: DRAIN_QUIET_MS,
      });
      if (waitedMs > 0) {
        app.log.info({ signal, waitedMs: Math.round(waitedMs), reason }, 'drained');
      }
    }
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
