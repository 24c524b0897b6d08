import type { RequestHandler } from '../data-folder/data-folder-owner';
import { refusalSchema, writeLine } from '../data-folder/data-folder-protocol';
import { writeArchive } from './backup-archive';
import { backupRequestArgsSchema } from './backup-protocol';
import { takeSnapshot } from './backup-snapshot';

/**
 * `npm run backup` answered by the server that owns the embedded data folder: the running
 * process is the only one that may read PGlite's folder, so it takes the snapshot and streams
 * the archive back (one answer line with the manifest, then the gzip'd tar until the end).
 */
export const backupRequest: RequestHandler = {
  name: 'backup',
  async handle({ app, dataDir, socket, args }) {
    if (!backupRequestArgsSchema.safeParse(args ?? {}).success) {
      writeLine(socket, { ok: false, reason: 'refused', message: 'A backup takes no arguments.' });
      socket.end();
      return;
    }
    const startedAt = performance.now();
    try {
      const snapshot = await takeSnapshot(app.database, dataDir);
      const snapshotMs = Math.round(performance.now() - startedAt);
      writeLine(socket, { ok: true, manifest: snapshot.manifest });
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
        const message = err instanceof Error ? err.message : String(err);
        writeLine(socket, refusalSchema.parse({ ok: false, reason: 'failed', message }));
        socket.end();
      } else {
        // Cut off mid-archive: the client finds the archive incomplete and says so.
        socket.destroy();
      }
    }
  },
};
