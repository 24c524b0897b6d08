import { asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { memberVisits } from '../../db/schema';

/**
 * The days the member used the app and how much they read (what trust levels are computed
 * from, issue 26), for "Download my data" (issue 27).
 */
export const visitsMemberData: MemberDataSection = {
  name: 'visits',
  description:
    'The days (UTC) you used the site while signed in, and about how many posts and pages you read each day (trust levels are computed from them).',
  async exportFor(db, memberId) {
    const rows = await db
      .select({ day: memberVisits.day, itemsRead: memberVisits.itemsRead })
      .from(memberVisits)
      .where(eq(memberVisits.userId, memberId))
      .orderBy(asc(memberVisits.day));
    return { items: rows };
  },
};
