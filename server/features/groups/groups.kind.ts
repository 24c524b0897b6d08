import { and, eq } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, visibleThrough } from '../../content/item-facts';
import { groupMembers, groups } from '../../db/schema';
import { handOverOwnedGroups } from './group-handover';
import { getGroup } from './groups.service';

/** The `group` content kind (issue 27). Groups: reported and hidden (never deleted by moderation). */
export const groupKind: ContentKind = {
  name: 'group',
  table: 'groups',
  authorColumn: null,
  async load(db, id) {
    const [row] = await db
      .select({
        name: groups.name,
        description: groups.description,
        createdAt: groups.createdAt,
        visibility: groups.visibility,
        ownerId: groupMembers.userId,
      })
      .from(groups)
      .leftJoin(
        groupMembers,
        and(eq(groupMembers.groupId, groups.id), eq(groupMembers.role, 'owner')),
      )
      .where(eq(groups.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.ownerId,
      title: row.name,
      excerpt: excerptOf(row.description),
      linkPath: `/group/${id}`,
      createdAt: row.createdAt,
      contextLabel: row.visibility === 'private' ? 'Private group' : 'Group',
      deleted: false,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(() => getGroup(db, viewerId, id));
  },
  /** A deleted member's groups get a new owner (or go, when no one else is in them). */
  withdrawMember: (tx, memberId) => handOverOwnedGroups(tx, memberId),
};
