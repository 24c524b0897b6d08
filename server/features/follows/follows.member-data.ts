import { asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { follows, profiles } from '../../db/schema';

/**
 * Both ways of following for "Download my data" (issue 27): whom the member follows and who
 * follows them, each by username only, and since when.
 */
export const followsMemberData: MemberDataSection = {
  name: 'follows',
  description:
    'Whom you follow ("following") and who follows you ("follower"), by username, and since when.',
  async exportFor(db, memberId) {
    const following = await db
      .select({ username: profiles.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, follows.followeeId))
      .where(eq(follows.followerId, memberId))
      .orderBy(asc(follows.createdAt), asc(profiles.username));
    const followers = await db
      .select({ username: profiles.username, since: follows.createdAt })
      .from(follows)
      .innerJoin(profiles, eq(profiles.id, follows.followerId))
      .where(eq(follows.followeeId, memberId))
      .orderBy(asc(follows.createdAt), asc(profiles.username));
    return {
      items: [
        ...following.map((row) => ({ direction: 'following', ...row })),
        ...followers.map((row) => ({ direction: 'follower', ...row })),
      ],
    };
  },
};
