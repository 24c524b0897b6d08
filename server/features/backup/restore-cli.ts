import { existsSync } from 'node:fs';
import { ConfigError, loadConfig } from '../../config';
import { DataFolderToolError, refuseWhileFolderIsOwned } from '../data-folder/data-folder-tool';
import { postgresRestoreGuidance } from './postgres-guidance';
import { BackupArchiveError } from './read-archive';
import { RestoreError, restoreBackup } from './restore-backup';

/**
 * `npm run restore -- FILE`: brings a backup made by `npm run backup` back into `DATA_DIR`,
 * which must be empty or absent, and which no server (or other tool) may own: it refuses with
 * one sentence then. It never opens that folder's database: the backup is unpacked and checked
 * in a folder of its own beside it, renamed into place at the end (which fails, leaving nothing
 * half-done, if a server started on the folder meanwhile). On PostgreSQL it says how to use
 * pg_restore instead.
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  const config = loadConfig();
  if (config.databaseUrl) {
    process.stderr.write(`${postgresRestoreGuidance(config.dataDir, config.storage)}\n`);
    process.exit(1);
  }
  await refuseWhileFolderIsOwned(
    config.dataDir,
    `The data folder ${config.dataDir} is in use by a running server (or another npm run command): a backup is restored only into a new or empty data folder that no server runs on.`,
  );
  if (!file || !existsSync(file)) {
    throw new RestoreError(
      file ? `${file} does not exist.` : 'Usage: npm run restore -- FILE (a backup .tar.gz)',
    );
  }
  const restored = await restoreBackup(file, config.dataDir);
  const { counts, createdAt, appVersion, migration } = restored.manifest;
  process.stdout.write(
    `Restored the backup of ${createdAt} (app ${appVersion}, migration ${migration ?? 'none'}) into ${config.dataDir}:\n` +
      `  ${counts.members} members, ${counts.posts} posts, ${counts.comments} comments, ${counts.uploads} uploads; ${restored.uploadFiles} photo files.\n` +
      'Start the app on it; newer migrations apply at start-up.\n',
  );
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected =
    err instanceof ConfigError ||
    err instanceof RestoreError ||
    err instanceof BackupArchiveError ||
    err instanceof DataFolderToolError;
  process.stderr.write(isExpected ? `${message}\n` : `restore failed: ${message}\n`);
  process.exit(1);
});
