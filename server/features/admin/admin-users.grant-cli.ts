import { ConfigError } from '../../config';
import { DataFolderInUseError } from '../data-folder/data-folder-socket';
import { DataFolderToolError } from '../data-folder/data-folder-tool';
import { runDataFolderCommand } from '../data-folder/run-data-folder-command';
import { GrantAdminError } from './admin-users.grant';
import { grantAdminCommand } from './admin-users.grant-command';

/**
 * `npm run admin:grant -- EMAIL`: makes that member an admin. On the embedded database the
 * running server does it (at once, on its own database); with no server running, this process
 * owns the data folder meanwhile; with DATABASE_URL, PostgreSQL is written directly.
 */
async function main(): Promise<void> {
  const email = (process.argv[2] ?? '').trim();
  const { result, place } = await runDataFolderCommand(
    grantAdminCommand,
    { email },
    { say: (text) => process.stdout.write(text) },
  );
  const who = `${result.username} (${email})`;
  const lines = {
    server: [
      `Granted admin to ${who} (was ${result.before}) through ${place.description}: it applies at once.`,
      `${who} is already an admin (answered by ${place.description}).`,
    ],
    folder: [
      `Granted admin to ${who} (was ${result.before}) in ${place.description} (no server was running on it).`,
      `${who} is already an admin in ${place.description}.`,
    ],
    postgres: [
      `Granted admin to ${who} (was ${result.before}) in ${place.description}.`,
      `${who} is already an admin in ${place.description}.`,
    ],
  }[place.kind];
  process.stdout.write(`${result.before === 'admin' ? lines[1] : lines[0]}\n`);
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected =
    err instanceof ConfigError ||
    err instanceof GrantAdminError ||
    err instanceof DataFolderToolError ||
    err instanceof DataFolderInUseError;
  process.stderr.write(isExpected ? `${message}\n` : `admin:grant failed: ${message}\n`);
  process.exit(1);
});
