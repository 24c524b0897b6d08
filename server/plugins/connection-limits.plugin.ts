import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Requests one connection may have waiting for their answers to leave (pipelined, HTTP/1.1).
 * Browsers and proxies send the next request only once they have read the last answer, so they
 * never have more than one; a client far past this is sending without reading.
 */
export const MAX_UNANSWERED_PER_SOCKET = 32;

/** How often the closing of pipelining connections is logged, at most (with a count). */
const LOG_INTERVAL_MS = 60_000;

interface SocketState {
  requests: number;
  unanswered: number;
}

/**
 * Bounds what one HTTP connection can make the server hold. After `maxRequestsPerSocket`
 * requests the answer says `Connection: close` and the connection ends with it (Node's own
 * `maxRequestsPerSocket` keeps such a connection open and answers every further request 503,
 * which clients that ignore `Connection: close`, load generators among them, never leave). A
 * connection with more than {@link MAX_UNANSWERED_PER_SOCKET} requests whose answers it has not
 * read is closed at once, and the requests it had queued are dropped without running: a client
 * that pipelines and never reads cannot pile up answers in memory.
 */
export const connectionLimitsPlugin = fp(
  async (app: FastifyInstance, options: { maxRequestsPerSocket: number }) => {
    const states = new WeakMap<Socket, SocketState>();
    let closedSinceLog = 0;
    let loggedAt = -Infinity;

    app.addHook('onRequest', (request, reply, done) => {
      const socket = request.raw.socket;
      let state = states.get(socket);
      if (!state) {
        state = { requests: 0, unanswered: 0 };
        states.set(socket, state);
      }
      const current = state;
      current.requests += 1;
      current.unanswered += 1;
      // 'close': the answer has left (or the connection is gone).
      reply.raw.once('close', () => {
        current.unanswered -= 1;
      });
      if (socket.destroyed || current.unanswered > MAX_UNANSWERED_PER_SOCKET) {
        if (!socket.destroyed) {
          socket.destroy();
          closedSinceLog += 1;
          if (Date.now() - loggedAt >= LOG_INTERVAL_MS) {
            request.log.warn(
              { closed: closedSinceLog, ip: request.ip },
              'closed connections that sent requests without reading the answers',
            );
            loggedAt = Date.now();
            closedSinceLog = 0;
          }
        }
        // Nothing runs for a request of a closed connection: no one would read its answer.
        reply.hijack();
        return done();
      }
      if (current.requests >= options.maxRequestsPerSocket) reply.header('connection', 'close');
      done();
    });
  },
  { name: 'connection-limits' },
);
