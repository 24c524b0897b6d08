/**
 * Who may do what with posts and comments (pure: the service loads the facts, these decide).
 * Staff are members with `profiles.is_admin`.
 */

/** The member asking, when signed in. */
export interface PostActor {
  userId: string;
  isStaff: boolean;
  /** Whether they moderate (or own) the group the post is in (issue 12); absent: no. */
  isGroupModerator?: boolean;
}

interface PostFacts {
  authorId: string;
  deletedAt: Date | null;
}

/**
 * Live posts are seen by whoever `postVisibleTo` (post-visibility.ts: private groups, blocks)
 * lets see them; a deleted one only by staff among those (everyone else gets a 404).
 */
export function canViewPost(
  actor: PostActor | null,
  post: PostFacts & { visibleToViewer: boolean },
): boolean {
  return post.visibleToViewer && (post.deletedAt === null || (actor?.isStaff ?? false));
}

/** Only the author edits a post. */
export function canEditPost(userId: string, post: PostFacts): boolean {
  return post.authorId === userId;
}

/** The author, staff, or a moderator of the post's group delete a post. */
export function canDeletePost(actor: PostActor, post: PostFacts): boolean {
  return post.authorId === actor.userId || actor.isStaff || (actor.isGroupModerator ?? false);
}

/** The comment's author, the post's author, staff, or a moderator of the post's group delete it. */
export function canDeleteComment(
  actor: PostActor,
  comment: { authorId: string },
  post: PostFacts,
): boolean {
  return (
    comment.authorId === actor.userId ||
    post.authorId === actor.userId ||
    actor.isStaff ||
    (actor.isGroupModerator ?? false)
  );
}
