import { useInfiniteQuery } from '@tanstack/react-query';
import type { PostPage } from '../../../../common/features/posts/posts.contract';
import { apiRequest } from '../../../lib/api-client';
import { pageQuery, postKeys, POSTS_PAGE_SIZE } from './post-query-keys';

/** One page of the signed-in member's feed (`GET /api/feed`): people they follow and their own. */
export function getFeed(cursor: string | null, signal?: AbortSignal): Promise<PostPage> {
  return apiRequest<PostPage>(`/api/feed?${pageQuery(cursor, POSTS_PAGE_SIZE)}`, { signal });
}

/**
 * The feed, page by page (newest first); idle until a member is signed in. Offline the first
 * page is still asked for once (`offlineFirst`): the service worker answers with the feed as
 * last seen.
 */
export function useFeed(isEnabled: boolean) {
  return useInfiniteQuery({
    queryKey: postKeys.feed,
    queryFn: ({ pageParam, signal }) => getFeed(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isEnabled,
    networkMode: 'offlineFirst',
  });
}
