import { ConfigError } from '../../config';
import { DataFolderInUseError } from '../../features/data-folder/data-folder-socket';
import { DataFolderToolError } from '../../features/data-folder/data-folder-tool';
import { runDataFolderCommand } from '../../features/data-folder/run-data-folder-command';
import { demoSeedCommand } from './demo-command';

/**
 * `npm run seed:demo`: adds the demo community to the configured database (idempotent). On the
 * embedded database the running server does it on its own database (the site shows it at
 * once); with no server running, this process owns the data folder meanwhile.
 */
async function main(): Promise<void> {
  await runDataFolderCommand(
    demoSeedCommand,
    {},
    {
      say: (text) => process.stdout.write(text),
      onStart: (where) =>
        process.stdout.write(
          where.kind === 'server'
            ? `Seeding the demo community through ${where.description} (it shows at once)\n`
            : where.kind === 'folder'
              ? `Seeding the demo community into ${where.description} (no server is running on it)\n`
              : `Seeding the demo community into ${where.description}\n`,
        ),
    },
  );
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected =
    err instanceof ConfigError ||
    err instanceof DataFolderToolError ||
    err instanceof DataFolderInUseError;
  process.stderr.write(isExpected ? `${message}\n` : `Demo seeding failed: ${message}\n`);
  process.exit(1);
});
