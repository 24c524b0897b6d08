import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { pageQuery, POSTS_PAGE_SIZE } from '../../posts/api/post-query-keys';
import { groupApiPath, groupKeys } from './group-query-keys';

/** `GET /api/groups/{id}/posts`: one page of a group's posts, newest first. */
export function getGroupPosts(
  groupId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<PostPage> {
  return apiRequest<PostPage>(
    groupApiPath(groupId, `/posts?${pageQuery(cursor, POSTS_PAGE_SIZE)}`),
    { signal },
  );
}

/** A group's posts, page by page (only asked for when the viewer may read them). */
export function useGroupPosts(groupId: string, isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.posts(groupId),
    queryFn: ({ pageParam, signal }) => getGroupPosts(groupId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
  });
}
