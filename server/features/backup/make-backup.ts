import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Socket } from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openPglite } from '../../db/client';
import { writeArchive } from './backup-archive';
import { readLine } from '../data-folder/data-folder-protocol';
import { connectToOwner } from '../data-folder/data-folder-socket';
import { withDataFolderClaim } from '../data-folder/data-folder-tool';
import { BACKUP_REQUEST, backupAnswerSchema } from './backup-protocol';
import { takeSnapshot } from './backup-snapshot';
import { readBackupArchive, type ArchiveContents } from './read-archive';

/** Thrown for a backup that could not be made, with a sentence for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** A backup file written and read back. */
export interface BackupOutcome extends ArchiveContents {
  file: string;
  /** Bytes of the compressed file. */
  bytes: number;
  /** Whether the running server took the snapshot (else this process opened the folder). */
  fromRunningServer: boolean;
}

/** `magic-community-backup-20261126T173000Z.tar.gz`, the moment in UTC. */
export function defaultBackupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `magic-community-backup-${stamp}.tar.gz`;
}

/** Asks the folder's owner on `socket` for a backup and writes the archive it sends to `file`. */
async function receiveFromServer(socket: Socket, file: string): Promise<void> {
  socket.write(`${JSON.stringify(BACKUP_REQUEST)}\n`);
  const line = await readLine(socket);
  let answer;
  try {
    answer = backupAnswerSchema.parse(JSON.parse(line ?? ''));
  } catch {
    socket.destroy();
    throw new BackupError('The running server gave no backup (no answer on its socket).');
  }
  if (!answer.ok) {
    socket.destroy();
    throw new BackupError(`No backup was made: ${answer.message}`);
  }
  await pipeline(socket, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
}

/** Takes the snapshot in this process: no server runs, so the folder is claimed and opened here. */
async function backUpFolder(dataDir: string, file: string): Promise<void> {
  const databaseDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${dataDir} (no pglite/ folder).`);
  }
  await withDataFolderClaim(dataDir, 'backup', async () => {
    const handle = await openPglite(databaseDir);
    try {
      const snapshot = await takeSnapshot(handle, dataDir);
      await writeArchive(snapshot, dataDir, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } finally {
      await handle.close();
    }
  });
}

/**
 * Writes a backup of the embedded database in `dataDir` and of its photos to `file`: taken by
 * the server when one runs on the folder (asked on the folder's socket), else by this process.
 * The file is written under a temporary name, read back whole, and only then given its name.
 * @throws BackupError with a sentence for the operator; DataFolderInUseError when a server
 *   starts on the folder just then.
 */
export async function makeBackup(dataDir: string, file: string): Promise<BackupOutcome> {
  if (existsSync(file)) throw new BackupError(`${file} already exists.`);
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  try {
    const socket = await connectToOwner(dataDir);
    if (socket) await receiveFromServer(socket, partial);
    else await backUpFolder(dataDir, partial);
    const contents = await readBackupArchive(partial);
    await rename(partial, file);
    const { size } = await stat(file);
    return { ...contents, file, bytes: size, fromRunningServer: socket !== null };
  } catch (err) {
    await rm(partial, { force: true });
    throw err;
  }
}
