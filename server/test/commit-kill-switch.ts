import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client';

/**
 * Tables that coordinate requests rather than hold what a route writes: an `Idempotency-Key`
 * claim and a rate-limit slot are not "the write" whose commit the kill switch waits for.
 */
const COORDINATION_TABLES = new Set(['idempotency_keys', 'rate_limits']);

/** The error every statement of a killed app meets (what a dead process's work comes to). */
export class KilledAppError extends Error {
  constructor() {
    super('The app was killed right after a commit (commit kill switch of a test).');
  }
}

/** What the switch saw when it fired. */
export interface KillSwitchShot {
  /** The tables the fatal commit wrote, coordination tables left out. */
  tables: string[];
}

/**
 * A test's stand-in for `kill -9` at the worst moment: once armed, the first commit after the
 * request's `Idempotency-Key` claim that writes a route's table (anything but a claim or a
 * rate-limit slot) succeeds, and from then on every statement of the app fails, as if its
 * process had died the instant the commit returned. The app itself does not know: whatever it
 * still tries (storing an answer, another read) fails like the work of a dead process.
 */
export interface CommitKillSwitch {
  /** Waits for the next claim of an `Idempotency-Key`, then for the next commit of a write. */
  arm(): void;
  /** What the last firing saw, or null when the switch has not fired since it was armed. */
  shot(): KillSwitchShot | null;
  /** Brings the app back (a restart on the same database). */
  revive(): void;
}

/** The tables a statement writes (insert, update, delete, also in a CTE), by its SQL text. */
export function tablesWrittenBy(text: string): string[] {
  const cleaned = text
    .replace(/\bdo\s+update\s+set\b/gi, ' ')
    .replace(/\bfor\s+(no\s+key\s+)?update\b/gi, ' ');
  const tables = new Set<string>();
  for (const match of cleaned.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi,
  )) {
    tables.add(match[1]!.toLowerCase());
  }
  return [...tables];
}

interface Tracker {
  /** Throws once the app is dead. */
  guard(): void;
  /** A statement ran: its text, and whether it was outside a transaction (its own commit). */
  ran(text: string, isAutocommit: boolean): void;
  /** A transaction that wrote `tables` committed. */
  committed(tables: Set<string>): void;
}

function createTracker(): Tracker & CommitKillSwitch {
  let state: 'idle' | 'awaiting-claim' | 'armed' | 'dead' = 'idle';
  let last: KillSwitchShot | null = null;
  const commit = (tables: Iterable<string>) => {
    if (state !== 'armed') return;
    const written = [...tables].filter((table) => !COORDINATION_TABLES.has(table));
    if (written.length === 0) return;
    state = 'dead';
    last = { tables: written.sort() };
  };
  return {
    guard() {
      if (state === 'dead') throw new KilledAppError();
    },
    ran(text, isAutocommit) {
      const tables = tablesWrittenBy(text);
      if (
        state === 'awaiting-claim' &&
        isAutocommit &&
        /^\s*insert\s+into\s+"idempotency_keys"/i.test(text)
      ) {
        state = 'armed';
        return;
      }
      if (isAutocommit) commit(tables);
    },
    committed: commit,
    arm() {
      state = 'awaiting-claim';
      last = null;
    },
    shot: () => last,
    revive() {
      state = 'idle';
    },
  };
}

const textOf = (query: unknown): string =>
  typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

/** PostgreSQL: every client the pool hands out tracks its own transaction by its statements. */
function instrumentPool(pool: pg.Pool, tracker: Tracker): void {
  const instrumented = new WeakSet<pg.PoolClient>();
  const instrument = (client: pg.PoolClient) => {
    if (instrumented.has(client)) return client;
    instrumented.add(client);
    let written: Set<string> | null = null;
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const after = (text: string) => {
      const statement = text.trim().toLowerCase();
      if (statement.startsWith('begin')) written = new Set();
      else if (statement === 'commit') {
        const tables = written ?? new Set<string>();
        written = null;
        tracker.committed(tables);
      } else if (statement === 'rollback') written = null;
      else if (written) for (const table of tablesWrittenBy(text)) written.add(table);
      else tracker.ran(text, true);
    };
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const text = textOf(args[0]);
      const callback = args.findIndex((arg) => typeof arg === 'function');
      if (callback >= 0) {
        const done = args[callback] as (err: unknown, res?: unknown) => void;
        try {
          tracker.guard();
        } catch (err) {
          queueMicrotask(() => done(err));
          return undefined;
        }
        args[callback] = (err: unknown, res: unknown) => {
          if (!err) after(text);
          done(err, res);
        };
        return query(...args);
      }
      tracker.guard();
      return (query(...args) as Promise<unknown>).then((res) => {
        after(text);
        return res;
      });
    };
    return client;
  };
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    const callback = args[0] as
      | ((err: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void)
      | undefined;
    if (callback) {
      return connect((err: Error | undefined, client: pg.PoolClient | undefined, done: unknown) =>
        callback(err, client && !err ? instrument(client) : client, done),
      );
    }
    return (connect() as Promise<pg.PoolClient>).then(instrument);
  };
}

type PgliteQuery = (...args: unknown[]) => Promise<unknown>;

/** PGlite: statements outside a transaction commit alone; a transaction commits when it ends. */
function instrumentPglite(client: PGlite, tracker: Tracker): void {
  const wrap = (run: PgliteQuery, onRan: (text: string) => void): PgliteQuery => {
    return async (...args) => {
      tracker.guard();
      const result = await run(...args);
      onRan(textOf(args[0]));
      return result;
    };
  };
  const target = client as unknown as Record<string, PgliteQuery>;
  for (const method of ['query', 'exec'] as const) {
    target[method] = wrap(target[method]!.bind(client), (text) => tracker.ran(text, true));
  }
  const transaction = target.transaction!.bind(client);
  target.transaction = async (...args) => {
    tracker.guard();
    const work = args[0] as (tx: unknown) => Promise<unknown>;
    const written = new Set<string>();
    const result = await transaction(async (tx: Record<string, PgliteQuery>) => {
      const noted = (text: string) => {
        for (const table of tablesWrittenBy(text)) written.add(table);
      };
      const tracked = new Proxy(tx, {
        get(object, property) {
          const value = Reflect.get(object, property, object) as unknown;
          if ((property === 'query' || property === 'exec') && typeof value === 'function') {
            return wrap((value as PgliteQuery).bind(object), noted);
          }
          return typeof value === 'function' ? (value as PgliteQuery).bind(object) : value;
        },
      });
      return work(tracked);
    });
    tracker.committed(written);
    return result;
  };
}

/**
 * Installs a {@link CommitKillSwitch} on the driver under `handle` (the `pg` pool or the PGlite
 * instance), below Drizzle and anything the app wraps around it, so "the commit" is the one the
 * database really did.
 */
export function installCommitKillSwitch(handle: DatabaseHandle): CommitKillSwitch {
  const tracker = createTracker();
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.engine === 'postgres') instrumentPool(client as pg.Pool, tracker);
  else instrumentPglite(client as PGlite, tracker);
  return { arm: tracker.arm, shot: tracker.shot, revive: tracker.revive };
}
