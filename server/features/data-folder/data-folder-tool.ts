import type { Socket } from 'node:net';
import path from 'node:path';
import { claimDataFolder, connectToOwner } from './data-folder-socket';
import { writeLine } from './data-folder-protocol';

/** A command-line tool could not do its work; the message is a sentence for the operator. */
export class DataFolderToolError extends Error {
  override name = 'DataFolderToolError';
}

/**
 * Runs `work` while this tool owns the embedded data folder: the folder is claimed the way the
 * server claims it, so a server (or another tool) started meanwhile is refused, and whoever asks
 * on the socket is told which tool holds the folder. The claim ends when `work` settles.
 * @throws DataFolderInUseError when a server or another tool owns the folder already.
 */
export async function withDataFolderClaim<T>(
  dataDir: string,
  tool: string,
  work: () => Promise<T>,
): Promise<T> {
  const message = `npm run ${tool} is using the data folder ${path.resolve(dataDir)} (no server runs on it); try again when it is done.`;
  const answerBusy = (socket: Socket) => {
    socket.on('error', () => socket.destroy());
    socket.setTimeout(2000, () => socket.destroy());
    writeLine(socket, { ok: false, reason: 'busy', message });
    socket.end();
    socket.resume();
  };
  const claim = await claimDataFolder(dataDir, answerBusy);
  try {
    return await work();
  } finally {
    await claim.close();
  }
}

/**
 * Refuses, with `sentence`, when a process owns the embedded data folder (a running server, or
 * another tool): for the tools that must not run beside one (`restore`, `seed:scale`).
 * @throws DataFolderToolError with `sentence`.
 */
export async function refuseWhileFolderIsOwned(dataDir: string, sentence: string): Promise<void> {
  const owner = await connectToOwner(dataDir);
  if (!owner) return;
  owner.destroy();
  throw new DataFolderToolError(sentence);
}
