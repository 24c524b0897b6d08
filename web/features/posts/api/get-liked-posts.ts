import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { pageQuery, postKeys, POSTS_PAGE_SIZE } from './post-query-keys';

/** The Likes page's list (under the posts lists' prefix, so a like or edit updates it too). */
export const likedPostsKey = [...postKeys.lists, 'likes'] as const;

/** One page of the posts the signed-in member liked (`GET /api/profiles/me/likes`). */
export function getLikedPosts(cursor: string | null, signal?: AbortSignal): Promise<PostPage> {
  return apiRequest<PostPage>(`/api/profiles/me/likes?${pageQuery(cursor, POSTS_PAGE_SIZE)}`, {
    signal,
  });
}

/**
 * The posts the member liked, newest like first, page by page; idle until a member is signed
 * in. Read again on every visit: likes given or taken back elsewhere change the list.
 */
export function useLikedPosts(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: likedPostsKey,
    queryFn: ({ pageParam, signal }) => getLikedPosts(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
    staleTime: 0,
    refetchOnMount: 'always',
  });
}
