import type { z } from 'zod';
import type {
  createPostInputSchema,
  pageQuerySchema,
  Post,
  PostPage,
  updatePostInputSchema,
} from '../../../common/features/posts/posts.contract';
import type { Database, Executor } from '../../db/client';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { claimPostUploads, listPostImages, releasePostUploads } from '../uploads/uploads.service';
import { requireProfileExists } from '../members/members.service';
import { decodeCursor, isUuid, nextCursorOf } from '../../lib/cursor';
import { canDeletePost, canEditPost, canViewPost, type PostActor } from './posts.policy';
import { presentPost } from './posts.presenter';
import { presentImage } from '../uploads/uploads.presenter';
import { assertMayCreate, assertMayEdit } from '../trust/trust.service';
import {
  countDeletedGroupPost,
  countNewGroupPost,
  isGroupModerator,
  lockPostGroup,
  requireGroupPostsReader,
} from '../groups/group-posts.service';
import {
  findPostView,
  listAuthorPostsPage,
  listFeedPage,
  listGroupPostsPage,
  type PostViewRow,
} from './post-views.repository';
import {
  findPostWithVisibility,
  insertPost,
  lockPost,
  markPostDeleted,
  updatePost as updatePostRow,
  type PostPageRow,
} from './posts.repository';
import { isStaffMember } from '../members/members.repository';

type CreatePostInput = z.output<typeof createPostInputSchema>;
type UpdatePostInput = z.output<typeof updatePostInputSchema>;
type PageQuery = z.output<typeof pageQuerySchema>;

const postNotFound = () => notFound('This post does not exist or was deleted.');

/** A post read with its extras → the contract's post. */
function presentPostView(row: PostViewRow): Post {
  return presentPost(row, {
    author: row.author,
    images: row.images.map(presentImage),
    likedByMe: row.likedByMe,
    group: row.group,
    hidden: row.hidden,
  });
}

/** A page of rows (fetched with one extra) → `{ items, nextCursor }`. */
function presentPage(rows: PostViewRow[], limit: number): PostPage {
  const nextCursor = nextCursorOf(
    rows.map((row) => ({ createdAt: row.cursorCreatedAt, id: row.id })),
    limit,
  );
  return { items: rows.slice(0, limit).map(presentPostView), nextCursor };
}

/** The viewer as the policy needs them; staff is looked up only when `isNeeded`. */
async function loadActor(db: Executor, userId: string, isNeeded: boolean): Promise<PostActor> {
  return { userId, isStaff: isNeeded && (await isStaffMember(db, userId)) };
}

/**
 * A post visible to the viewer (live, or deleted when the viewer is staff).
 * @throws AppError 404 for a bad or unknown id, or a deleted post seen by a non-staff member.
 */
export async function findVisiblePost(
  db: Executor,
  viewerId: string | null,
  postId: string,
): Promise<PostPageRow> {
  const row = isUuid(postId) ? await findPostWithVisibility(db, postId, viewerId) : null;
  if (!row) throw postNotFound();
  const actor = viewerId ? await loadActor(db, viewerId, row.deletedAt !== null) : null;
  if (!canViewPost(actor, row)) throw postNotFound();
  return row;
}

/**
 * `GET /api/posts/{id}`: the post with its author, photos and the viewer's like, read in one
 * statement (which also tells whether the viewer is staff when the post is deleted).
 * @throws AppError 404 for a bad or unknown id, or a deleted post seen by a non-staff member.
 */
export async function getPost(
  db: Database,
  viewerId: string | null,
  postId: string,
): Promise<Post> {
  const row = isUuid(postId) ? await findPostView(db, postId, viewerId) : null;
  const actor = viewerId && row ? { userId: viewerId, isStaff: row.viewerIsStaff } : null;
  if (!row || !canViewPost(actor, row)) throw postNotFound();
  return presentPostView(row);
}

/**
 * Creates a post and attaches its photos (the author's unused uploads, in order) in one
 * transaction; a post in a group counts in the group's post count and activity in it too.
 * A new member's post passes the trust rules first (links, posts a day). The answer is read in
 * the same transaction: once the commit succeeds nothing else can fail, so a saved post is
 * always answered as saved.
 * @throws AppError 422 when a photo is not the author's unused upload, or a new member's post has
 *   too many links; 429 over a new member's posts a day; 404 for an unknown group or a private
 *   one the author is not in, 403 for a public group they have not joined.
 */
export async function createPost(
  db: Database,
  authorId: string,
  input: CreatePostInput,
): Promise<Post> {
  return db.transaction(async (tx) => {
    await assertMayCreate(tx, authorId, { kind: 'post', texts: [input.body] });
    const groupId = input.groupId ? await countNewGroupPost(tx, input.groupId, authorId) : null;
    const { id } = await insertPost(tx, {
      authorId,
      body: input.body,
      park: input.park,
      tags: input.tags,
      groupId,
    });
    if (input.imageIds.length > 0) {
      await claimPostUploads(tx, { ownerId: authorId, uploadIds: input.imageIds, postId: id });
    }
    const row = await findPostView(tx, id, authorId);
    if (!row) throw new Error(`post ${id} vanished inside its own transaction`);
    return presentPostView(row);
  });
}

/**
 * Edits the author's own post: only the given fields change; `imageIds` replaces the photos
 * (removed ones are released, new ones claimed). A post cannot end up with neither text nor photo.
 * @throws AppError 404 unknown, deleted or not visible to the viewer, 403 not the author, 400
 *   empty, 422 bad photo or (a new member's) too many links.
 */
export async function updatePost(
  db: Database,
  viewerId: string,
  postId: string,
  input: UpdatePostInput,
  now: Date,
): Promise<Post> {
  if (!isUuid(postId)) throw postNotFound();
  await db.transaction(async (tx) => {
    const post = await lockPost(tx, postId, viewerId);
    // Issue 26: what the viewer cannot see is not found, before any word about authorship.
    if (!post || post.deletedAt || !post.visibleToViewer) throw postNotFound();
    if (!canEditPost(viewerId, post)) throw forbidden('Only the author can edit this post.');
    const body = input.body ?? post.body;
    if (input.body !== undefined) {
      await assertMayEdit(tx, viewerId, { kind: 'post', before: [post.body], after: [body] });
    }
    if (body.length === 0) {
      const imageCount =
        input.imageIds?.length ?? (await listPostImages(tx, [postId])).get(postId)?.length ?? 0;
      if (imageCount === 0) {
        throw new AppError('validation_failed', 'Write something or add at least one photo.');
      }
    }
    if (input.imageIds) {
      await releasePostUploads(tx, postId, input.imageIds);
      await claimPostUploads(tx, { ownerId: viewerId, uploadIds: input.imageIds, postId });
    }
    await updatePostRow(tx, postId, {
      body,
      ...(input.park !== undefined ? { park: input.park } : {}),
      ...(input.tags ? { tags: input.tags } : {}),
      updatedAt: now,
    });
  });
  return getPost(db, viewerId, postId);
}

/**
 * Soft-deletes a post (sets `deleted_at`): by its author, staff, or a moderator of its group
 * (whose post count goes down with it). Deleting a deleted post again changes nothing.
 * @throws AppError 404 unknown (or deleted, for non-staff), 403 others.
 */
export async function deletePost(
  db: Database,
  viewerId: string,
  postId: string,
  now: Date,
): Promise<void> {
  if (!isUuid(postId)) throw postNotFound();
  const post = await findPostWithVisibility(db, postId, viewerId);
  if (!post) throw postNotFound();
  const actor = await loadActor(db, viewerId, post.authorId !== viewerId);
  if (!canViewPost(actor, post)) throw postNotFound();
  const isModerator =
    post.authorId !== viewerId && (await isGroupModerator(db, post.groupId, viewerId));
  if (!canDeletePost({ ...actor, isGroupModerator: isModerator }, post)) {
    throw forbidden('Only the author can delete this post.');
  }
  await db.transaction(async (tx) => {
    if (post.groupId) await lockPostGroup(tx, post.groupId);
    if ((await markPostDeleted(tx, postId, now)) && post.groupId) {
      await countDeletedGroupPost(tx, post.groupId);
    }
  });
}

/**
 * `GET /api/feed`: live posts by the people the viewer follows and their own, newest first;
 * one statement per page.
 */
export async function listFeed(db: Database, viewerId: string, query: PageQuery) {
  const cursor = decodeCursor(query.cursor);
  const rows = await listFeedPage(db, viewerId, cursor, query.limit + 1);
  return presentPage(rows, query.limit);
}

/**
 * `GET /api/groups/{id}/posts`: a group's live posts, newest first (anyone for a public
 * group, members for a private one). @throws AppError 404 unknown group, or private and not a
 * member.
 */
export async function listGroupPosts(
  db: Database,
  viewerId: string | null,
  groupId: string,
  query: PageQuery,
) {
  const cursor = decodeCursor(query.cursor);
  const id = await requireGroupPostsReader(db, groupId, viewerId);
  const rows = await listGroupPostsPage(db, id, viewerId, cursor, query.limit + 1);
  return presentPage(rows, query.limit);
}

/**
 * `GET /api/profiles/{id}/posts`: one member's live posts, newest first.
 * @throws AppError 404 for an unknown member.
 */
export async function listProfilePosts(
  db: Database,
  viewerId: string | null,
  profileId: string,
  query: PageQuery,
) {
  const cursor = decodeCursor(query.cursor);
  await requireProfileExists(db, profileId, viewerId);
  const rows = await listAuthorPostsPage(db, profileId, viewerId, cursor, query.limit + 1);
  return presentPage(rows, query.limit);
}
