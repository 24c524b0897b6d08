import WebSocket from 'ws';
import { REALTIME_PATH } from '../common/features/realtime/realtime.contract';
import type { SignedInMember } from './load-members';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the writers with an Idempotency-Key saw across a process's death. */
export interface KeyedWrites {
  /** Posts created (201), each with its key, author and id. */
  acknowledged: { key: string; id: string; authorId: string }[];
  /** Sends that got no 201 and were sent again with the same key, by what they got. */
  retriesBy: Record<string, number>;
  /** Writes given up (no 201 within `giveUpMs`). */
  abandoned: number;
  /** The longest time from a write's first send to its 201, in ms. */
  slowestMs: number;
}

/**
 * `clients` writers, each creating posts one after the other until `until` (performance.now()),
 * every post with its own `Idempotency-Key`; a send without a 201 (no answer, 502, 503, or 409
 * while the key's first request is still counted as running) is sent again with the same key
 * after a second, for up to `giveUpMs`. Authors take turns among `authors` (20 posts each at
 * most, within their hourly budget).
 */
export async function runKeyedWriters(
  origin: string,
  authors: readonly SignedInMember[],
  options: { clients: number; until: number; giveUpMs: number; runTag: string },
): Promise<KeyedWrites> {
  const result: KeyedWrites = { acknowledged: [], retriesBy: {}, abandoned: 0, slowestMs: 0 };
  let next = 0;
  // Authors in turn, at most 20 posts each (30 an hour is the product's limit).
  const writer = async () => {
    while (performance.now() < options.until && next < authors.length * 20) {
      const author = authors[next++ % authors.length]!;
      const key = crypto.randomUUID();
      const body = JSON.stringify({
        body: `Keyed write across a process's death (${options.runTag} ${key.slice(0, 8)})`,
      });
      const started = performance.now();
      for (;;) {
        let outcome: string;
        try {
          const res = await fetch(`${origin}/api/posts`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${author.token}`,
              'content-type': 'application/json',
              'idempotency-key': key,
            },
            body,
            signal: AbortSignal.timeout(30_000),
          });
          const text = await res.text();
          if (res.status === 201) {
            const { id } = JSON.parse(text) as { id: string };
            result.acknowledged.push({ key, id, authorId: author.id });
            result.slowestMs = Math.max(result.slowestMs, performance.now() - started);
            break;
          }
          outcome = String(res.status);
        } catch (err) {
          outcome = (err as { cause?: { code?: string } }).cause?.code ?? 'no answer';
        }
        result.retriesBy[outcome] = (result.retriesBy[outcome] ?? 0) + 1;
        if (performance.now() - started > options.giveUpMs) {
          result.abandoned += 1;
          break;
        }
        await sleep(1000);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, writer));
  return result;
}

/** Sockets that sign in again when they are closed, as the web app's client does. */
export interface ReconnectingSockets {
  /** Sockets signed in (`ready`) now. */
  ready(): number;
  /** Times from a socket's unasked close to its next `ready`, in ms. */
  reconnectMs: number[];
  /** Closes left without a new `ready` yet. */
  pending(): number;
  closeAll(): Promise<void>;
}

/**
 * Opens one `/realtime` socket per member through `origin` and keeps each signed in: when one
 * closes unasked (its process went away), it opens a new one at once, and again every 250 ms
 * while that fails.
 */
export async function openReconnectingSockets(
  origin: string,
  members: readonly SignedInMember[],
): Promise<ReconnectingSockets> {
  const url = `${origin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
  const reconnectMs: number[] = [];
  const isReady = new Set<number>();
  const lostAt = new Map<number, number>();
  const sockets = new Map<number, WebSocket>();
  let isClosing = false;

  const open = (index: number): Promise<void> =>
    new Promise((resolve) => {
      const socket = new WebSocket(url);
      sockets.set(index, socket);
      let settled = false;
      const settle = () => {
        if (!settled) {
          settled = true;
          resolve();
        }
      };
      socket.on('open', () =>
        socket.send(JSON.stringify({ type: 'auth', token: members[index]!.token })),
      );
      socket.on('message', (data) => {
        if (!data.toString().includes('"type":"ready"')) return;
        isReady.add(index);
        const lost = lostAt.get(index);
        if (lost !== undefined) {
          reconnectMs.push(performance.now() - lost);
          lostAt.delete(index);
        }
        settle();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => {
        // A socket that was signed in tries again at once; a failed attempt after 250 ms.
        const wasReady = isReady.delete(index);
        settle();
        if (isClosing) return;
        if (!lostAt.has(index)) lostAt.set(index, performance.now());
        setTimeout(() => void open(index), wasReady ? 0 : 250);
      });
    });

  for (let from = 0; from < members.length; from += 50) {
    await Promise.all(members.slice(from, from + 50).map((_, i) => open(from + i)));
  }
  return {
    ready: () => isReady.size,
    reconnectMs,
    pending: () => lostAt.size,
    closeAll: async () => {
      isClosing = true;
      await Promise.all(
        [...sockets.values()].map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.close(1000);
            }),
        ),
      );
    },
  };
}
