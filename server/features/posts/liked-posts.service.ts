import type { z } from 'zod';
import type { pageQuerySchema, PostPage } from '../../../common/features/posts/posts.contract';
import type { Database } from '../../db/client';
import { decodeCursor, nextCursorOf } from '../../lib/cursor';
import { presentImage } from '../uploads/uploads.presenter';
import { listLikedPostsPage } from './post-views.repository';
import { presentPost } from './posts.presenter';

type PageQuery = z.output<typeof pageQuerySchema>;

/**
 * `GET /api/profiles/me/likes`: the live posts the viewer liked and may still see, newest like
 * first, as the feed shows posts; one statement per page. The cursor is the like's
 * (created_at, post id).
 */
export async function listLikedPosts(
  db: Database,
  viewerId: string,
  query: PageQuery,
): Promise<PostPage> {
  const cursor = decodeCursor(query.cursor);
  const rows = await listLikedPostsPage(db, viewerId, cursor, query.limit + 1);
  const nextCursor = nextCursorOf(
    rows.map((row) => ({ createdAt: row.likeCursorCreatedAt, id: row.id })),
    query.limit,
  );
  const items = rows.slice(0, query.limit).map((row) =>
    presentPost(row, {
      author: row.author,
      images: row.images.map(presentImage),
      likedByMe: row.likedByMe,
      group: row.group,
      hidden: row.hidden,
    }),
  );
  return { items, nextCursor };
}
