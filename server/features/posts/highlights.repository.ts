import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts, profiles } from '../../db/schema';
import { commentCountShownTo, postPublicCondition } from './post-visibility';
import { notBlockedBetween } from '../../content/blocks.sql';
import type { PostSummaryRow } from './post-summary.presenter';

/**
 * The post columns a highlight shows; the comment count is the one the viewer is shown (issue
 * 27), with the post's id written qualified (Drizzle leaves it bare in a one-table select).
 */
function highlightColumns(viewerId: string | null) {
  return {
    id: posts.id,
    authorId: posts.authorId,
    body: posts.body,
    park: posts.park,
    likeCount: posts.likeCount,
    commentCount: commentCountShownTo(viewerId, sql`posts.id`).as('comment_count'),
    createdAt: posts.createdAt,
  };
}

/** A highlight candidate: the post's shown columns, its author's public fields, whether it has a photo. */
export interface HighlightRow extends PostSummaryRow {
  id: string;
  body: string;
  hasPhoto: boolean;
}

/**
 * The community's highlights in one query: among the `window` newest live posts (read from
 * `posts_live_created_idx`, so the cost does not grow with the table), posts with photos first,
 * then the most engaging (a comment counts twice a like), then the newest; `limit` rows, each
 * with its author. Only public posts (none of a private group); with `viewerId`, none of a member
 * blocked either way (`post-visibility.ts`).
 */
export async function listHighlightRows(
  db: Executor,
  window: number,
  limit: number,
  viewerId: string | null = null,
): Promise<HighlightRow[]> {
  const recent = db
    .select(highlightColumns(viewerId))
    .from(posts)
    .where(
      and(
        isNull(posts.deletedAt),
        postPublicCondition(sql`${posts.groupId}`, sql`${posts.id}`, sql`${posts.authorId}`),
        viewerId ? notBlockedBetween(viewerId, sql`${posts.authorId}`) : undefined,
      ),
    )
    // `nulls last` as in the index's definition, or PostgreSQL cannot read it in order.
    .orderBy(sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`)
    .limit(window)
    .as('recent');
  // Written out: the subquery must name `recent.id`, not an unqualified `id`.
  const hasPhoto = sql<boolean>`exists (select 1 from uploads where uploads.post_id = recent.id)`;
  return db
    .select({
      ...recent._.selectedFields,
      authorUsername: profiles.username,
      authorAvatarUrl: profiles.avatarUrl,
      hasPhoto,
    })
    .from(recent)
    .innerJoin(profiles, eq(profiles.id, recent.authorId))
    .orderBy(
      desc(hasPhoto),
      desc(sql`${recent.likeCount} + 2 * ${recent.commentCount}`),
      desc(recent.createdAt),
      desc(recent.id),
    )
    .limit(limit);
}
