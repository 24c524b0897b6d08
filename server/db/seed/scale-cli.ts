import { ConfigError, loadConfig } from '../../config';
import { DataFolderInUseError } from '../../features/data-folder/data-folder-socket';
import {
  DataFolderToolError,
  refuseWhileFolderIsOwned,
  withDataFolderClaim,
} from '../../features/data-folder/data-folder-tool';
import { createProgressBar } from './progress-bar';
import { plannedGroups, plannedRows, plannedSocial, seedScale } from './scale';
import { parseScaleArgs, SCALE_USAGE, ScaleArgsError, type ScaleOptions } from './scale-args';
import { openSeedDatabase } from './seed-database';
import { formatCount, formatTable } from './seed-format';
import { readTableCounts } from './table-counts';

function readOptions(): ScaleOptions | null {
  try {
    return parseScaleArgs(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof ScaleArgsError)) throw err;
    process.stderr.write(`${err.message}\n\n${SCALE_USAGE}\n`);
    process.exit(2);
  }
}

/**
 * `npm run seed:scale -- --users N --posts M`: bulk rows for load and scale testing. On the
 * embedded database it refuses while a server (or another tool) owns the data folder: a bulk
 * load of minutes would hold the server's only connection all that time. Otherwise it owns the
 * folder while it writes, so a server started meanwhile is refused.
 */
async function main(): Promise<void> {
  const options = readOptions();
  if (!options) {
    process.stdout.write(`${SCALE_USAGE}\n`);
    return;
  }
  const { databaseUrl, dataDir } = loadConfig();
  if (databaseUrl) return seed(options);
  await refuseWhileFolderIsOwned(
    dataDir,
    `The data folder ${dataDir} is in use by a running server (or another npm run command): stop it first, then run npm run seed:scale again (a bulk load would hold the server's database for minutes).`,
  );
  await withDataFolderClaim(dataDir, 'seed:scale', () => seed(options));
}

/** Writes the rows of `options` to the configured database and prints what it did. */
async function seed(options: ScaleOptions): Promise<void> {
  const startedAt = performance.now();
  const { handle, description } = await openSeedDatabase();
  try {
    const notificationTotal = options.users * options.notificationsPerUser;
    const social = plannedSocial(options);
    process.stdout.write(
      `Adding ${formatCount(options.users)} profiles, ${formatCount(notificationTotal)} ` +
        `notifications, ${formatCount(social.posts)} posts, ${formatCount(social.follows)} ` +
        `follows and ${formatCount(social.likes)} likes to ${description}, ` +
        `${formatCount(options.batchSize)} rows per INSERT\n`,
    );
    const grouped = plannedGroups(options);
    if (grouped.groups > 0) {
      process.stdout.write(
        `Then ${formatCount(grouped.groups)} groups (one in five private) with ` +
          `${formatCount(grouped.memberships)} memberships; about 10% of the new posts move into ` +
          "one of their author's groups.\n",
      );
    }
    if (social.follows < options.follows || social.likes < options.likes) {
      process.stdout.write(
        `Asked for ${formatCount(options.follows)} follows and ${formatCount(options.likes)} likes: ` +
          'more than the members and posts allow (no one follows themselves, nothing is ' +
          'followed or liked twice), so the most possible are written.\n',
      );
    }

    const bar = createProgressBar('seeding', plannedRows(options));
    const result = await seedScale(handle.db, options, (done) => bar.update(done));
    bar.finish();

    const totals = await readTableCounts(handle.db);
    const written =
      result.profiles +
      result.notifications +
      result.conversations * 4 +
      result.posts +
      result.follows +
      result.likes +
      result.groups +
      result.groupMemberships +
      result.checklists +
      result.tips +
      result.events +
      result.contests +
      result.creators;
    const rate = (rows: number) => `${formatCount(rows / Math.max(result.seconds, 1e-6))} rows/s`;
    process.stdout.write(
      `${formatTable([
        ['table', 'asked', 'added', 'in table'],
        [
          'profiles',
          formatCount(options.users),
          formatCount(result.profiles),
          formatCount(totals.profiles),
        ],
        [
          'notifications',
          formatCount(notificationTotal),
          formatCount(result.notifications),
          formatCount(totals.notifications),
        ],
        // Each 'message' notification has its conversation: two participants and one message.
        ['conversations', '', formatCount(result.conversations), ''],
        ['posts', formatCount(options.posts), formatCount(result.posts), formatCount(totals.posts)],
        [
          'follows',
          formatCount(options.follows),
          formatCount(result.follows),
          formatCount(totals.follows),
        ],
        ['likes', formatCount(options.likes), formatCount(result.likes), formatCount(totals.likes)],
        ['groups', formatCount(options.groups), formatCount(result.groups), ''],
        [
          'group memberships',
          formatCount(options.groupMemberships),
          formatCount(result.groupMemberships),
          '',
        ],
        ['posts in groups', '', formatCount(result.groupPosts), ''],
        ...(['checklists', 'tips', 'events', 'contests', 'creators'] as const).map((kind) => [
          kind,
          formatCount(options[kind]),
          formatCount(result[kind]),
          '',
        ]),
        ['total', '', formatCount(written), ''],
      ])}\n`,
    );
    process.stdout.write(
      `Wrote ${formatCount(written)} rows in ${result.seconds.toFixed(2)} s (${rate(written)}); ` +
        `${((performance.now() - startedAt) / 1000).toFixed(2)} s in all with connecting, ` +
        `migrations and counting.\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  const isExpected =
    err instanceof ConfigError ||
    err instanceof DataFolderToolError ||
    err instanceof DataFolderInUseError;
  process.stderr.write(isExpected ? `${message}\n` : `\nScale seeding failed: ${message}\n`);
  process.exit(1);
});
