import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromProjectRoot } from '../lib/project-root';
import {
  DEFAULT_DATABASE_LIMITS,
  limitParameters,
  NO_DATABASE_LIMITS,
  type DatabaseLimits,
  type DatabasePooling,
} from './database-limits';
import { createDatabaseOutage, type DatabaseOutage } from './database-outage';
import { withRequestTransactions } from './request-transaction';
import { createOwnConnection } from './own-connection';
import { transactionPoolingClient } from './transaction-pooling';
import * as schema from './schema';

/** The Drizzle database the app uses, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, usable wherever a query runs. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: repositories accept both. */
export type Executor = Database | Transaction;

export type DatabaseEngine = 'pglite' | 'postgres';

/** An open database connection with what the app needs to manage it. */
export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  /** Applies committed migrations that have not run yet. Safe to call from several processes. */
  migrate(): Promise<void>;
  /** Round-trips a trivial query; resolves to the latency in milliseconds. */
  ping(): Promise<number>;
  /**
   * Round-trips a trivial query on a connection of its own, so a pool tied up by slow requests
   * or held locks does not read as an outage (`/healthz`); resolves to the latency in
   * milliseconds. PostgreSQL: one connection outside the pool, opened on first use, kept, and
   * opened again after a failure; at most one such query runs at a time (callers meanwhile share
   * its answer). PGlite: the one in-process engine (there is no other connection), so it waits
   * for a running transaction, a backup snapshot included.
   */
  pingOwnConnection(): Promise<number>;
  /** Outages seen so far: error handlers report failures to it, it logs start and end once. */
  outage: DatabaseOutage;
  /**
   * PGlite only: the data folder as an uncompressed tar (PGlite's `dumpDataDir`). Call it inside
   * a transaction of `db` (`server/features/backup/`): no other query or transaction of this
   * process runs then, so the copy holds exactly the committed transactions.
   */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL only: the connection string of connections that hold a session of their own
   * (`LISTEN`, migrations): `DATABASE_LISTEN_URL`, else the pool's. Never a pooler in
   * transaction mode (`docs/pgbouncer.md`).
   */
  directUrl?: string;
  /** PostgreSQL only: the pool's connections now, for `/metrics`. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

/** A PostgreSQL pool's state: its size, connections open and idle, and requests waiting. */
export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  waiting: number;
}

const migrationsFolder = fromProjectRoot('server', 'db', 'migrations');
/** Advisory lock id that serialises migrations between processes sharing one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_302_025;
/** `application_name` of the connection migrations run on. */
export const MIGRATION_APPLICATION_NAME = 'magic-community-migrate';

function withPing(db: Database): () => Promise<number> {
  return async () => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return Math.round((performance.now() - started) * 100) / 100;
  };
}

/**
 * Opens the embedded PGlite database; `dataDir` undefined means in memory (tests). Contrib
 * extensions the migrations create (`pg_trgm`, for people search) are loaded with it.
 */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const extensions = { pg_trgm };
  const client = await PGlite.create(dataDir ? { dataDir, extensions } : { extensions });
  const db = withRequestTransactions(drizzlePglite(client, { schema }) as unknown as Database);
  const ping = withPing(db);
  const outage = createDatabaseOutage(ping);
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping,
    pingOwnConnection: ping,
    outage,
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      outage.stop();
      await client.close();
    },
  };
}

/**
 * How long a query waits for a connection (a free one of the pool, or a new one) before it
 * fails with an error the app answers with 503: during an outage requests fail fast instead of
 * hanging; under normal load a wait is a few milliseconds.
 */
export const DATABASE_CONNECTION_TIMEOUT_MS = 5000;

/** Where and how `openPostgres` connects besides its pool's URL. */
export interface PostgresConnectionOptions {
  /**
   * How the pool's server hands out connections (`session` unless given): with `transaction`
   * (PgBouncer's transaction pooling) the limits are set per transaction and prepared statements
   * go unnamed (`transaction-pooling.ts`).
   */
  pooling?: DatabasePooling;
  /** A direct connection string for `LISTEN` and migrations; the pool's when absent. */
  directUrl?: string;
}

/**
 * Opens a `pg` connection pool to a PostgreSQL server (or to PgBouncer). A connection lost at any
 * moment (idle in the pool or checked out for a transaction) never crashes the process: every
 * client has an `error` listener for its whole life, and the failure is reported to the handle's
 * `outage`. Every statement runs with `limits` as its `statement_timeout` and `lock_timeout` (the
 * defaults unless given): with `session` pooling they are the connection's startup parameters,
 * with `transaction` pooling each transaction sets them for itself. Migrations run on a
 * connection of their own to `directUrl`, without limits.
 */
export function openPostgres(
  connectionString: string,
  poolSize = 10,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
  options: PostgresConnectionOptions = {},
): DatabaseHandle {
  const directUrl = options.directUrl ?? connectionString;
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: DATABASE_CONNECTION_TIMEOUT_MS,
    ...(options.pooling === 'transaction'
      ? { Client: transactionPoolingClient(limits) }
      : limitParameters(limits)),
  });
  const db = withRequestTransactions(drizzlePostgres(pool, { schema }) as unknown as Database);
  const ping = withPing(db);
  const outage = createDatabaseOutage(ping);
  guardPoolClients(pool, outage);
  const ownConnection = createOwnConnection(connectionString, outage);
  return {
    db,
    engine: 'postgres',
    outage,
    migrate: () => migrateOnOwnConnection(directUrl),
    directUrl,
    ping,
    pingOwnConnection: ownConnection.ping,
    poolStats: () => ({
      max: poolSize,
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async close() {
      outage.stop();
      await ownConnection.close();
      await pool.end();
    },
  };
}

/**
 * Applies pending migrations on a connection of its own to `directUrl` (never a pooler in
 * transaction mode: the lock and settings below belong to the session), closed at the end, which
 * also releases the lock and forgets the settings. A session advisory lock serialises processes
 * that start together; Drizzle runs the pending migrations in one transaction.
 */
async function migrateOnOwnConnection(directUrl: string): Promise<void> {
  const client = new pg.Client({
    connectionString: directUrl,
    connectionTimeoutMillis: DATABASE_CONNECTION_TIMEOUT_MS,
    application_name: MIGRATION_APPLICATION_NAME,
  });
  // A lost connection fails the running query (and so `migrate`); the event must be heard.
  client.on('error', () => undefined);
  await client.connect();
  try {
    // An index on a big table may take minutes, and a migration may wait for a lock that
    // requests hold: no limit on this connection (a role's own default included).
    await client.query(
      `set statement_timeout = ${NO_DATABASE_LIMITS.statementTimeoutMs}; ` +
        `set lock_timeout = ${NO_DATABASE_LIMITS.lockTimeoutMs}`,
    );
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Makes every client of `pool` safe to lose. pg-pool listens for errors of idle clients only;
 * an error of a checked-out client with no listener is an unhandled 'error' event, which ends
 * the process. So each client gets a permanent listener when it connects. A checked-out client
 * whose connection died is also given back to the pool at once (which discards it), and the
 * holder's own later `release()` does nothing: Drizzle never releases a client whose `begin`
 * failed, and such a client would otherwise hold its pool slot for ever.
 */
function guardPoolClients(pool: pg.Pool, outage: DatabaseOutage): void {
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      outage.report(err);
      if (!checkedOut.has(client)) return;
      const poolClient = client as pg.PoolClient;
      const release = poolClient.release.bind(poolClient);
      poolClient.release = () => undefined;
      release(err);
    });
  });
  // Idle clients' errors reach the pool too (after it has discarded the client).
  pool.on('error', (err) => outage.report(err));
}

/**
 * Opens the database the configuration names: PostgreSQL when a URL is given (with `limits`,
 * the defaults when absent; `listenUrl` and `pooling` as `DATABASE_LISTEN_URL` and
 * `DATABASE_POOLING`), else PGlite.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
  limits?: DatabaseLimits;
  listenUrl?: string;
  pooling?: DatabasePooling;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.poolSize, options.limits, {
      directUrl: options.listenUrl,
      pooling: options.pooling,
    });
  }
  return openPglite(path.join(options.dataDir, 'pglite'));
}
