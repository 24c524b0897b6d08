import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName } from 'drizzle-orm';
import type {
  PgDatabase,
  PgQueryResultHKT,
  PgSession,
  PgTransaction,
  PgTransactionConfig,
} from 'drizzle-orm/pg-core';
import { rateLimits } from './schema';

/*
 * One transaction per request, for the requests that need their write and their answer to commit
 * together (an `Idempotency-Key` request: `server/features/idempotency/`). Services keep calling
 * `db.transaction(...)` and `db.select(...)` as they always do; the database object of the app
 * routes each statement by the request it runs for (AsyncLocalStorage):
 * - outside such a request, nothing changes;
 * - inside one, reads run on their own until the request first writes; that write (or the first
 *   `db.transaction`) opens the request's transaction, and it stays open when the service's
 *   callback returns: from then on every statement of the request runs in it (each in a
 *   savepoint, so a failing one undoes only itself, as it did on its own), a later
 *   `db.transaction` becomes a savepoint, and the request ends it with `finish`, which runs a
 *   last step inside (storing the answer) and commits.
 * Rate-limit slots never open it: they coordinate parallel requests and count on their own.
 */

// The app's schema type lives in client.ts, which imports this file: these are schema-agnostic.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyDatabase = PgDatabase<PgQueryResultHKT, any, any>;
type AnyTransaction = PgTransaction<PgQueryResultHKT, any, any>;
type AnySession = PgSession<PgQueryResultHKT, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */
type Work<T> = (tx: AnyTransaction) => Promise<T>;
/** A prepared statement as the routing uses it (Drizzle's `PgPreparedQuery`, loosely typed). */
interface Prepared {
  execute(placeholders?: unknown, token?: unknown): Promise<unknown>;
  all(placeholders?: unknown): Promise<unknown>;
  setToken(token: unknown): Prepared;
}
/** What a prepared statement runs with: its `execute` or `all`, on the session it is sent to. */
type Run<T> = (session: AnySession) => Promise<T>;

/** Tables whose writes never open a request's transaction (they run on their own until it is open). */
const COORDINATION_TABLES = new Set<string>([getTableName(rateLimits)]);

/** How a statement takes part: a read, a write, or a rate-limit slot. */
type StatementKind = 'read' | 'write' | 'coordination';

/** Drizzle's query metadata (`{ type, tables }`), given to `prepareQuery` by its query builders. */
function kindOf(metadata: unknown): StatementKind {
  const meta = metadata as { type?: string; tables?: string[] } | undefined;
  if (meta?.type === 'select') return 'read';
  const tables = meta?.tables ?? [];
  if (tables.length > 0 && tables.every((table) => COORDINATION_TABLES.has(table))) {
    return 'coordination';
  }
  return 'write';
}

interface Scope {
  unit: RequestUnit;
  /** Inside a callback of the request's transaction (or one of its savepoints). */
  isInside: boolean;
}

const storage = new AsyncLocalStorage<Scope>();
/**
 * Request transactions not yet finished. With none, the storage is disabled: Node's async hooks
 * then stop tracking every promise (on Node 20 they slow promise-heavy code several times), so
 * requests without a key pay nothing for this.
 */
let unfinished = 0;

/** The raw (unrouted) database behind each database made by {@link withRequestTransactions}. */
const rawDatabases = new WeakMap<object, AnyDatabase>();

class RequestUnit {
  status: 'idle' | 'open' | 'finished' = 'idle';
  /** The request's transaction, from the start of the callback that opened it. */
  private tx: AnyTransaction | null = null;
  /** Top-level work of the request, one at a time in call order (statements, savepoints). */
  private queue: Promise<unknown> = Promise.resolve();
  private queued = 0;
  /** Ends the open transaction: runs the last step in it, then it commits. */
  private release: ((last: Work<void>) => void) | null = null;
  /** Settles when the open transaction has committed (or failed). */
  private ended: Promise<unknown> | null = null;
  private readonly onCommit: (() => void)[] = [];

  constructor(readonly raw: AnyDatabase) {}

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    this.queued += 1;
    const run = this.queue.then(work).finally(() => {
      this.queued -= 1;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private inside<T>(work: Work<T>): Work<T> {
    return (tx) => storage.run({ unit: this, isInside: true }, () => work(tx));
  }

  /** Opens the request's transaction with `first` as its first work; resolves when `first` has. */
  private open<T>(first: Work<T>, config?: PgTransactionConfig): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let isOpened = false;
      const ended = this.raw.transaction(async (tx) => {
        this.tx = tx;
        const result = await first(tx);
        isOpened = true;
        this.status = 'open';
        resolve(result);
        const last = await new Promise<Work<void>>((release) => (this.release = release));
        await last(tx);
      }, config);
      this.ended = ended;
      ended.then(
        () => {
          for (const notice of this.onCommit.splice(0)) notice();
        },
        (err: unknown) => {
          this.onCommit.length = 0;
          if (isOpened) return;
          this.tx = null;
          this.ended = null;
          if (this.status !== 'finished') this.status = 'idle';
          reject(err);
        },
      );
    });
  }

  /** Runs one prepared statement where it belongs (see the module comment). */
  statement<T>(scope: Scope, kind: StatementKind, run: Run<T>): Promise<T> {
    const rawSession = this.raw._.session;
    if (this.status === 'finished') return run(rawSession);
    if (scope.isInside && this.tx) return run(this.tx._.session);
    if (this.status === 'idle' && kind !== 'write' && this.queued === 0) return run(rawSession);
    return this.exclusive(() => {
      if (this.status === 'finished') return run(rawSession);
      if (this.status === 'idle') {
        return kind === 'write' ? this.open((tx) => run(tx._.session)) : run(rawSession);
      }
      return this.tx!.transaction((savepoint) => run(savepoint._.session));
    });
  }

  /** A `db.transaction(work)` of the request. */
  transaction<T>(scope: Scope, work: Work<T>, config?: PgTransactionConfig): Promise<T> {
    if (this.status === 'finished') return this.raw.transaction(work, config);
    if (scope.isInside && this.tx) return this.tx.transaction(this.inside(work));
    return this.exclusive(() => {
      if (this.status === 'finished') return this.raw.transaction(work, config);
      if (this.status === 'idle') return this.open(this.inside(work), config);
      return this.tx!.transaction(this.inside(work));
    });
  }

  afterCommit(notice: () => void): boolean {
    if (this.status === 'finished' || !this.tx) return false;
    this.onCommit.push(notice);
    return true;
  }

  finish(last: (executor: AnyDatabase | AnyTransaction) => Promise<void>): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.status === 'finished') throw new Error('this request transaction already ended');
      const isOpen = this.status === 'open';
      this.status = 'finished';
      if (!isOpen) {
        await last(this.raw);
        return false;
      }
      this.release!(last);
      await this.ended;
      return true;
    });
  }
}

/** The transaction handle of a database's `transaction` callbacks. */
type TransactionOf<D extends AnyDatabase> = Parameters<Parameters<D['transaction']>[0]>[0];

/**
 * The transaction of one request (see the module comment): statements of `run`'s work go into it
 * once the work first writes.
 */
export interface RequestTransaction<D extends AnyDatabase = AnyDatabase> {
  /** Runs `work` (a route's handler) as this request's: its statements are routed here. */
  run<T>(work: () => T): T;
  /** Whether the request has written: its transaction is open and waits for {@link finish}. */
  hasWritten(): boolean;
  /**
   * Ends it: when the request wrote, runs `last` inside its transaction and commits, resolving
   * to true once committed; when it did not, runs `last` on its own (resolving to false). From
   * the call on, statements of the request run on their own. Call it once.
   * @throws what `last` or the commit threw: then nothing the request wrote was saved.
   */
  finish(last: (executor: D | TransactionOf<D>) => Promise<void>): Promise<boolean>;
}

/**
 * A new {@link RequestTransaction} on `db`, which must come from {@link withRequestTransactions}
 * (every database handle of `client.ts` does).
 */
export function createRequestTransaction<D extends AnyDatabase>(db: D): RequestTransaction<D> {
  const raw = rawDatabases.get(db);
  if (!raw) throw new Error('this database does not route request transactions');
  const unit = new RequestUnit(raw);
  unfinished += 1;
  let isCounted = true;
  return {
    run: (work) => storage.run({ unit, isInside: false }, work),
    hasWritten: () => unit.status === 'open',
    finish: (last) =>
      unit.finish(last as (executor: AnyDatabase | AnyTransaction) => Promise<void>).finally(() => {
        if (!isCounted) return;
        isCounted = false;
        unfinished -= 1;
        if (unfinished === 0) storage.disable();
      }),
  };
}

/**
 * Runs `notice` (an in-process effect of a write, such as a cache's "changed") once the write is
 * committed: at once outside a request transaction, or when the request's transaction commits
 * (never if it rolls back).
 */
export function afterRequestCommit(notice: () => void): void {
  if (storage.getStore()?.unit.afterCommit(notice)) return;
  notice();
}

/**
 * The same database, with every statement and transaction routed through the request
 * transaction of the request it runs for, if any ({@link createRequestTransaction}); outside
 * one it behaves exactly as `raw`.
 */
export function withRequestTransactions<D extends AnyDatabase>(raw: D): D {
  const rawSession = raw._.session;
  const session = Object.create(rawSession) as AnySession;
  const prepare = (target: AnySession, args: unknown[]) =>
    (target.prepareQuery as unknown as (...args: unknown[]) => Prepared)(...args);
  const prepareQuery = (...args: unknown[]): Prepared => {
    const prepared = prepare(rawSession, args);
    const scope = storage.getStore();
    if (!scope || scope.unit.status === 'finished') return prepared;
    const kind = kindOf(args[5]);
    let token: unknown;
    const onSession = (use: (query: Prepared) => Promise<unknown>): Promise<unknown> =>
      scope.unit.statement(scope, kind, (target) => {
        if (target === rawSession) return use(prepared);
        const query = prepare(target, args);
        if (token !== undefined) query.setToken(token);
        return use(query);
      });
    const routed: Prepared = new Proxy(prepared, {
      get(target, property) {
        if (property === 'execute') {
          return (placeholders?: unknown, authToken?: unknown) =>
            onSession((query) => query.execute(placeholders, authToken));
        }
        if (property === 'all') {
          return (placeholders?: unknown) => onSession((query) => query.all(placeholders));
        }
        if (property === 'setToken') {
          return (value: unknown) => {
            token = value;
            target.setToken(value);
            return routed;
          };
        }
        const value = Reflect.get(target, property, target) as unknown;
        return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      },
    });
    return routed;
  };
  session.prepareQuery = prepareQuery as unknown as AnySession['prepareQuery'];
  session.transaction = <T>(work: Work<T>, config?: PgTransactionConfig): Promise<T> => {
    const scope = storage.getStore();
    if (!scope || scope.unit.status === 'finished') return rawSession.transaction(work, config);
    return scope.unit.transaction(scope, work, config);
  };
  const Database = raw.constructor as new (
    dialect: unknown,
    session: unknown,
    schema: unknown,
  ) => D;
  const { _ } = raw;
  const routedDb = new Database(
    (raw as unknown as { dialect: unknown }).dialect,
    session,
    _.schema
      ? { schema: _.schema, fullSchema: _.fullSchema, tableNamesMap: _.tableNamesMap }
      : undefined,
  );
  (routedDb as unknown as { $client: unknown }).$client = (
    raw as unknown as { $client: unknown }
  ).$client;
  rawDatabases.set(routedDb, raw);
  return routedDb;
}
