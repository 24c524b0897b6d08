import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import type {
  Author,
  Comment,
  Post,
  PostGroup,
} from '../../../common/features/posts/posts.contract';
import type { CommentRow, PostRow } from '../../db/schema';
import type { AuthorRow } from '../members/members.repository';

/** Shown when a profile row is missing (it cascades to posts, so only in a race). */
function presentAuthor(id: string, author: AuthorRow | undefined): Author {
  return {
    id,
    username: author?.username ?? 'unknown',
    avatar_url: author?.avatarUrl ?? null,
  };
}

/** What a post is shown with, loaded in batches for a whole page. */
export interface PostExtras {
  author: AuthorRow | undefined;
  images: PostImage[];
  likedByMe: boolean;
  /** The group the post belongs to (id and name); null: none. */
  group: PostGroup | null;
  /** Issue 15: the post is hidden (only its author and staff read it this far). */
  hidden?: boolean;
}

/** A post row → the contract's post; `deletedAt` appears only on deleted posts (staff only). */
export function presentPost(row: PostRow, extras: PostExtras): Post {
  return {
    id: row.id,
    body: row.body,
    park: row.park,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(row.deletedAt ? { deletedAt: row.deletedAt.toISOString() } : {}),
    author: presentAuthor(row.authorId, extras.author),
    images: extras.images,
    likeCount: row.likeCount,
    commentCount: row.commentCount,
    likedByMe: extras.likedByMe,
    group: extras.group,
    ...(extras.hidden ? { hidden: true } : {}),
  };
}

/** A comment row → the contract's comment. */
export function presentComment(
  row: CommentRow,
  author: AuthorRow | undefined,
  hidden = false,
): Comment {
  return {
    id: row.id,
    postId: row.postId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: presentAuthor(row.authorId, author),
    ...(hidden ? { hidden: true } : {}),
  };
}
