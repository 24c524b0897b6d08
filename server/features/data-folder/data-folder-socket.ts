import { createHash } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Longest socket path Linux and macOS accept (sun_path), less a margin. */
const MAX_SOCKET_PATH = 100;

/**
 * The Unix socket of the process that owns an embedded data folder: `DATA_DIR/backup.sock`, or,
 * when that path is too long for a socket, one in the temporary folder named after the data
 * folder. The server and every command-line tool compute the same path.
 */
export function dataFolderSocketPath(dataDir: string): string {
  const inFolder = path.join(path.resolve(dataDir), 'backup.sock');
  if (Buffer.byteLength(inFolder) <= MAX_SOCKET_PATH) return inFolder;
  const digest = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `magic-community-${digest}.sock`);
}

/** Thrown when another live process already owns the data folder. */
export class DataFolderInUseError extends Error {
  override name = 'DataFolderInUseError';
}

/**
 * Connects to the owner of the data folder: the socket, or null when no process owns it (no
 * socket, or one left by a process that ended without removing it).
 */
export function connectToOwner(dataDir: string): Promise<net.Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(dataFolderSocketPath(dataDir));
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT' || err.code === 'ECONNREFUSED') resolve(null);
      else reject(err);
    });
  });
}

/** The socket a process listens on while it owns the data folder. */
export interface DataFolderClaim {
  server: net.Server;
  /** Stops listening and removes the socket file (once the open connections have ended). */
  close(): Promise<void>;
}

function inUse(dataDir: string, socketPath: string): DataFolderInUseError {
  return new DataFolderInUseError(
    `Another process is using the data folder ${path.resolve(dataDir)} (a server or an npm run command; its socket ${socketPath} answers); stop it first.`,
  );
}

/** Listens on `socketPath`; the file is 0600 from its first moment (bind runs under the umask). */
function listen(server: net.Server, socketPath: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => {
      server.removeListener('listening', onListening);
      reject(err);
    };
    const onListening = () => {
      server.removeListener('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    const previousMask = process.umask(0o177);
    try {
      server.listen(socketPath);
    } finally {
      process.umask(previousMask);
    }
  });
}

const isAddressInUse = (err: unknown) => (err as NodeJS.ErrnoException).code === 'EADDRINUSE';

/**
 * Makes this process the owner of an embedded data folder: listens on its socket (mode 0600:
 * only the folder's user can connect) and hands each connection to `onConnection`. PGlite is one
 * process's at a time, so the server and every tool claim the folder before opening it, and a
 * process that finds the socket answering talks to its owner instead (or refuses).
 *
 * Binding is the claim: it fails while the socket file exists, so two processes can never both
 * listen on a live owner's path. A file nobody answers on (left by `kill -9`) is removed and the
 * bind tried once more; if another process won that second bind, this one is refused.
 * @throws DataFolderInUseError when a live process already listens there.
 */
export async function claimDataFolder(
  dataDir: string,
  onConnection: (socket: net.Socket) => void,
): Promise<DataFolderClaim> {
  const socketPath = dataFolderSocketPath(dataDir);
  await mkdir(path.dirname(socketPath), { recursive: true });
  const server = net.createServer(onConnection);
  try {
    await listen(server, socketPath);
  } catch (err) {
    if (!isAddressInUse(err)) throw err;
    const owner = await connectToOwner(dataDir);
    if (owner) {
      owner.destroy();
      throw inUse(dataDir, socketPath);
    }
    await unlink(socketPath).catch((unlinkErr: NodeJS.ErrnoException) => {
      if (unlinkErr.code !== 'ENOENT') throw unlinkErr;
    });
    await listen(server, socketPath).catch((retryErr: unknown) => {
      throw isAddressInUse(retryErr) ? inUse(dataDir, socketPath) : retryErr;
    });
  }
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        // Closing a listening Unix socket server removes its file.
        server.close(() => resolve());
      }),
  };
}
