import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

/** The real app, listening on a random port of 127.0.0.1, on a throw-away PGlite database. */
export interface BenchServer {
  origin: string;
  engine: string;
  /** Closes the app and deletes its data directory. */
  stop(): Promise<void>;
}

/**
 * Builds the app exactly as `main.ts` does, but from a fixed environment (so DATABASE_URL and
 * the like from the shell are ignored): embedded PGlite in a temp DATA_DIR, silent logs, API only.
 */
export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'magic-bench-'));
  const config = loadConfig(
    { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir, HOST: '127.0.0.1' },
    { serveWeb: false },
  );
  const app = await buildApp(config).catch(async (err: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    engine: app.database.engine,
    async stop() {
      try {
        await app.close();
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  };
}
