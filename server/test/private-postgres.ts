import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { appendFile, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

/** Where Debian's `postgresql-NN` packages put the server binaries. */
const DEBIAN_POSTGRES_ROOT = '/usr/lib/postgresql';

/** A PostgreSQL server of a test's own, which it may restart, stop and crash at will. */
export interface PrivatePostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication). */
  url: string;
  port: number;
  /** The server's own log, for failure messages. */
  logFile: string;
  /** `pg_ctl restart -m <mode>`: resolves once the server accepts connections again. */
  restart(mode: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl stop -m <mode>`: resolves once the server has stopped. */
  stop(mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** Stops the server (immediately) if it runs and deletes its directory. */
  remove(): Promise<void>;
}

/**
 * The bin directory of the newest PostgreSQL server installed from Debian's packages. Throws
 * a message that says what to install when there is none: tests that need it must fail, not
 * skip.
 */
export async function findPostgresBinDir(): Promise<string> {
  const versions = existsSync(DEBIAN_POSTGRES_ROOT) ? await readdir(DEBIAN_POSTGRES_ROOT) : [];
  const usable = versions
    .filter((version) => existsSync(path.join(DEBIAN_POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  if (!usable[0]) {
    throw new Error(
      `No PostgreSQL server binaries (initdb, pg_ctl) in ${DEBIAN_POSTGRES_ROOT}/*/bin: ` +
        'install the postgresql package (PostgreSQL 15 on Debian 12).',
    );
  }
  return path.join(DEBIAN_POSTGRES_ROOT, usable[0], 'bin');
}

const isRoot = () => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, commands run as the `postgres` OS user. */
function asServerUser(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function chownToServerUser(dir: string): Promise<void> {
  if (!isRoot()) return;
  const [uid, gid] = await Promise.all([
    run('id', ['-u', 'postgres']),
    run('id', ['-g', 'postgres']),
  ]);
  await chown(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
}

/**
 * Creates and starts a throw-away PostgreSQL cluster in a temporary directory: listening on
 * 127.0.0.1 only, on a free port, with its unix socket in that directory, so it never touches
 * the machine's own cluster. `fsync` is off (a crash of the server process loses nothing the
 * operating system has been given; only a machine crash would). Call `remove()` when done.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const binDir = await findPostgresBinDir();
  const root = await mkdtemp(path.join(tmpdir(), 'magic-postgres-'));
  await chownToServerUser(root);
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const port = await freePort();

  const pgCommand = async (name: string, args: string[]) => {
    const [command, fullArgs] = asServerUser(path.join(binDir, name), args);
    try {
      await run(command, fullArgs, { cwd: root, timeout: 60_000 });
    } catch (err) {
      const { stderr = '', stdout = '' } = err as { stderr?: string; stdout?: string };
      throw new Error(`${name} ${args.join(' ')} failed: ${stderr || stdout || String(err)}`);
    }
  };
  const pgCtl = (args: string[]) => pgCommand('pg_ctl', ['-D', dataDir, '-w', '-t', '60', ...args]);

  await pgCommand('initdb', [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--locale=C',
  ]);
  await appendFile(
    path.join(dataDir, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      'fsync = off',
      'max_connections = 100',
      '',
    ].join('\n'),
  );
  const start = () => pgCtl(['-l', logFile, 'start']);
  try {
    await start();
  } catch (err) {
    await rm(root, { recursive: true, force: true });
    throw err;
  }

  let isRunning = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    logFile,
    async restart(mode) {
      await pgCtl(['-l', logFile, '-m', mode, 'restart']);
      isRunning = true;
    },
    async stop(mode = 'fast') {
      await pgCtl(['-m', mode, 'stop']);
      isRunning = false;
    },
    async start() {
      await start();
      isRunning = true;
    },
    async remove() {
      if (isRunning) await pgCtl(['-m', 'immediate', 'stop']).catch(() => {});
      isRunning = false;
      await rm(root, { recursive: true, force: true });
    },
  };
}
