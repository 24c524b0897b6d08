import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { createStartedClock } from './lib/clock';
import { dataFolderRequests } from './data-folder-requests';
import { openDataFolderOwner } from './features/data-folder/data-folder-owner';

/** Starts the server: config → buildApp → listen, and closes gracefully on SIGTERM/SIGINT. */
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
  const shutdown = (signal: NodeJS.Signals) => {
    if (isClosing) return;
    isClosing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    forceExit.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
