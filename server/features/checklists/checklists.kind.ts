import { and, eq, isNull } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { checklists } from '../../db/schema';
import { checklistChanges } from './checklist-changes';
import { getChecklist } from './checklists.service';
import { softDeleteMemberRows } from '../../content/member-items.sql';

/** The kind's rows and who wrote them, for its set-based writes. */
const ownRows = { table: 'checklists', authorColumn: 'owner_id' };

/** The `checklist` content kind (issue 27). Checklists: deleted with the live checklist caches told. */
export const checklistKind: ContentKind = {
  name: 'checklist',
  ...ownRows,
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: checklists.ownerId,
        title: checklists.title,
        description: checklists.description,
        createdAt: checklists.createdAt,
        deletedAt: checklists.deletedAt,
      })
      .from(checklists)
      .where(eq(checklists.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: row.title,
      excerpt: excerptOf(row.description),
      linkPath: `/checklist/${id}`,
      createdAt: row.createdAt,
      contextLabel: 'Checklist',
      deleted: row.deletedAt !== null,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getChecklist(db, viewerId, id));
  },
  async remove(tx, id, now) {
    const rows = await tx
      .select({ id: checklists.id })
      .from(checklists)
      .where(and(eq(checklists.id, id), isNull(checklists.deletedAt)))
      .for('update');
    if (rows.length === 0) return false;
    await tx
      .update(checklists)
      .set({ deletedAt: now, updatedAt: now })
      .where(eq(checklists.id, id));
    return true;
  },
  afterRemove: () => checklistChanges.changed(),
  async withdrawMember(tx, memberId, now) {
    return (await softDeleteMemberRows(tx, ownRows, memberId, now)).length;
  },
};
