import { eq, sql } from 'drizzle-orm';
import type { ContentKind } from '../../content/content-kind';
import { excerptOf, itemNotVisible, visibleThrough } from '../../content/item-facts';
import { groups, posts } from '../../db/schema';
import { countDeletedGroupPost, lockPostGroup } from '../groups/group-posts.service';
import { markPostDeleted } from './posts.repository';
import { findVisiblePost } from './posts.service';
import { postBulkRemoval } from './posts.bulk';
import { softDeleteMemberRows } from '../../content/member-items.sql';

/** The kind's rows and who wrote them, for its set-based writes. */
const ownRows = { table: 'posts', authorColumn: 'author_id' };

/** The `post` content kind (issue 27). Posts: reported, held, hidden and deleted by moderators (soft delete, with the group's post count). */
export const postKind: ContentKind = {
  name: 'post',
  ...ownRows,
  bulk: postBulkRemoval,
  async load(db, id) {
    const [row] = await db
      .select({
        authorId: posts.authorId,
        body: posts.body,
        createdAt: posts.createdAt,
        deletedAt: posts.deletedAt,
        groupName: groups.name,
        imageId: sql<string | null>`(select u.id from uploads u where u.post_id = ${posts.id}
          order by u.position, u.created_at limit 1)`,
      })
      .from(posts)
      .leftJoin(groups, eq(groups.id, posts.groupId))
      .where(eq(posts.id, id))
      .limit(1);
    if (!row) return null;
    return {
      authorId: row.authorId,
      title: null,
      excerpt: excerptOf(row.body) || '(a photo post)',
      linkPath: `/post/${id}`,
      createdAt: row.createdAt,
      contextLabel: row.groupName ? `In group: ${row.groupName}` : null,
      deleted: row.deletedAt !== null,
      imageId: row.imageId,
    };
  },
  async assertVisibleTo(db, viewerId, id) {
    await visibleThrough(async () => {
      const post = await findVisiblePost(db, viewerId, id);
      if (post.deletedAt) throw itemNotVisible();
      return post;
    });
  },
  async remove(tx, id, now) {
    const [post] = await tx
      .select({ groupId: posts.groupId })
      .from(posts)
      .where(eq(posts.id, id))
      .limit(1);
    if (!post) return false;
    if (post.groupId) await lockPostGroup(tx, post.groupId);
    const removed = await markPostDeleted(tx, id, now);
    if (removed && post.groupId) await countDeletedGroupPost(tx, post.groupId);
    return removed;
  },
  async withdrawMember(tx, memberId, now) {
    return (await softDeleteMemberRows(tx, ownRows, memberId, now)).length;
  },
};
