import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { excerptOf } from '../../content/item-facts';
import type { TripReportSource } from '../../content/trip-report-sources';
import { posts } from '../../db/schema';
import { uploadThumbnailUrl } from '../uploads/uploads.presenter';
import { postVisibleTo } from './post-visibility';

/**
 * A trip report's posts (issue 29): the owner's live posts written during the trip that the
 * report's viewer may see (`postVisibleTo`: a private group's only for its members, none across a
 * block, not hidden from them, no suspended author's), oldest first, with their first photo.
 */
export const postsTripReportSource: TripReportSource = {
  name: 'posts',
  async itemsFor(db, { viewerId, authorId, from, to, limit }) {
    const rows = await db
      .select({
        id: posts.id,
        body: posts.body,
        createdAt: posts.createdAt,
        imageId: sql<string | null>`(select u.id from uploads u where u.post_id = ${posts.id}
          order by u.position, u.created_at limit 1)`,
      })
      .from(posts)
      .where(
        and(
          eq(posts.authorId, authorId),
          isNull(posts.deletedAt),
          gte(posts.createdAt, from),
          lt(posts.createdAt, to),
          postVisibleTo(viewerId, {
            id: sql`${posts.id}`,
            authorId: sql`${posts.authorId}`,
            groupId: sql`${posts.groupId}`,
          }),
        ),
      )
      .orderBy(asc(posts.createdAt), asc(posts.id))
      .limit(limit);
    return rows.map((row) => ({
      kind: 'post' as const,
      id: row.id,
      title: null,
      excerpt: excerptOf(row.body) || '(a photo post)',
      path: `/post/${row.id}`,
      createdAt: row.createdAt,
      imageUrl: row.imageId ? uploadThumbnailUrl(row.imageId) : null,
    }));
  },
};
