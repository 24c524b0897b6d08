import { ConfigError } from '../../config';
import { DEMO_ADMIN_USERNAME, demoMembers, demoNotifications } from './demo-data';
import { DEMO_PASSWORD, demoMemberEmail, seedDemo } from './demo-seed';
import { seedDemoSocial } from './demo-social';
import { seedDemoGroups } from './demo-groups';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoEvents } from './demo-events';
import { seedDemoTips } from './demo-tips';
import { seedDemoChecklists } from './demo-checklists';
import { seedDemoContests } from './demo-contests';
import { seedDemoCreators } from './demo-creators';
import { DEMO_MODERATOR, seedDemoModeration } from './demo-moderation';
import { openSeedDatabase } from './seed-database';
import { formatCount, formatTable } from './seed-format';
import { readTableCounts } from './table-counts';

/** `npm run seed:demo`: adds the demo community to the configured database (idempotent). */
async function main(): Promise<void> {
  const { handle, description, dataDir } = await openSeedDatabase();
  try {
    process.stdout.write(`Seeding the demo community into ${description}\n`);
    const added = await seedDemo(handle.db);
    const social = await seedDemoSocial(handle.db, dataDir);
    const grouped = await seedDemoGroups(handle.db);
    const reviewed = await seedDemoReviews(handle.db);
    const evented = await seedDemoEvents(handle.db);
    const tipped = await seedDemoTips(handle.db);
    const checklisted = await seedDemoChecklists(handle.db);
    const contested = await seedDemoContests(handle.db);
    const creators = await seedDemoCreators(handle.db);
    const moderated = await seedDemoModeration(handle.db);
    const totals = await readTableCounts(handle.db);
    process.stdout.write(
      `${formatTable([
        ['table', 'demo rows', 'added now', 'in table'],
        ['accounts', formatCount(demoMembers.length), formatCount(added.accounts), '-'],
        [
          'profiles',
          formatCount(demoMembers.length),
          formatCount(added.profiles),
          formatCount(totals.profiles),
        ],
        [
          'notifications',
          formatCount(demoNotifications.length),
          formatCount(added.notifications),
          formatCount(totals.notifications),
        ],
      ])}\n`,
    );
    process.stdout.write(
      `Posts added: ${formatCount(social.posts)} (${formatCount(social.photos)} with photos), ` +
        `comments ${formatCount(social.comments)}, likes ${formatCount(social.likes)}, ` +
        `follows ${formatCount(social.follows)}, avatars ${formatCount(social.avatars)}.\n`,
    );
    process.stdout.write(
      `Groups added: ${formatCount(grouped.groups)}, memberships ${formatCount(grouped.members)}, ` +
        `join requests ${formatCount(grouped.requests)}, group posts ${formatCount(grouped.posts)}.\n`,
    );
    process.stdout.write(
      `Reviews added: ${formatCount(reviewed.reviews)}, helpful votes ${formatCount(reviewed.helpfulVotes)}.\n`,
    );
    process.stdout.write(
      `Events added: ${formatCount(evented.events)}, answers ${formatCount(evented.rsvps)}, ` +
        `comments ${formatCount(evented.comments)}.\n`,
    );
    process.stdout.write(
      `Tips added: ${formatCount(tipped.tips)}, helpful votes ${formatCount(tipped.helpfulVotes)}.\n`,
    );
    process.stdout.write(
      `Checklists added: ${formatCount(checklisted.checklists)} (${formatCount(checklisted.items)} items), ` +
        `copies ${formatCount(checklisted.copies)}.\n`,
    );
    process.stdout.write(
      `Photo contests added: ${formatCount(contested.contests)}, entries ${formatCount(contested.entries)}, ` +
        `votes ${formatCount(contested.votes)}.\n`,
    );
    process.stdout.write(
      `Creators listed: ${formatCount(creators.creators)}, portfolio photos ${formatCount(creators.portfolioPhotos)}.\n`,
    );
    process.stdout.write(
      `Moderation added: moderators ${formatCount(moderated.moderators)}, open reports ${formatCount(moderated.reports)}, ` +
        `hidden posts ${formatCount(moderated.hidden)}.\n`,
    );
    if (
      added.profiles === 0 &&
      added.notifications === 0 &&
      social.posts === 0 &&
      grouped.groups === 0 &&
      reviewed.reviews === 0 &&
      evented.events === 0 &&
      tipped.tips === 0 &&
      checklisted.checklists === 0 &&
      contested.contests === 0 &&
      creators.creators === 0 &&
      moderated.reports === 0
    ) {
      process.stdout.write('The demo community was already there: nothing to add.\n');
    }
    process.stdout.write(
      `Sign in as any member with ${demoMemberEmail(DEMO_ADMIN_USERNAME)} (the admin), ` +
        `${demoMemberEmail(DEMO_MODERATOR.username)} (the moderator) or ` +
        `<username>@demo.magic-community.test (lower-cased, _ written as .), password ${DEMO_PASSWORD}\n`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  process.stderr.write(
    err instanceof ConfigError ? `${message}\n` : `Demo seeding failed: ${message}\n`,
  );
  process.exit(1);
});
