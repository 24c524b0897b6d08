import { inArray } from 'drizzle-orm';
import { hashPassword } from '../../features/auth/password-hash';
import type { Database } from '../client';
import { authIdentities, authUsers, hiddenItems, posts, profiles, reports } from '../schema';
import { DEMO_PASSWORD, demoMemberEmail, demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The demo community's moderator (issue 15): works the review queue, not an admin. */
export const DEMO_MODERATOR = {
  username: 'ranger_morgan',
  firstName: 'Morgan',
  lastName: 'Reyes',
  bio: 'Volunteer moderator. Keeping the queue short and the parks talk friendly.',
  joinedDaysAgo: 300,
} as const;

/** Open reports of demo posts: one post reported by three members (hidden pending review). */
const demoReports: readonly {
  post: string;
  reporter: string;
  reason: (typeof reports.$inferInsert)['reason'];
  note: string | null;
  hoursAgo: number;
}[] = [
  {
    post: 'p4',
    reporter: 'haunted_hannah',
    reason: 'spam',
    note: 'Looks like an ad for photo prints.',
    hoursAgo: 30,
  },
  { post: 'p4', reporter: 'monorail_mike', reason: 'spam', note: null, hoursAgo: 20 },
  {
    post: 'p4',
    reporter: 'pixie_dust_paula',
    reason: 'inappropriate',
    note: 'Off-topic and pushy.',
    hoursAgo: 6,
  },
  {
    post: 'p5',
    reporter: 'batuu_gabe',
    reason: 'misinformation',
    note: 'The baby elephant moved to another reserve last month.',
    hoursAgo: 12,
  },
  { post: 'p5', reporter: 'figment_fan', reason: 'misinformation', note: null, hoursAgo: 3 },
  {
    post: 'p2',
    reporter: 'snackquest_sam',
    reason: 'other',
    note: 'Pineapple Lanai is closed for refurbishment, please update.',
    hoursAgo: 1,
  },
];

/** The post that the three-report rule hides in the demo. */
const HIDDEN_POST = 'p4';

export interface DemoModerationResult {
  moderators: number;
  reports: number;
  hidden: number;
}

const postId = (key: string) => stableUuid(`demo:post:${key}`);

/**
 * Adds the demo moderator (signs in with their demo address and {@link DEMO_PASSWORD}) and a
 * few open reports of demo posts, one post hidden by three reports, in one transaction.
 * Idempotent: fixed ids, existing rows left alone; reports of posts or by members that are not
 * there are skipped.
 */
export async function seedDemoModeration(
  db: Database,
  now = new Date(),
): Promise<DemoModerationResult> {
  const encryptedPassword = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const member = DEMO_MODERATOR;
    const id = demoMemberId(member.username);
    const email = demoMemberEmail(member.username);
    const createdAt = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
    const metadata = {
      first_name: member.firstName,
      last_name: member.lastName,
      username: member.username,
      email_verified: true,
    };
    await tx
      .insert(authUsers)
      .values({
        id,
        email,
        encryptedPassword,
        emailConfirmedAt: createdAt,
        appMetadata: { provider: 'email', providers: ['email'] },
        userMetadata: metadata,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing();
    await tx
      .insert(authIdentities)
      .values({
        id: stableUuid(`demo:identity:${member.username}`),
        userId: id,
        provider: 'email',
        providerId: id,
        email,
        identityData: { ...metadata, sub: id, email, phone_verified: false },
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing();
    const moderators = await tx
      .insert(profiles)
      .values({
        id,
        username: member.username,
        firstName: member.firstName,
        lastName: member.lastName,
        bio: member.bio,
        isModerator: true,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing()
      .returning({ id: profiles.id });

    const postIds = [...new Set(demoReports.map((r) => postId(r.post)))];
    const livePosts = await tx
      .select({ id: posts.id, authorId: posts.authorId })
      .from(posts)
      .where(inArray(posts.id, postIds));
    const authorOf = new Map(livePosts.map((row) => [row.id, row.authorId]));
    const reporterIds = demoReports.map((r) => demoMemberId(r.reporter));
    const present = new Set(
      (
        await tx.select({ id: profiles.id }).from(profiles).where(inArray(profiles.id, reporterIds))
      ).map((row) => row.id),
    );
    const rows = demoReports
      .filter((r) => authorOf.has(postId(r.post)) && present.has(demoMemberId(r.reporter)))
      .map((r): typeof reports.$inferInsert => ({
        id: stableUuid(`demo:report:${r.post}:${r.reporter}`),
        itemKind: 'post',
        itemId: postId(r.post),
        itemAuthorId: authorOf.get(postId(r.post)) ?? null,
        reporterId: demoMemberId(r.reporter),
        reason: r.reason,
        note: r.note,
        createdAt: new Date(now.getTime() - r.hoursAgo * HOUR_MS),
      }));
    const insertedReports =
      rows.length === 0
        ? []
        : await tx.insert(reports).values(rows).onConflictDoNothing().returning({ id: reports.id });
    const hiddenId = postId(HIDDEN_POST);
    const hidden =
      rows.filter((row) => row.itemId === hiddenId).length >= 3
        ? await tx
            .insert(hiddenItems)
            .values({
              itemKind: 'post',
              itemId: hiddenId,
              itemAuthorId: authorOf.get(hiddenId) ?? null,
              cause: 'reports',
              reason: 'Reported by 3 members',
              hiddenAt: new Date(now.getTime() - 6 * HOUR_MS),
            })
            .onConflictDoNothing()
            .returning({ itemId: hiddenItems.itemId })
        : [];
    return {
      moderators: moderators.length,
      reports: insertedReports.length,
      hidden: hidden.length,
    };
  });
}
