/** Query keys of the posts feature: lists share a prefix so a post can be updated in all of them. */
export const postKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  feed: ['posts', 'list', 'feed'] as const,
  member: (userId: string) => ['posts', 'list', 'member', userId] as const,
  /** A group's posts (`GET /api/groups/{id}/posts`). */
  group: (groupId: string) => ['posts', 'list', 'group', groupId] as const,
  detail: (postId: string) => ['posts', 'detail', postId] as const,
  comments: (postId: string) => ['posts', 'comments', postId] as const,
};

export { COMMENTS_PAGE_SIZE, POSTS_PAGE_SIZE } from '../../../../common/features/posts/post-limits';

/** `?cursor=&limit=` for a page request. */
export function pageQuery(cursor: string | null, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
