import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { DataFolderInUseError } from '../data-folder/data-folder-socket';
import { withDataFolderClaim } from '../data-folder/data-folder-tool';
import { formatStorageUrl } from '../uploads/storage-url';
import { MoveCheckError } from './copy-tables';
import { describePostgres, MoveRefusedError, moveToPostgres } from './move-to-postgres';

const USAGE = 'Usage: npm run move-to-postgres -- --to postgres://user:password@host:5432/database';

/**
 * `npm run move-to-postgres -- --to postgres://…`: copies the embedded site of `DATA_DIR` (its
 * database, and its photos into `STORAGE_URL` when set) into an empty PostgreSQL database,
 * checks every table, and says what to set. The server must be stopped: the folder is claimed
 * as the server claims it.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  const to = values.to?.trim();
  if (!to || !/^postgres(ql)?:\/\/[^/]+/.test(to)) throw new MoveRefusedError(USAGE);
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new MoveRefusedError(
      'DATABASE_URL is set: this site already runs on PostgreSQL. Unset it to move the embedded database of DATA_DIR.',
    );
  }
  const startedAt = performance.now();
  const say = (line: string) => process.stdout.write(line);
  const report = await withDataFolderClaim(config.dataDir, 'move-to-postgres', () =>
    moveToPostgres({ dataDir: config.dataDir, targetUrl: to, storage: config.storage, say }),
  );
  const rows = report.tables.reduce((sum, table) => sum + table.rows, 0);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  say(
    `\nMoved ${rows} rows in ${report.tables.length} tables to PostgreSQL at ${describePostgres(to)} in ${seconds} s; every table's row count and checksum match.\n`,
  );
  if (report.photos) {
    say(
      `Photos: ${report.photos.files} files (${(report.photos.bytes / 1024 / 1024).toFixed(1)} MB) are in the object store, ${report.photos.copied} copied now.\n`,
    );
  } else {
    say(
      `Photos stay in ${config.dataDir}/uploads (set STORAGE_URL and run again to move them into an object store).\n`,
    );
  }
  say(
    `\nStart the app with:\n` +
      `  DATABASE_URL=${to.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:…@')}\n` +
      (config.storage.kind === 's3' ? `  STORAGE_URL=${formatStorageUrl(config.storage)}\n` : '') +
      `  DATA_DIR=${config.dataDir}   (it keeps the signing keys${report.photos ? '' : ' and the photos'}; or set JWT_SECRET and JWT_KEYS)\n` +
      `The data folder is unchanged: keep it until the site runs well on PostgreSQL.\n`,
  );
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected =
    err instanceof ConfigError ||
    err instanceof MoveRefusedError ||
    err instanceof MoveCheckError ||
    err instanceof DataFolderInUseError;
  process.stderr.write(isExpected ? `${message}\n` : `move-to-postgres failed: ${message}\n`);
  process.exit(1);
});
