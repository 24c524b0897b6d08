import { desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { posts, profiles } from '../../db/schema';
import type { PostRow } from '../../db/schema';

/** A highlight candidate: the post row, its author's public fields and whether it has a photo. */
export type HighlightRow = PostRow & {
  authorUsername: string;
  authorAvatarUrl: string | null;
  hasPhoto: boolean;
};

/**
 * The community's highlights in one query: among the `window` newest live posts (read from
 * `posts_live_created_idx`, so the cost does not grow with the table), posts with photos first,
 * then the most engaging (a comment counts twice a like), then the newest; `limit` rows, each
 * with its author.
 */
export async function listHighlightRows(
  db: Executor,
  window: number,
  limit: number,
): Promise<HighlightRow[]> {
  const recent = db
    .select(getTableColumns(posts))
    .from(posts)
    .where(isNull(posts.deletedAt))
    .orderBy(desc(posts.createdAt), desc(posts.id))
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
