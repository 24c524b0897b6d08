import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { writeArchive } from './backup-archive';
import {
  BACKUP_REQUEST,
  backupRequestSchema,
  readLine,
  type BackupAnswer,
} from './backup-protocol';
import { takeSnapshot } from './backup-snapshot';
import { claimDataFolder } from './data-folder-socket';

/** A client that connects must send its request within this time. */
const REQUEST_TIMEOUT_MS = 5000;

function answer(socket: Socket, value: BackupAnswer): void {
  socket.write(`${JSON.stringify(value)}\n`);
}

/** The server's side of the data folder socket: it owns the folder and makes backups on request. */
export interface BackupSocket {
  /** Serves backups of `app`'s database from now on; closes the socket when the app closes. */
  attach(app: FastifyInstance): void;
  /** Stops listening (a backup being written is finished first) and removes the socket. */
  close(): Promise<void>;
}

/**
 * Claims the embedded data folder for this server process (see `claimDataFolder`) before the
 * database is opened, and answers `npm run backup` on its socket: the running process is the only
 * one that may read PGlite's folder, so it takes the snapshot and streams the archive back. One
 * backup at a time; none before the app is ready.
 * @throws DataFolderInUseError when another process owns the folder.
 */
export async function openBackupSocket(dataDir: string): Promise<BackupSocket> {
  let app: FastifyInstance | null = null;
  let isBusy = false;

  const handle = async (socket: Socket) => {
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    const line = await readLine(socket);
    const request = line === null ? null : backupRequestSchema.safeParse(safeJson(line));
    if (!request?.success) {
      answer(socket, { ok: false, message: `Send ${JSON.stringify(BACKUP_REQUEST)}.` });
      socket.end();
      return;
    }
    if (!app) {
      answer(socket, { ok: false, message: 'The server is starting; try again in a moment.' });
      socket.end();
      return;
    }
    if (isBusy) {
      answer(socket, { ok: false, message: 'A backup is being made; try again when it is done.' });
      socket.end();
      return;
    }
    isBusy = true;
    socket.setTimeout(0);
    const startedAt = performance.now();
    try {
      const snapshot = await takeSnapshot(app.database, dataDir);
      const snapshotMs = Math.round(performance.now() - startedAt);
      answer(socket, { ok: true, manifest: snapshot.manifest });
      const summary = await writeArchive(snapshot, dataDir, socket);
      app.log.info(
        {
          counts: snapshot.manifest.counts,
          ...summary,
          snapshotMs,
          totalMs: Math.round(performance.now() - startedAt),
        },
        'backup made',
      );
    } catch (err) {
      app.log.error({ err }, 'backup failed');
      if (socket.bytesWritten === 0) {
        answer(socket, { ok: false, message: err instanceof Error ? err.message : String(err) });
        socket.end();
      } else {
        // Cut off mid-archive: the client finds the archive incomplete and says so.
        socket.destroy();
      }
    } finally {
      isBusy = false;
    }
  };

  const claim = await claimDataFolder(dataDir, (socket) => void handle(socket));
  return {
    attach(instance) {
      app = instance;
      // Before the database closes (onClose): a backup being written is finished first.
      instance.addHook('preClose', () => claim.close());
    },
    close: () => claim.close(),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
