import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { pageQuery, postKeys, POSTS_PAGE_SIZE } from './post-query-keys';

/** One page of a member's posts, newest first (`GET /api/profiles/{id}/posts`). */
export function getMemberPosts(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  return apiRequest<PostPage>(
    `/api/profiles/${encodeURIComponent(userId)}/posts?${pageQuery(cursor, POSTS_PAGE_SIZE)}`,
    { signal },
  );
}

/** A member's posts, page by page. */
export function useMemberPosts(userId: string) {
  return useInfiniteQuery({
    queryKey: postKeys.member(userId),
    queryFn: ({ pageParam, signal }) => getMemberPosts(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
