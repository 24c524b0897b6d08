import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { BackupError, defaultBackupName, makeBackup } from './make-backup';
import { bucketBackupGuidance, postgresBackupGuidance } from './postgres-guidance';
import { BackupArchiveError } from './read-archive';
import { DataFolderInUseError } from '../data-folder/data-folder-socket';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The file to write: `--out` (a file, or a folder to put it in), else `./backups/<name>`. */
function outputFile(out: string | undefined, now: Date): string {
  const name = defaultBackupName(now);
  if (!out) return path.resolve('backups', name);
  const isFolder = out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory());
  return path.resolve(isFolder ? path.join(out, name) : out);
}

/**
 * `npm run backup [-- --out FILE|FOLDER]`: one `.tar.gz` with the embedded database and the
 * photos of `DATA_DIR`, made while the app runs (the running server takes the snapshot) or while
 * it is stopped. On PostgreSQL it says how to use pg_dump instead; photos in a bucket
 * (`STORAGE_URL`) are not in the file, and it says how to copy them.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(`${postgresBackupGuidance(config.dataDir, config.storage)}\n`);
    process.exit(1);
  }
  const startedAt = performance.now();
  const file = outputFile(values.out, new Date());
  const made = await makeBackup(config.dataDir, file);
  const { counts, migration, createdAt } = made.manifest;
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  process.stdout.write(
    `Backup written to ${made.file} (${megabytes(made.bytes)}, ${seconds} s), taken ${
      made.fromRunningServer ? 'by the running server' : 'from the data folder (no server running)'
    } at ${createdAt}:\n` +
      `  ${counts.members} members, ${counts.posts} posts, ${counts.comments} comments, ${counts.uploads} uploads; ` +
      `${made.uploadFiles} photo files (${megabytes(made.uploadBytes)}); database ${megabytes(made.databaseBytes)}, migration ${migration ?? 'none'}.\n`,
  );
  const missing = made.manifest.uploadFiles.files - made.uploadFiles;
  if (missing > 0) {
    process.stdout.write(
      `  ${missing} unused photo file(s) were removed by the clean-up while the backup ran and are not in it.\n`,
    );
  }
  const bucket = bucketBackupGuidance(config.storage);
  if (bucket.length > 0) process.stdout.write(`${bucket.join('\n')}\n`);
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected =
    err instanceof ConfigError ||
    err instanceof BackupError ||
    err instanceof BackupArchiveError ||
    err instanceof DataFolderInUseError;
  process.stderr.write(isExpected ? `${message}\n` : `backup failed: ${message}\n`);
  process.exit(1);
});
