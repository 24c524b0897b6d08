import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { isHiddenFrom } from '../../content/hidden-items.sql';
import { excerptOf, itemNotVisible, visibleThrough } from '../../content/item-facts';
import { contestEntries, contests } from '../../db/schema';
import { isBlockedBetween } from '../blocks/blocks.repository';
import {
  deleteEntryRow,
  refreshEntryCount,
  withdrawContestEntriesOf,
} from './contest-entries.repository';
import { lockContest } from './contests.repository';
import { getContest } from './contests.service';

/** The `contest_entry` content kind (issue 27). Contest entries: removed with the contest's entry count. */
export const contestEntryKind: ContentKind = {
  name: 'contest_entry',
  table: 'contest_entries',
  authorColumn: 'user_id',
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: contestEntries.userId,
        caption: contestEntries.caption,
        createdAt: contestEntries.createdAt,
        contestId: contestEntries.contestId,
        contestTitle: contests.title,
        imageId: contestEntries.uploadId,
      })
      .from(contestEntries)
      .innerJoin(contests, eq(contests.id, contestEntries.contestId))
      .where(eq(contestEntries.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: null,
      excerpt: excerptOf(row.caption) || '(a photo entry)',
      linkPath: `/contest/${row.contestId}`,
      createdAt: row.createdAt,
      contextLabel: `Entry in: ${row.contestTitle}`,
      deleted: false,
      imageId: row.imageId,
    };
  },
  async assertVisibleTo(db, viewerId, id, now) {
    const [entry] = await db
      .select({ contestId: contestEntries.contestId, userId: contestEntries.userId })
      .from(contestEntries)
      .where(eq(contestEntries.id, id))
      .limit(1);
    if (
      !entry ||
      (await isBlockedBetween(db, viewerId, entry.userId)) ||
      (await isHiddenFrom(db, 'contest_entry', id, entry.userId, viewerId))
    ) {
      throw itemNotVisible();
    }
    await visibleThrough(() => getContest(db, viewerId, entry.contestId, now));
  },
  async remove(tx, id) {
    const [entry] = await tx
      .select({ contestId: contestEntries.contestId })
      .from(contestEntries)
      .where(eq(contestEntries.id, id))
      .limit(1);
    if (!entry) return false;
    await lockContest(tx, entry.contestId);
    await deleteEntryRow(tx, id);
    await refreshEntryCount(tx, entry.contestId);
    return true;
  } /** A deleted member's entries leave their contests and the entry counts (one contest at a time, locked). */,
  withdrawMember: (tx, memberId) => withdrawContestEntriesOf(tx, memberId),
};
