import { useInfiniteQuery } from '@tanstack/react-query';
import type { CommentPage } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { COMMENTS_PAGE_SIZE, pageQuery, postKeys } from './post-query-keys';

/** One page of a post's comments, oldest first (`GET /api/posts/{id}/comments`). */
export function getComments(
  postId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CommentPage> {
  return apiRequest<CommentPage>(
    `/api/posts/${encodeURIComponent(postId)}/comments?${pageQuery(cursor, COMMENTS_PAGE_SIZE)}`,
    { signal },
  );
}

/** A post's comments, page by page ('Show more comments'). */
export function useComments(postId: string, isEnabled = true) {
  return useInfiniteQuery({
    queryKey: postKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
  });
}
