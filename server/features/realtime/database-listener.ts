import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import {
  REALTIME_RECONNECT_DELAYS_MS,
  REALTIME_TIMEOUT_MS,
} from '../../../common/features/realtime/realtime.contract';
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

/** `application_name` of the listening connection (to spot it in `pg_stat_activity`). */
export const LISTENER_APPLICATION_NAME = 'magic-community-realtime';

const isChannelName = (channel: string) => /^[a-z_][a-z0-9_]*$/.test(channel);

/**
 * Listens on `channel` of the app's database. PGlite (one process) delivers NOTIFY to its own
 * listeners; on PostgreSQL a dedicated connection (outside the pool) listens, and is reopened
 * with back-off (1 s, 2 s, 5 s, 10 s…) whenever it drops. `applicationName` names that
 * connection ({@link LISTENER_APPLICATION_NAME} by default).
 */
export async function openDatabaseListener(
  handle: DatabaseHandle,
  channel: string,
  handlers: ListenerHandlers,
  applicationName = LISTENER_APPLICATION_NAME,
): Promise<DatabaseListener> {
  if (!isChannelName(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  const client: unknown = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === 'pglite') {
    const unlisten = await (client as PGlite).listen(channel, handlers.onPayload);
    return { check: async () => {}, close: () => unlisten() };
  }
  return openPostgresListener((client as pg.Pool).options, channel, handlers, applicationName);
}

async function openPostgresListener(
  options: pg.PoolConfig,
  channel: string,
  handlers: ListenerHandlers,
  applicationName: string,
): Promise<DatabaseListener> {
  let current: pg.Client | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let isClosed = false;

  const scheduleReconnect = () => {
    if (isClosed || reconnectTimer) return;
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(failures, delays.length - 1)]!;
    failures += 1;
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
      if (failures === 0)
        handlers.log.warn({ err }, 'realtime: database listener lost; reconnecting');
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
    } catch (err) {
      lose(err);
      return;
    }
    if (isClosed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    // Any failure before this success means notifications may have been missed.
    const hadFailed = failures > 0;
    failures = 0;
    if (hadFailed) {
      handlers.log.info('realtime: database listener reconnected');
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
