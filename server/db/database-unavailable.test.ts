import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import {
  classifyDatabaseUnavailability,
  describeDatabaseUnavailability,
  isDatabaseUnavailableError,
} from './database-unavailable';

/** The error a promise rejects with (fails the test when it resolves). */
async function errorOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

/** A TCP server that plays a broken database: it accepts, then hangs up or stays silent. */
async function listen(
  onSocket: (socket: Socket) => void,
): Promise<{ port: number; server: Server }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    onSocket(socket);
  });
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return { port: address.port, server };
}

describe('isDatabaseUnavailableError', () => {
  let hangsUp: Awaited<ReturnType<typeof listen>>;
  let silent: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    hangsUp = await listen((socket) => socket.destroy());
    silent = await listen(() => undefined);
  });
  afterAll(async () => {
    hangsUp.server.close();
    silent.server.close();
  });

  it('recognises a refused connection, bare and wrapped by Drizzle (DrizzleQueryError)', async () => {
    const port = await freePort();
    const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres' });
    const refused = await errorOf(client.connect());
    expect(describeDatabaseUnavailability(refused)).toBe('ECONNREFUSED');

    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'postgres' });
    const wrapped = await errorOf(drizzle(pool).execute(sql`select 1`));
    await pool.end();
    expect((wrapped as Error).message).toContain('select 1');
    expect(isDatabaseUnavailableError(wrapped)).toBe(true);
    expect(describeDatabaseUnavailability(wrapped)).not.toContain('select');
  });

  it("recognises pg's 'Connection terminated unexpectedly'", async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: hangsUp.port, user: 'postgres' });
    const lost = await errorOf(client.connect());
    expect(describeDatabaseUnavailability(lost)).toBe('Connection terminated unexpectedly');
  });

  it("recognises the pool's connection timeout", async () => {
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: silent.port,
      user: 'postgres',
      connectionTimeoutMillis: 200,
    });
    const timedOut = await errorOf(pool.query('select 1'));
    await pool.end();
    expect((timedOut as Error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseUnavailableError(timedOut)).toBe(true);
  });

  it('recognises the SQLSTATEs of a server shutting down, starting up or out of connections', () => {
    const serverError = (code: string, message: string) =>
      Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
    expect(
      describeDatabaseUnavailability(
        serverError('57P01', 'terminating connection due to administrator command'),
      ),
    ).toBe('57P01 terminating connection due to administrator command');
    expect(
      isDatabaseUnavailableError(serverError('57P03', 'the database system is starting up')),
    ).toBe(true);
    expect(
      isDatabaseUnavailableError(serverError('53300', 'sorry, too many clients already')),
    ).toBe(true);
    expect(isDatabaseUnavailableError(serverError('08006', 'connection failure'))).toBe(true);
  });

  it('calls statement and lock timeouts busy, and a lost server or a shut PGlite down', () => {
    const serverError = (code: string, message: string) =>
      Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
    const wrapped = (cause: unknown) => new Error('Failed query: select …', { cause });
    expect(
      classifyDatabaseUnavailability(
        wrapped(serverError('57014', 'canceling statement due to statement timeout')),
      ),
    ).toEqual({ kind: 'busy', reason: '57014 canceling statement due to statement timeout' });
    expect(
      classifyDatabaseUnavailability(
        serverError('55P03', 'canceling statement due to lock timeout'),
      )?.kind,
    ).toBe('busy');
    expect(classifyDatabaseUnavailability(serverError('57P01', 'terminating'))?.kind).toBe('down');
    expect(classifyDatabaseUnavailability(new Error('PGlite is closed'))).toEqual({
      kind: 'down',
      reason: 'PGlite is closed',
    });
    expect(classifyDatabaseUnavailability(serverError('23505', 'duplicate key value'))).toBeNull();
  });

  it('walks cause chains and AggregateErrors, and survives a cycle', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
      code: 'ECONNREFUSED',
    });
    const outer = new Error('outer', { cause: new Error('middle', { cause: refused }) });
    expect(isDatabaseUnavailableError(outer)).toBe(true);
    expect(isDatabaseUnavailableError(new AggregateError([new Error('x'), refused]))).toBe(true);
    const cyclic = new Error('a') as Error & { cause?: unknown };
    cyclic.cause = new Error('b', { cause: cyclic });
    expect(isDatabaseUnavailableError(cyclic)).toBe(false);
  });

  it('does not take other errors for an outage', () => {
    // Real server errors of the query and of the data are checked in database-outage.test.ts.
    const duplicate = Object.assign(new pg.DatabaseError('duplicate key value', 0, 'error'), {
      code: '23505',
    });
    for (const other of [duplicate, new Error('boom'), new TypeError('x'), null, 'text', 42]) {
      expect(isDatabaseUnavailableError(other)).toBe(false);
    }
  });
});
