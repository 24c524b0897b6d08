import { z } from 'zod';
import { backupManifestSchema } from './backup-manifest';

/**
 * The data folder socket's conversation: the client sends one JSON line, the request; the owner
 * answers one JSON line, then (for an accepted backup) the archive's bytes until it closes.
 */
export const BACKUP_REQUEST = { request: 'backup' } as const;
export const backupRequestSchema = z.object({ request: z.literal('backup') });

export const backupAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), manifest: backupManifestSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type BackupAnswer = z.infer<typeof backupAnswerSchema>;

/** Longest request or answer line accepted. */
export const MAX_LINE_BYTES = 64 * 1024;

/**
 * Reads one line (up to `\n`) from `socket`; whatever came after it is put back in front of the
 * stream. Resolves null when the socket ends first or the line is too long.
 */
export function readLine(socket: NodeJS.ReadableStream & { unshift(chunk: Buffer): void }) {
  return new Promise<string | null>((resolve) => {
    let buffered = Buffer.alloc(0);
    const finish = (line: string | null) => {
      socket.removeListener('data', onData);
      socket.removeListener('end', onEnd);
      socket.removeListener('error', onEnd);
      socket.pause();
      resolve(line);
    };
    const onData = (chunk: Buffer) => {
      buffered = Buffer.concat([buffered, chunk]);
      const end = buffered.indexOf(10);
      if (end === -1) {
        if (buffered.length > MAX_LINE_BYTES) finish(null);
        return;
      }
      const rest = buffered.subarray(end + 1);
      finish(buffered.subarray(0, end).toString('utf8'));
      if (rest.length > 0) socket.unshift(rest);
    };
    const onEnd = () => finish(null);
    socket.on('data', onData);
    socket.once('end', onEnd);
    socket.once('error', onEnd);
  });
}
