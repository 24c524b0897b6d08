import WebSocket from 'ws';
import {
  REALTIME_PATH,
  realtimeServerMessageSchema,
  type RealtimeServerMessage,
} from '../../common/features/realtime/realtime.contract';

/** How a socket ended: the close code and reason the server sent. */
export interface SocketClose {
  code: number;
  reason: string;
}

/** A real WebSocket client of `/realtime` that records what the server sends. */
export interface RealtimeTestSocket {
  socket: WebSocket;
  /** Every server message so far, parsed with the contract (a bad one fails the test). */
  messages: RealtimeServerMessage[];
  /** Resolves when the socket closes. */
  closed: Promise<SocketClose>;
  send(message: unknown): void;
  /** The next message (after those already taken) that matches, or a rejection after `timeoutMs`. */
  next<T extends RealtimeServerMessage>(
    match: (message: RealtimeServerMessage) => message is T,
    timeoutMs?: number,
  ): Promise<T>;
  next(
    match?: (message: RealtimeServerMessage) => boolean,
    timeoutMs?: number,
  ): Promise<RealtimeServerMessage>;
  close(): Promise<void>;
}

/** The ws:// address of `/realtime` on an app listening at `origin` (http://host:port). */
export function realtimeUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/** Opens a socket to `/realtime` (not yet authenticated). */
export async function openRealtimeSocket(origin: string): Promise<RealtimeTestSocket> {
  const socket = new WebSocket(realtimeUrl(origin));
  const messages: RealtimeServerMessage[] = [];
  const waiters = new Set<() => void>();
  let taken = 0;
  socket.on('message', (data) => {
    messages.push(realtimeServerMessageSchema.parse(JSON.parse(data.toString())));
    waiters.forEach((wake) => wake());
  });
  const closed = new Promise<SocketClose>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const client: RealtimeTestSocket = {
    socket,
    messages,
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next(match: (message: RealtimeServerMessage) => boolean = () => true, timeoutMs = 2000) {
      return new Promise<RealtimeServerMessage>((resolve, reject) => {
        const look = () => {
          while (taken < messages.length) {
            const message = messages[taken++]!;
            if (match(message)) {
              cleanup();
              resolve(message);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching realtime message within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    async close() {
      if (socket.readyState === WebSocket.CLOSED) return;
      socket.close(1000);
      await closed;
    },
  } as RealtimeTestSocket;
  return client;
}

/** Opens a socket, sends `auth` with `token` and waits for `ready`. */
export async function joinRealtime(origin: string, token: string): Promise<RealtimeTestSocket> {
  const client = await openRealtimeSocket(origin);
  client.send({ type: 'auth', token });
  await client.next((message) => message.type === 'ready');
  return client;
}

/** The bearer token of a member's `Authorization` header. */
export function tokenOf(member: { headers: { authorization: string } }): string {
  return member.headers.authorization.slice('Bearer '.length);
}
