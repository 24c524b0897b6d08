import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database, DatabaseEngine, DatabaseHandle } from '../db/client';
import { createTestDatabase, testEngines } from './test-database';

/** The JWT secret of test apps, so tests can mint access tokens. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** Configuration for a test app: quiet, API only, no files outside a temp dir. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/magic-community-test' },
    { jwtSecret: TEST_JWT_SECRET, serveWeb: false, ...overrides },
  );
}

export interface TestContext {
  engine: DatabaseEngine;
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
}

/** Builds the real app on a fresh database of the given engine. */
export async function createTestApp(
  engine: DatabaseEngine,
  overrides: Partial<AppConfig> = {},
): Promise<TestContext & { close(): Promise<void> }> {
  const handle = await createTestDatabase(engine);
  const app = await buildApp(testConfig(overrides), { database: handle });
  await app.ready();
  return {
    engine,
    app,
    db: handle.db,
    handle,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * Declares `body` once per test engine (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
 * each with its own app on a fresh database shared by the tests of that block.
 */
export function describeEachDatabase(
  title: string,
  body: (context: () => TestContext) => void,
  overrides: Partial<AppConfig> = {},
): void {
  describe.each(testEngines)(`${title} [%s]`, (engine) => {
    let context: (TestContext & { close(): Promise<void> }) | undefined;
    beforeAll(async () => {
      context = await createTestApp(engine, overrides);
    }, 60_000);
    afterAll(async () => {
      await context?.close();
    }, 30_000);
    body(() => {
      if (!context) throw new Error('test app is not ready');
      return context;
    });
  });
}
