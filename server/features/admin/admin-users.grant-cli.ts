import { ConfigError } from '../../config';
import { openSeedDatabase } from '../../db/seed/seed-database';
import { GrantAdminError, grantAdmin } from './admin-users.grant';

/** `npm run admin:grant -- EMAIL`: makes that member an admin of the configured database. */
async function main(): Promise<void> {
  const email = process.argv[2] ?? '';
  const { handle, description } = await openSeedDatabase();
  try {
    const granted = await grantAdmin(handle.db, email);
    process.stdout.write(
      granted.before === 'admin'
        ? `${granted.username} (${email.trim()}) is already an admin in ${description}.\n`
        : `${granted.username} (${email.trim()}) is now an admin in ${description} (was ${granted.before}).\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected = err instanceof ConfigError || err instanceof GrantAdminError;
  process.stderr.write(isExpected ? `${message}\n` : `admin:grant failed: ${message}\n`);
  process.exit(1);
});
