import { and, asc, eq, isNull } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { tips } from '../../db/schema';

/** The member's live tips for "Download my data" (issue 27). */
export const tipsMemberData: MemberDataSection = {
  name: 'tips',
  description: 'Your tips: category, park, text, how many found them helpful, and when.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: tips.id,
        category: tips.category,
        park: tips.park,
        body: tips.body,
        helpfulCount: tips.helpfulCount,
        createdAt: tips.createdAt,
        updatedAt: tips.updatedAt,
      })
      .from(tips)
      .where(and(eq(tips.authorId, memberId), isNull(tips.deletedAt)))
      .orderBy(asc(tips.createdAt), asc(tips.id));
    return { items: rows };
  },
};
