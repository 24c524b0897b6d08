import { useInfiniteQuery } from '@tanstack/react-query';
import type { BlockList } from '../../../../common/features/blocks/blocks.contract';
import { apiRequest } from '../../../lib/api-client';
import { blockQueryKeys } from './block-query-keys';

/** `GET /api/profiles/me/blocks?cursor=`: one page of the members you blocked, newest first. */
export function getBlockedMembers(cursor: string | null, signal?: AbortSignal): Promise<BlockList> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<BlockList>(`/api/profiles/me/blocks${query}`, { signal });
}

/** The members the viewer blocked, page after page. */
export function useBlockedMembers(viewerId: string) {
  return useInfiniteQuery({
    queryKey: blockQueryKeys.list(viewerId),
    queryFn: ({ pageParam, signal }) => getBlockedMembers(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}
