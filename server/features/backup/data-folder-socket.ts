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
 * folder. The server and the backup CLI compute the same path.
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
  /** Stops listening and removes the socket file. */
  close(): Promise<void>;
}

/**
 * Makes this process the owner of an embedded data folder: listens on its socket (mode 0600:
 * only the folder's user can connect) and hands each connection to `onConnection`. PGlite is one
 * process's at a time, so a second server, or the backup CLI while a server runs, must not open
 * the folder; the socket is how they find out.
 * @throws DataFolderInUseError when a live process already listens there.
 */
export async function claimDataFolder(
  dataDir: string,
  onConnection: (socket: net.Socket) => void,
): Promise<DataFolderClaim> {
  const socketPath = dataFolderSocketPath(dataDir);
  const owner = await connectToOwner(dataDir);
  if (owner) {
    owner.destroy();
    throw new DataFolderInUseError(
      `Another process is using the data folder ${path.resolve(dataDir)} (its socket ${socketPath} answers); stop it first.`,
    );
  }
  await mkdir(path.dirname(socketPath), { recursive: true });
  await unlink(socketPath).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'ENOENT') throw err;
  });
  const server = net.createServer(onConnection);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.removeListener('error', reject);
      resolve();
    });
    // The socket file is created by bind, synchronously inside listen(): with this umask it is
    // 0600 from its first moment.
    const previousMask = process.umask(0o177);
    try {
      server.listen(socketPath);
    } finally {
      process.umask(previousMask);
    }
  });
  return {
    server,
    close: () =>
      new Promise<void>((resolve) => {
        // Closing a listening Unix socket server removes its file.
        server.close(() => resolve());
      }),
  };
}
