import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's `pgbouncer` package puts it here. */
const PGBOUNCER = '/usr/sbin/pgbouncer';

/** A PgBouncer of a test's own, in front of one PostgreSQL server. */
export interface PgBouncerProcess {
  /** `postgres://<user>@127.0.0.1:<port>/<database>`, through PgBouncer. */
  url: string;
  port: number;
  /** What PgBouncer wrote so far (its log goes to stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in front of `serverUrl` (trust authentication, as the test server) in
 * `pool_mode = transaction` with `poolSize` server connections, on a free port of 127.0.0.1.
 * Resolves once it accepts connections. As root it runs as the `postgres` OS user (PgBouncer
 * refuses root).
 */
export async function startPgBouncer(
  serverUrl: string,
  options: { poolSize: number },
): Promise<PgBouncerProcess> {
  if (!existsSync(PGBOUNCER)) {
    throw new Error(`No ${PGBOUNCER}: install the pgbouncer package (Debian 12: PgBouncer 1.18).`);
  }
  const server = new URL(serverUrl);
  const database = server.pathname.slice(1) || 'postgres';
  const user = decodeURIComponent(server.username || 'postgres');
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'pgbouncer-'));
  await chmod(dir, 0o755);
  const ini = path.join(dir, 'pgbouncer.ini');
  const users = path.join(dir, 'userlist.txt');
  await writeFile(users, `"${user}" ""\n`, { mode: 0o644 });
  await writeFile(
    ini,
    [
      '[databases]',
      `${database} = host=${server.hostname} port=${server.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${users}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      'min_pool_size = 0',
      'reserve_pool_size = 0',
      'max_client_conn = 200',
      'server_reset_query =',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const isRoot = process.getuid?.() === 0;
  const child: ChildProcess = spawn(PGBOUNCER, [...(isRoot ? ['-u', 'postgres'] : []), ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (hasExited || Date.now() > deadline) {
      await stop();
      throw new Error(`PgBouncer did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const url = new URL(serverUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  url.pathname = `/${database}`;
  return { url: url.toString(), port, output: () => output, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
