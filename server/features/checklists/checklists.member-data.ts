import { and, asc, eq, isNull } from 'drizzle-orm';
import { groupRows, type MemberDataSection } from '../../content/member-data';
import { checklistCategories, checklistItems, checklists } from '../../db/schema';

/**
 * The member's live checklists for "Download my data" (issue 27), each with its categories and
 * their items in order (private ones too: they are the member's own).
 */
export const checklistsMemberData: MemberDataSection = {
  name: 'checklists',
  description:
    'Your checklists (private, unlisted and public): title, description, park, trip dates, and their categories and items with notes and ticks.',
  async exportFor(db, memberId) {
    const own = and(eq(checklists.ownerId, memberId), isNull(checklists.deletedAt));
    const rows = await db
      .select({
        id: checklists.id,
        title: checklists.title,
        description: checklists.description,
        park: checklists.park,
        topic: checklists.topic,
        tripStartsOn: checklists.tripStartsOn,
        tripEndsOn: checklists.tripEndsOn,
        visibility: checklists.visibility,
        copiedFromId: checklists.copiedFromId,
        copyCount: checklists.copyCount,
        createdAt: checklists.createdAt,
        updatedAt: checklists.updatedAt,
      })
      .from(checklists)
      .where(own)
      .orderBy(asc(checklists.createdAt), asc(checklists.id));
    const categories = await db
      .select({
        id: checklistCategories.id,
        checklistId: checklistCategories.checklistId,
        name: checklistCategories.name,
      })
      .from(checklistCategories)
      .innerJoin(checklists, eq(checklists.id, checklistCategories.checklistId))
      .where(own)
      .orderBy(asc(checklistCategories.position), asc(checklistCategories.id));
    const items = await db
      .select({
        id: checklistItems.id,
        categoryId: checklistItems.categoryId,
        text: checklistItems.text,
        note: checklistItems.note,
        checked: checklistItems.checked,
        createdAt: checklistItems.createdAt,
        updatedAt: checklistItems.updatedAt,
      })
      .from(checklistItems)
      .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
      .where(own)
      .orderBy(asc(checklistItems.position), asc(checklistItems.id));
    const itemsOf = groupRows(items, (item) => item.categoryId);
    const categoriesOf = groupRows(categories, (category) => category.checklistId);
    return {
      items: rows.map((row) => ({
        ...row,
        categories: (categoriesOf.get(row.id) ?? []).map(({ id, name }) => ({
          id,
          name,
          items: (itemsOf.get(id) ?? []).map(({ categoryId: _, ...item }) => item),
        })),
      })),
    };
  },
};
