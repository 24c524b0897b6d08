import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { REALTIME_TIMEOUT_MS } from '../../../common/features/realtime/realtime.contract';
import type { DatabaseHandle } from '../../db/client';

/** What the listener reports to its process. */
export interface ListenerHandlers {
  onPayload(payload: string): void;
  /** The connection was lost and is back: notifications sent meanwhile were missed. */
  onReconnect(): void;
  log: FastifyBaseLogger;
}

/** A LISTEN subscription on one channel, for as long as the process runs. */
export interface DatabaseListener {
  /** Round-trips a query on the listening connection; a dead one is replaced. */
  check(): Promise<void>;
  close(): Promise<void>;
}

/** How a listening connection is opened, beyond its channel. */
export interface ListenerOptions {
  /** `application_name` of the connection ({@link LISTENER_APPLICATION_NAME} by default). */
  applicationName?: string;
  /**
   * A statement run on every new connection after `LISTEN`, for session state that must live
   * as long as the listening does (the process's presence lock); PostgreSQL only.
   */
  sessionStatement?: { text: string; values: unknown[] };
}

/** `application_name` of the listening connection (to spot it in `pg_stat_activity`). */
export const LISTENER_APPLICATION_NAME = 'magic-community-realtime';

/**
 * While the listening connection is lost, a new one is tried this often. An attempt on a
 * database that is down is refused at once (or answered "starting up"), so it costs little, and
 * the listener is back within this long of the database: no notification waits behind a
 * back-off of several seconds after the database has returned.
 */
export const LISTENER_RETRY_MS = 250;
/**
 * After this long without the database, attempts slow to {@link LISTENER_SLOW_RETRY_MS}: a
 * database that refuses for good (a changed password, a dropped database) is not hammered
 * four times a second, and a long outage still ends with the listener back within a second.
 */
const LISTENER_FAST_RETRY_FOR_MS = 60_000;
const LISTENER_SLOW_RETRY_MS = 1000;
/** A connection attempt with no answer by then is given up (a lost network hangs, not refuses). */
const LISTENER_CONNECT_TIMEOUT_MS = 5000;

const isChannelName = (channel: string) => /^[a-z_][a-z0-9_]*$/.test(channel);

/**
 * Listens on `channel` of the app's database. PGlite (one process) delivers NOTIFY to its own
 * listeners; on PostgreSQL a dedicated connection (outside the pool, to the handle's
 * `directUrl`: `DATABASE_LISTEN_URL`, else `DATABASE_URL`) listens, and whenever it
 * drops a new one is tried every {@link LISTENER_RETRY_MS} (every second after a minute) until
 * the database answers; then `onReconnect` tells the process that notifications may have been
 * missed. The loss and the return are logged once each, not at every attempt.
 */
export async function openDatabaseListener(
  handle: DatabaseHandle,
  channel: string,
  handlers: ListenerHandlers,
  options: ListenerOptions = {},
): Promise<DatabaseListener> {
  if (!isChannelName(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  const client: unknown = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === 'pglite') {
    const unlisten = await (client as PGlite).listen(channel, handlers.onPayload);
    return { check: async () => {}, close: () => unlisten() };
  }
  // A direct connection (`DATABASE_LISTEN_URL`): LISTEN belongs to a session, which a pooler in
  // transaction mode would hand to other clients between statements.
  const connection = handle.directUrl
    ? { connectionString: handle.directUrl }
    : (client as pg.Pool).options;
  return openPostgresListener(connection, channel, handlers, options);
}

async function openPostgresListener(
  options: pg.PoolConfig,
  channel: string,
  handlers: ListenerHandlers,
  { applicationName = LISTENER_APPLICATION_NAME, sessionStatement }: ListenerOptions,
): Promise<DatabaseListener> {
  let current: pg.Client | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the connection was lost (null while it is up). */
  let lostAt: number | null = null;
  let attempts = 0;
  let isClosed = false;

  const scheduleReconnect = () => {
    if (isClosed || reconnectTimer) return;
    const lostForMs = lostAt === null ? 0 : Date.now() - lostAt;
    const delay =
      lostForMs < LISTENER_FAST_RETRY_FOR_MS ? LISTENER_RETRY_MS : LISTENER_SLOW_RETRY_MS;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      host: options.host,
      port: options.port,
      user: options.user,
      password: options.password,
      database: options.database,
      ssl: options.ssl,
      keepAlive: true,
      connectionTimeoutMillis: LISTENER_CONNECT_TIMEOUT_MS,
      application_name: applicationName,
    });
    let isLost = false;
    const lose = (err?: unknown) => {
      if (isLost) return;
      isLost = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (isClosed) return;
      // Logged once per loss, not at every failed attempt while the database is away.
      if (lostAt === null) {
        lostAt = Date.now();
        attempts = 0;
        handlers.log.warn(
          { channel, reason: describeLoss(err) },
          'database listener lost; reconnecting',
        );
      }
      attempts += 1;
      scheduleReconnect();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (sessionStatement) await client.query(sessionStatement.text, sessionStatement.values);
    } catch (err) {
      lose(err);
      return;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    // A loss before this success means notifications may have been missed.
    if (lostAt !== null) {
      handlers.log.warn(
        { channel, downForMs: Date.now() - lostAt, attempts },
        'database listener reconnected',
      );
      lostAt = null;
      handlers.onReconnect();
    }
  };

  await connect();
  return {
    async check() {
      const client = current;
      if (!client) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(new Error('listener check timed out')),
          REALTIME_TIMEOUT_MS,
        );
      });
      try {
        await Promise.race([client.query('select 1'), timeout]);
      } catch (err) {
        client.emit('error', err);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      const client = current;
      current = null;
      await client?.end().catch(() => {});
    },
  };
}

/** A one-line reason for the log (no stack: the loss is expected while the database restarts). */
function describeLoss(err: unknown): string {
  if (!err) return 'connection ended';
  const { code, message } = err as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message : String(err);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}
