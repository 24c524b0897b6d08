import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { groupRows, type MemberDataSection } from '../../content/member-data';
import { conversationParticipants, messages, profiles, uploads } from '../../db/schema';

/**
 * The member's direct messages for "Download my data" (issue 27): every live message of the
 * conversations they are in, sent and received, each with its conversation and the other
 * participant's username only (nothing else of theirs). Photos: the member's own, in the
 * messages they sent; a received message says how many photos it had.
 */
export const messagesMemberData: MemberDataSection = {
  name: 'messages',
  description:
    'Your direct messages, sent and received: the conversation (its id and the other member’s username), who wrote it (you or them), the text, when, and the photos you sent (files in photos/).',
  async exportFor(db, memberId) {
    const mine = db
      .select({ conversationId: conversationParticipants.conversationId })
      .from(conversationParticipants)
      .where(eq(conversationParticipants.userId, memberId));
    const others = await db
      .select({
        conversationId: conversationParticipants.conversationId,
        username: profiles.username,
      })
      .from(conversationParticipants)
      .innerJoin(profiles, eq(profiles.id, conversationParticipants.userId))
      .where(
        and(
          inArray(conversationParticipants.conversationId, mine),
          ne(conversationParticipants.userId, memberId),
        ),
      )
      .orderBy(asc(profiles.username));
    const othersOf = groupRows(others, (row) => row.conversationId);
    const rows = await db
      .select({
        id: messages.id,
        conversationId: messages.conversationId,
        senderId: messages.senderId,
        body: messages.body,
        createdAt: messages.createdAt,
        photoCount: sql<number>`(select count(*)::int from ${uploads} where ${uploads.messageId} = ${messages.id})`,
      })
      .from(messages)
      .where(and(inArray(messages.conversationId, mine), isNull(messages.deletedAt)))
      .orderBy(asc(messages.createdAt), asc(messages.id));
    const photos = await db
      .select({ id: uploads.id, messageId: uploads.messageId, altText: uploads.altText })
      .from(uploads)
      .innerJoin(messages, eq(messages.id, uploads.messageId))
      .where(
        and(
          eq(messages.senderId, memberId),
          isNull(messages.deletedAt),
          eq(uploads.ownerId, memberId),
        ),
      )
      .orderBy(asc(uploads.position), asc(uploads.id));
    const photosOf = groupRows(photos, (photo) => photo.messageId);
    return {
      items: rows.map(({ senderId, photoCount, ...row }) => {
        const isSent = senderId === memberId;
        return {
          id: row.id,
          conversationId: row.conversationId,
          otherParticipant:
            (othersOf.get(row.conversationId) ?? []).map((other) => other.username).join(', ') ||
            null,
          direction: isSent ? 'sent' : 'received',
          body: row.body,
          createdAt: row.createdAt,
          ...(isSent
            ? { photos: (photosOf.get(row.id) ?? []).map(({ id, altText }) => ({ id, altText })) }
            : { photoCount }),
        };
      }),
      photoIds: photos.map((photo) => photo.id),
    };
  },
};
