import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import fp from 'fastify-plugin';
import {
  REALTIME_HEARTBEAT_MS,
  REALTIME_MAX_MESSAGE_BYTES,
  REALTIME_PATH,
} from '../../../common/features/realtime/realtime.contract';
import { presenceLockStatement } from '../../db/process-presence';
import { openDatabaseListener } from './database-listener';
import { AppError } from '../../lib/app-error';
import type { AccessCheck } from '../../lib/access-check';
import { AddressConnections } from './address-connections';
import { createTokenVerifier } from './realtime-auth';
import { RealtimeConnection } from './realtime-connection';
import { parseRealtimeEvent, REALTIME_CHANNEL } from './realtime-event';
import { RealtimeHub, type SweepResult } from './realtime-hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's realtime sockets (`/realtime`). */
    realtime: {
      hub: RealtimeHub;
      /** Drops silent sockets and closes those whose session ended (runs every 30 s). */
      sweep(): Promise<SweepResult>;
      /**
       * Calls `listener` with the seconds from an event's publication to its delivery, each
       * time one reaches sockets of this process (`/metrics`' delivery lag).
       */
      onDelivery(listener: (lagSeconds: number) => void): void;
    };
  }
}

/** The standard close code for "the server is going away". */
const GOING_AWAY = 1001;

/**
 * An error on an open socket. A client breaking the protocol (`ws`'s `WS_ERR_*` codes: a
 * message over `maxPayload`, a malformed frame) is the client's doing: `ws` has already closed
 * the socket with the code that says why (1009 for a message too big), so one warning line
 * without a stack, which a client cannot turn into a flood of error traces. Anything else keeps
 * @fastify/websocket's default: logged as an error, the socket dropped.
 */
function handleSocketError(
  error: Error & { code?: unknown },
  socket: WebSocket,
  request: FastifyRequest,
): void {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_')) {
    request.log.warn(
      { code: error.code, reason: error.message },
      'realtime: client broke the protocol',
    );
    return;
  }
  request.log.error({ err: error }, 'realtime: socket error');
  socket.terminate();
}

/**
 * `GET /realtime`, the WebSocket of spec §4 and §7: a member authenticates with their access
 * token (first message), then receives every change to their notifications. Changes arrive over
 * Postgres LISTEN/NOTIFY (sent on commit by whichever process made them), so a member
 * connected to any process hears of an action handled by any other. A plain HTTP request
 * answers 426.
 */
export const realtimePlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      /** The session check `/api` uses too (a socket authenticating or re-authenticating). */
      checkAccessToken: (token: string) => Promise<AccessCheck>;
      /** Which of these sessions still exist (the periodic sweep, one query for many). */
      listActiveSessions: (sessionIds: string[]) => Promise<Set<string>>;
      /** Sessions ended on some process: what this process knows of them must go. */
      onSessionsEnded: (sessionIds: string[]) => void;
      /** Open sockets one client address may hold on this process. */
      maxConnectionsPerIp: number;
    },
  ) => {
    const hub = new RealtimeHub();
    const deliveryListeners: ((lagSeconds: number) => void)[] = [];
    const addresses = new AddressConnections(options.maxConnectionsPerIp);
    const verify = createTokenVerifier(options.checkAccessToken);
    const listener = await openDatabaseListener(
      app.database,
      REALTIME_CHANNEL,
      {
        onPayload(payload) {
          const parsed = parseRealtimeEvent(payload);
          if (!parsed) {
            app.log.warn({ payload }, 'realtime: ignored a malformed event');
            return;
          }
          const { event, publishedAt } = parsed;
          if (event.topic === 'sessions_ended') {
            options.onSessionsEnded(event.sessionIds);
            hub.endSessions(event);
            return;
          }
          const delivered =
            event.topic === 'notifications_inserted'
              ? hub.deliverInserted(event)
              : hub.deliver(event);
          if (delivered > 0 && publishedAt !== null) {
            const lagSeconds = Math.max(0, Date.now() - publishedAt) / 1000;
            for (const listener of deliveryListeners) listener(lagSeconds);
          }
        },
        onReconnect: () => hub.resyncAll(),
        log: app.log,
      },
      // The process's presence lock lives on this connection: it is the process's one
      // connection that always stays open (see server/db/process-presence.ts).
      { sessionStatement: presenceLockStatement(app.processPresence) },
    );

    const sweep = async () => {
      await listener.check();
      return hub.sweep(options.listActiveSessions);
    };
    const timer = setInterval(() => {
      sweep().catch((err: unknown) => {
        if (!app.database.outage.report(err)) app.log.warn({ err }, 'realtime: sweep failed');
      });
    }, REALTIME_HEARTBEAT_MS);
    timer.unref();
    app.decorate('realtime', {
      hub,
      sweep,
      onDelivery: (listener: (lagSeconds: number) => void) => deliveryListeners.push(listener),
    });

    app.addHook('preClose', async () => {
      clearInterval(timer);
      hub.closeAll(GOING_AWAY, 'Server shutting down');
    });
    app.addHook('onClose', async () => listener.close());

    await app.register(websocket, {
      options: { maxPayload: REALTIME_MAX_MESSAGE_BYTES },
      errorHandler: handleSocketError,
    });
    app.route({
      method: 'GET',
      url: REALTIME_PATH,
      schema: { hide: true },
      preValidation: async (request) => {
        if (!addresses.hasRoom(request.ip)) {
          throw new AppError(
            'rate_limited',
            'Too many open connections from your address. Close some tabs and try again.',
            { 'retry-after': '10' },
          );
        }
      },
      handler: async (_request, reply) => {
        reply.code(426).header('upgrade', 'websocket');
        return {
          error: {
            code: 'upgrade_required',
            message: 'This address is a WebSocket: connect with a WebSocket client.',
          },
        };
      },
      wsHandler: (socket, request) => {
        const address = request.ip;
        addresses.open(address);
        hub.add(
          new RealtimeConnection(socket, {
            verify,
            onJoin: (connection) => hub.join(connection),
            onLeave: (connection) => {
              addresses.close(address);
              hub.remove(connection);
            },
          }),
        );
      },
    });
  },
  { name: 'realtime' },
);
