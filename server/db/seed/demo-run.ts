import type { PhotoStorage } from '../../features/uploads/photo-storage';
import { DEMO_ADMIN_USERNAME, demoMembers, demoNotifications } from './demo-data';
import { DEMO_PASSWORD, demoMemberEmail, seedDemo } from './demo-seed';
import { seedDemoSocial } from './demo-social';
import { seedDemoGroups } from './demo-groups';
import { seedDemoReviews } from './demo-reviews';
import { seedDemoEvents } from './demo-events';
import { seedDemoTips } from './demo-tips';
import { seedDemoChecklists } from './demo-checklists';
import { seedDemoTrips } from './demo-trips';
import { seedDemoContests } from './demo-contests';
import { seedDemoCreators } from './demo-creators';
import { DEMO_MODERATOR, seedDemoModeration } from './demo-moderation';
import type { Database } from '../client';
import { formatCount, formatTable } from './seed-format';
import { readTableCounts } from './table-counts';
import { invalidateReviewFigures } from '../../features/reviews/review-figures';
import { checklistChanges } from '../../features/checklists/checklist-changes';
import { invalidateTopTips } from '../../features/tips/tip-changes';
import { forgetLexemeStats } from '../../features/search/lexeme-stats';

/** What a demo seeding run added (false: the demo community was complete already). */
export interface DemoRunResult {
  addedAnything: boolean;
}

/**
 * Adds the demo community to `db` (idempotent: fixed ids, existing rows left alone; photos go
 * to `photos`), printing a table and a line per part through `say`. Then tells the figures
 * kept in memory by this process (review figures, checklist counts, top tips, search
 * statistics) to read again, so a server that runs it shows the new rows at once.
 */
export async function runDemoSeed(
  db: Database,
  photos: PhotoStorage,
  say: (text: string) => void,
): Promise<DemoRunResult> {
  const added = await seedDemo(db);
  say(
    `Members added: accounts ${formatCount(added.accounts)}, profiles ${formatCount(added.profiles)}, ` +
      `notifications ${formatCount(added.notifications)}, conversations ${formatCount(added.conversations)}.\n`,
  );
  const social = await seedDemoSocial(db, photos);
  say(
    `Posts added: ${formatCount(social.posts)} (${formatCount(social.photos)} with photos), ` +
      `comments ${formatCount(social.comments)}, likes ${formatCount(social.likes)}, ` +
      `follows ${formatCount(social.follows)}, avatars ${formatCount(social.avatars)}.\n`,
  );
  const grouped = await seedDemoGroups(db);
  say(
    `Groups added: ${formatCount(grouped.groups)}, memberships ${formatCount(grouped.members)}, ` +
      `join requests ${formatCount(grouped.requests)}, group posts ${formatCount(grouped.posts)}.\n`,
  );
  const reviewed = await seedDemoReviews(db);
  say(
    `Reviews added: ${formatCount(reviewed.reviews)}, helpful votes ${formatCount(reviewed.helpfulVotes)}.\n`,
  );
  const evented = await seedDemoEvents(db);
  say(
    `Events added: ${formatCount(evented.events)}, answers ${formatCount(evented.rsvps)}, ` +
      `comments ${formatCount(evented.comments)}.\n`,
  );
  const tipped = await seedDemoTips(db);
  say(
    `Tips added: ${formatCount(tipped.tips)}, helpful votes ${formatCount(tipped.helpfulVotes)}.\n`,
  );
  const checklisted = await seedDemoChecklists(db);
  say(
    `Checklists added: ${formatCount(checklisted.checklists)} (${formatCount(checklisted.items)} items), ` +
      `copies ${formatCount(checklisted.copies)}.\n`,
  );
  const tripped = await seedDemoTrips(db);
  say(
    `Trips added: ${formatCount(tripped.trips)}, party members ${formatCount(tripped.people)}.\n`,
  );
  const contested = await seedDemoContests(db);
  say(
    `Photo contests added: ${formatCount(contested.contests)}, entries ${formatCount(contested.entries)}, ` +
      `votes ${formatCount(contested.votes)}.\n`,
  );
  const creators = await seedDemoCreators(db);
  say(
    `Creators listed: ${formatCount(creators.creators)}, portfolio photos ${formatCount(creators.portfolioPhotos)}.\n`,
  );
  const moderated = await seedDemoModeration(db);
  say(
    `Moderation added: moderators ${formatCount(moderated.moderators)}, open reports ${formatCount(moderated.reports)}, ` +
      `hidden posts ${formatCount(moderated.hidden)}.\n`,
  );
  // What this process keeps in memory from these tables is read again on its next use.
  invalidateReviewFigures();
  checklistChanges.changed();
  invalidateTopTips();
  forgetLexemeStats(db);

  const totals = await readTableCounts(db);
  say(
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
  const addedAnything = [
    added.profiles,
    added.notifications,
    social.posts,
    grouped.groups,
    reviewed.reviews,
    evented.events,
    tipped.tips,
    checklisted.checklists,
    tripped.trips,
    contested.contests,
    creators.creators,
    moderated.reports,
  ].some((count) => count > 0);
  if (!addedAnything) say('The demo community was already there: nothing to add.\n');
  say(
    `Sign in as any member with ${demoMemberEmail(DEMO_ADMIN_USERNAME)} (the admin), ` +
      `${demoMemberEmail(DEMO_MODERATOR.username)} (the moderator) or ` +
      `<username>@demo.magic-community.test (lower-cased, _ written as .), password ${DEMO_PASSWORD}\n`,
  );
  return { addedAnything };
}
