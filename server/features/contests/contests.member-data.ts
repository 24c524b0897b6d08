import { asc, eq } from 'drizzle-orm';
import type { MemberDataSection } from '../../content/member-data';
import { contestEntries, contests, uploads } from '../../db/schema';

/**
 * The member's photo contest entries for "Download my data" (issue 27): the contest, the
 * caption and photo, and the votes and place once the results are in (never before).
 */
export const contestEntriesMemberData: MemberDataSection = {
  name: 'contest-entries',
  description:
    'Your photo contest entries: the contest, your caption and photo (file in photos/), and your votes and place once the results are in.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: contestEntries.id,
        contestId: contests.id,
        contestTitle: contests.title,
        caption: contestEntries.caption,
        photoId: contestEntries.uploadId,
        altText: uploads.altText,
        createdAt: contestEntries.createdAt,
        replacedAt: contestEntries.replacedAt,
        resultsAt: contests.resultsAt,
        voteCount: contestEntries.voteCount,
        place: contestEntries.place,
      })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contestId))
      .innerJoin(uploads, eq(uploads.id, contestEntries.uploadId))
      .where(eq(contestEntries.userId, memberId))
      .orderBy(asc(contestEntries.createdAt), asc(contestEntries.id));
    return {
      items: rows.map(({ resultsAt, voteCount, place, ...row }) => ({
        ...row,
        ...(resultsAt ? { voteCount, place } : {}),
      })),
      photoIds: rows.map((row) => row.photoId),
    };
  },
};
