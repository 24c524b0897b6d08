import pg from 'pg';
import { localLimitsStatement, type DatabaseLimits } from './database-limits';

/*
 * The pool's `pg` client for PgBouncer's transaction pooling (`DATABASE_POOLING=transaction`),
 * where every transaction (an explicit one, or a statement on its own) may run on another server
 * connection, so nothing may outlive a transaction:
 * - the statement and lock timeouts cannot be startup parameters (PgBouncer refuses them): each
 *   transaction gets them as `set_config(..., true)` (undone at its end) in the same round trip
 *   as its first statement. A `begin` becomes `begin; select set_config(...)` (one simple
 *   query); a statement on its own has the `set_config` written before it in the same batch of
 *   extended-protocol messages, before one Sync, which PostgreSQL runs as one implicit
 *   transaction (or, for a simple query, `select set_config(...); <statement>` in one string).
 *   The hidden statement's result is dropped, so callers see exactly what they asked for.
 * - named prepared statements (Drizzle's `.prepare(name)`) are sent unnamed: a name is parsed
 *   once per server connection, and the next execution may land on one that never saw it
 *   (PgBouncer 1.18 does not track them).
 * Inside a transaction (the server said so in its last ReadyForQuery) statements go unchanged.
 */

/** The part of pg's connection a query writes its messages to. */
interface WireConnection {
  parse(query: { text: string; name?: string; types?: unknown[] }): void;
  bind(config: { portal?: string; statement?: string; values?: unknown[] }): void;
  execute(config: { portal?: string; rows?: number }): void;
}

/** The members of pg's `Query` this file relies on (pg 8's `lib/query.js`). */
interface QueryInternals {
  text: string | undefined;
  name: string | undefined;
  callback: ((err: Error | null, result?: unknown) => void) | undefined;
  requiresPreparation(): boolean;
  submit(connection: WireConnection): Error | null;
  prepare(connection: WireConnection): void;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: WireConnection): void;
}

const BaseQuery = pg.Query as unknown as new (
  config: unknown,
  values?: unknown,
  callback?: unknown,
) => QueryInternals;

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;

class TransactionLimitedQuery extends BaseQuery {
  /** Which result (0-based, in the order they complete) is the hidden `set_config`; -1: none. */
  private hidden = -1;
  private completed = 0;

  constructor(
    config: unknown,
    values: unknown,
    callback: unknown,
    private readonly isIdle: () => boolean,
    private readonly limits: string | null,
  ) {
    super(config, values, callback);
    this.name = undefined;
  }

  override submit(connection: WireConnection): Error | null {
    if (this.limits && this.isIdle() && typeof this.text === 'string') {
      if (TRANSACTION_START.test(this.text) && !this.requiresPreparation()) {
        // After the `begin`: `begin isolation level ...` must come before any query. (A line
        // break first, should the text end in a `--` comment.)
        this.text = `${this.text}\n;\n${this.limits}`;
        this.hidden = 1;
      } else if (this.requiresPreparation()) {
        this.hidden = 0; // written by `prepare`, in the same batch
      } else {
        this.text = `${this.limits};\n${this.text}`;
        this.hidden = 0;
      }
    }
    return super.submit(connection);
  }

  override prepare(connection: WireConnection): void {
    if (this.hidden === 0 && this.limits) {
      connection.parse({ text: this.limits, name: '', types: [] });
      connection.bind({ portal: '', statement: '', values: [] });
      connection.execute({ portal: '', rows: 0 });
    }
    super.prepare(connection);
  }

  override handleRowDescription(message: unknown): void {
    if (this.completed !== this.hidden) super.handleRowDescription(message);
  }

  override handleDataRow(message: unknown): void {
    if (this.completed !== this.hidden) super.handleDataRow(message);
  }

  override handleCommandComplete(message: unknown, connection: WireConnection): void {
    const index = this.completed;
    this.completed += 1;
    if (index !== this.hidden) super.handleCommandComplete(message, connection);
  }
}

/**
 * A `pg.Client` class for a pool behind PgBouncer's transaction pooling (see the module comment):
 * every transaction it runs has `limits` (0: the server's own setting), and no prepared statement
 * is named. Give it to `pg.Pool` as its `Client`, without limit startup parameters.
 */
export function transactionPoolingClient(limits: DatabaseLimits): typeof pg.Client {
  const statement = localLimitsStatement(limits);
  return class TransactionPoolingClient extends pg.Client {
    // pg's overloads (callback, promise, submittable) all end here.
    override query(...args: unknown[]): never {
      const [config, values, callback] = args;
      if (config == null || typeof (config as { submit?: unknown }).submit === 'function') {
        return (super.query as (...a: unknown[]) => never)(...args);
      }
      const query = new TransactionLimitedQuery(
        config,
        values,
        callback,
        () => this.getTransactionStatus() === 'I',
        statement,
      );
      const submit = (super.query as (q: unknown) => unknown).bind(this);
      if (query.callback) {
        submit(query);
        return undefined as never;
      }
      return new Promise((resolve, reject) => {
        query.callback = (err, result) => (err ? reject(err) : resolve(result));
        submit(query);
      }) as never;
    }
  };
}
