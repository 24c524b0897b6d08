import { asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { supportMessages } from '../../db/schema';

/** What the member wrote to the team through `/support` while signed in (issue 27). */
export const supportMessagesMemberData: MemberDataSection = {
  name: 'support-messages',
  description:
    'The messages you sent to the team through the support page while signed in: name and address you gave, topic, subject, text and when.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: supportMessages.id,
        name: supportMessages.name,
        email: supportMessages.email,
        topic: supportMessages.topic,
        subject: supportMessages.subject,
        message: supportMessages.message,
        status: supportMessages.status,
        createdAt: supportMessages.createdAt,
      })
      .from(supportMessages)
      .where(eq(supportMessages.userId, memberId))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    return { items: rows };
  },
};
