import { createServer } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_PATH } from '../common/features/realtime/realtime.contract';

/**
 * The fan-out's floor (`bench:cluster` (c)): a process that does nothing but what every realtime
 * server must, started by the cluster script in place of the app, behind the same HAProxy.
 * It answers `/healthz` and `/metrics` (its socket count), takes any `auth` on `/realtime`
 * with `ready`, and on `POST /push` writes one `change` frame, serialised for each socket as
 * the app does, to every socket it holds; then answers 204. No database, no NOTIFY, no
 * parsing: what the app takes beyond this process's time is the app's own share.
 */
const sockets = new Set<WebSocket>();
const wss = new WebSocketServer({ noServer: true });

wss.on('connection', (socket) => {
  socket.on('message', (data) => {
    if (data.toString().includes('"type":"auth"')) {
      sockets.add(socket);
      socket.send(JSON.stringify({ type: 'ready', user_id: crypto.randomUUID() }));
    }
  });
  socket.on('close', () => sockets.delete(socket));
});

const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/push') {
    for (const socket of sockets) {
      socket.send(
        JSON.stringify({
          type: 'change',
          topic: 'notifications',
          event: 'INSERT',
          id: crypto.randomUUID(),
          notification_type: 'event_updated',
        }),
      );
    }
    response.writeHead(204).end();
  } else if (request.url === '/healthz') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  } else if (request.url === '/metrics') {
    response
      .writeHead(200, { 'content-type': 'text/plain' })
      .end(`realtime_sockets ${sockets.size}\n`);
  } else {
    response.writeHead(404).end();
  }
});
server.on('upgrade', (request, socket, head) => {
  if (request.url !== REALTIME_PATH) return socket.destroy();
  wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.once('SIGINT', () => {
  for (const socket of sockets) socket.terminate();
  server.close(() => process.exit(0));
});
process.once('SIGTERM', () => process.exit(0));
