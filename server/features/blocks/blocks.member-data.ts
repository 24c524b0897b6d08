import { asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { blocks, profiles } from '../../db/schema';

/** The members the member blocked, by username, for "Download my data" (issue 27). */
export const blocksMemberData: MemberDataSection = {
  name: 'blocks',
  description: 'The members you blocked, by username, and when.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({ username: profiles.username, blockedAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
      .where(eq(blocks.blockerId, memberId))
      .orderBy(asc(blocks.createdAt), asc(profiles.username));
    return { items: rows };
  },
};
