import { and, asc, eq, isNull } from 'drizzle-orm';
import { groupRows, type MemberDataSection } from '../../content/member-data';
import { comments, groups, postLikes, posts, uploads } from '../../db/schema';

/**
 * The member's posts for "Download my data" (issue 27): the live ones they wrote (hidden ones
 * too: they are still theirs), with their own photos; never another member's post.
 */
export const postsMemberData: MemberDataSection = {
  name: 'posts',
  description:
    'Your posts: text, park, tags, the group it was posted in, like and comment counts, and its photos (files in photos/).',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: posts.id,
        body: posts.body,
        park: posts.park,
        tags: posts.tags,
        groupId: posts.groupId,
        groupName: groups.name,
        likeCount: posts.likeCount,
        commentCount: posts.commentCount,
        createdAt: posts.createdAt,
        updatedAt: posts.updatedAt,
      })
      .from(posts)
      .leftJoin(groups, eq(groups.id, posts.groupId))
      .where(and(eq(posts.authorId, memberId), isNull(posts.deletedAt)))
      .orderBy(asc(posts.createdAt), asc(posts.id));
    const photos = await db
      .select({ id: uploads.id, postId: uploads.postId, altText: uploads.altText })
      .from(uploads)
      .innerJoin(posts, eq(posts.id, uploads.postId))
      .where(
        and(eq(posts.authorId, memberId), isNull(posts.deletedAt), eq(uploads.ownerId, memberId)),
      )
      .orderBy(asc(uploads.position), asc(uploads.id));
    const photosOf = groupRows(photos, (photo) => photo.postId);
    return {
      items: rows.map(({ groupId, groupName, ...row }) => ({
        ...row,
        group: groupId ? { id: groupId, name: groupName } : null,
        photos: (photosOf.get(row.id) ?? []).map(({ id, altText }) => ({ id, altText })),
      })),
      photoIds: photos.map((photo) => photo.id),
    };
  },
};

/** The member's live comments on posts (the post by its id only: it may be someone else's). */
export const commentsMemberData: MemberDataSection = {
  name: 'comments',
  description: 'Your comments on posts: the post they are on (by id), the text and when.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({
        id: comments.id,
        postId: comments.postId,
        body: comments.body,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(and(eq(comments.authorId, memberId), isNull(comments.deletedAt)))
      .orderBy(asc(comments.createdAt), asc(comments.id));
    return { items: rows };
  },
};

/** The posts the member liked, by id only (the posts themselves are their authors'). */
export const likesMemberData: MemberDataSection = {
  name: 'likes',
  description: 'The posts you liked (by id) and when.',
  async exportFor(db, memberId) {
    const rows = await db
      .select({ postId: postLikes.postId, likedAt: postLikes.createdAt })
      .from(postLikes)
      .where(eq(postLikes.userId, memberId))
      .orderBy(asc(postLikes.createdAt), asc(postLikes.postId));
    return { items: rows };
  },
};
