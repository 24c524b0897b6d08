import { useInfiniteQuery } from '@tanstack/react-query';
import type { FollowList } from '../../../../common/features/follows/follows.contract';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKeys, type FollowDirection } from './profile-query-keys';

/** `GET /api/profiles/{id}/followers|following?cursor=`: one page, newest follow first. */
export function getFollowList(
  id: string,
  direction: FollowDirection,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FollowList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<FollowList>(`/api/profiles/${encodeURIComponent(id)}/${direction}${query}`, {
    signal,
  });
}

/** A member's followers or following, page after page (idle until `enabled`). */
export function useFollowList(
  id: string,
  direction: FollowDirection,
  viewerId: string | null,
  enabled: boolean,
) {
  return useInfiniteQuery({
    queryKey: profileQueryKeys.followList(id, direction, viewerId),
    queryFn: ({ pageParam, signal }) => getFollowList(id, direction, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled,
  });
}
