import WebSocket from 'ws';
import { REALTIME_PATH } from '../common/features/realtime/realtime.contract';
import type { BenchMember } from './realtime-members';

/** A joined socket of one member, and when its next change arrived. */
export interface BenchSocket {
  socket: WebSocket;
  /** `performance.now()` when the first `change` arrived, or null. */
  receivedAt: number | null;
}

/** Opens a socket for `member`, authenticates and resolves once the server says `ready`. */
function join(origin: string, member: BenchMember, timeoutMs: number): Promise<BenchSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`);
    const entry: BenchSocket = { socket, receivedAt: null };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error('join timed out'));
    }, timeoutMs);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: member.token })));
    socket.on('message', (data) => {
      const text = data.toString();
      if (text.includes('"type":"ready"')) {
        clearTimeout(timer);
        resolve(entry);
      } else if (entry.receivedAt === null && text.includes('"type":"change"')) {
        entry.receivedAt = performance.now();
      }
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}

/** Joins every member, `concurrency` handshakes at a time; failures are counted, not thrown. */
export async function joinAll(
  origin: string,
  members: BenchMember[],
  concurrency = 100,
): Promise<{ sockets: (BenchSocket | null)[]; failed: number }> {
  const sockets: (BenchSocket | null)[] = new Array(members.length).fill(null);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < members.length) {
      const index = next++;
      sockets[index] = await join(origin, members[index]!, 15_000).catch(() => {
        failed += 1;
        return null;
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { sockets, failed };
}

/** Waits until every joined socket has its change, or `timeoutMs` has passed. */
export async function waitForReceipts(
  sockets: (BenchSocket | null)[],
  timeoutMs: number,
  pollMs = 20,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && sockets.some((s) => s && s.receivedAt === null)) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Closes every socket. */
export async function closeAll(sockets: (BenchSocket | null)[]): Promise<void> {
  await Promise.all(
    sockets.map(
      (entry) =>
        new Promise<void>((resolve) => {
          if (!entry || entry.socket.readyState === WebSocket.CLOSED) return resolve();
          entry.socket.once('close', () => resolve());
          entry.socket.close(1000);
        }),
    ),
  );
}
