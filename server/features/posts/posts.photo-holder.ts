import { sql } from 'drizzle-orm';
import type { PhotoHolder } from '../../content/photo-holders';
import type { ViewerSql } from '../../content/viewer-sql';
import { postAliasVisibleTo } from './post-visibility';

/** An admin (a deleted post is shown by id to admins only, as `GET /api/posts/{id}` does). */
const isAdmin = (viewerId: ViewerSql) =>
  viewerId === null
    ? sql`false`
    : sql`exists (select 1 from profiles photo_admin
        where photo_admin.id = ${viewerId}::uuid and photo_admin.is_admin)`;

/** A post's photos: seen by whoever may see the post (a deleted one by admins). */
export const postPhotoHolder: PhotoHolder = {
  kind: 'post',
  holds: sql`photo.post_id is not null`,
  visibleTo: (viewerId) => sql`exists (select 1 from posts photo_post
      where photo_post.id = photo.post_id
        and (photo_post.deleted_at is null or ${isAdmin(viewerId)})
        and ${postAliasVisibleTo(viewerId, 'photo_post')})`,
};
