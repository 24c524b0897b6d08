import { eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { tips } from '../../db/schema';
import { invalidateTopTips } from './tip-changes';
import { lockTip, updateTipRow, withdrawTipHelpfulVotesOf } from './tips.repository';
import { getTip } from './tips.service';
import { softDeleteMemberRows } from '../../content/member-items.sql';

/** The kind's rows and who wrote them, for its set-based writes. */
const ownRows = { table: 'tips', authorColumn: 'author_id' };

/** The `tip` content kind (issue 27). Tips: deleted with the top tips cache dropped. */
export const tipKind: ContentKind = {
  name: 'tip',
  ...ownRows,
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: tips.authorId,
        body: tips.body,
        category: tips.category,
        createdAt: tips.createdAt,
        deletedAt: tips.deletedAt,
      })
      .from(tips)
      .where(eq(tips.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: null,
      excerpt: excerptOf(row.body),
      linkPath: `/tips?tip=${id}`,
      createdAt: row.createdAt,
      contextLabel: `Tip (${row.category})`,
      deleted: row.deletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getTip(db, viewerId, id));
  },
  async remove(tx, id, now) {
    const row = await lockTip(tx, id);
    if (!row || row.deletedAt !== null) return false;
    await updateTipRow(tx, row.id, { deletedAt: now });
    return true;
  },
  afterRemove: () => invalidateTopTips(),
  async withdrawMember(tx, memberId, now) {
    const deleted = await softDeleteMemberRows(tx, ownRows, memberId, now);
    await withdrawTipHelpfulVotesOf(tx, memberId);
    return deleted.length;
  },
};
