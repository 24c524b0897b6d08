import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreatorKind } from '../../../../common/features/creators/creator-limits';
import type {
  Creator,
  CreatorListing,
  CreatorPage,
  CreatorPortfolioInput,
  CreatorProfileInput,
  OwnCreator,
} from '../../../../common/features/creators/creators.contract';
import { apiRequest } from '../../../lib/api-client';
import { creatorsApiQuery, type CreatorFilters } from '../lib/creator-filters';

export const creatorKeys = {
  all: ['creators'] as const,
  list: (viewerId: string | null, kind: CreatorKind, filters: CreatorFilters) =>
    ['creators', 'list', viewerId, kind, filters] as const,
  one: (viewerId: string | null, id: string) => ['creators', 'one', viewerId, id] as const,
  own: (viewerId: string) => ['creators', 'own', viewerId] as const,
};

const creatorPath = (id: string, rest = '') => `/api/creators/${encodeURIComponent(id)}${rest}`;

/** One page of `GET /api/creators`: a directory with its filters, from `cursor`. */
export function getCreatorPage(
  kind: CreatorKind,
  filters: CreatorFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<CreatorPage> {
  return apiRequest<CreatorPage>(`/api/creators?${creatorsApiQuery(kind, filters, cursor)}`, {
    signal,
  });
}

/** `GET /api/creators` page by page; the previous list stays on screen while new filters load. */
export function useCreators(viewerId: string | null, kind: CreatorKind, filters: CreatorFilters) {
  return useInfiniteQuery({
    queryKey: creatorKeys.list(viewerId, kind, filters),
    queryFn: ({ pageParam, signal }) => getCreatorPage(kind, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/creators/{id}/listing`: the member's listing, or null when they are not listed. */
export async function getCreatorOrNull(id: string, signal?: AbortSignal): Promise<Creator | null> {
  const { creator } = await apiRequest<CreatorListing>(creatorPath(id, '/listing'), { signal });
  return creator;
}

/** {@link getCreatorOrNull} as a query. */
export function useCreator(viewerId: string | null, id: string) {
  return useQuery({
    queryKey: creatorKeys.one(viewerId, id),
    queryFn: ({ signal }) => getCreatorOrNull(id, signal),
  });
}

/** `GET /api/creators/me`. */
export function useOwnCreator(viewerId: string | null) {
  return useQuery({
    queryKey: creatorKeys.own(viewerId ?? ''),
    queryFn: ({ signal }) => apiRequest<OwnCreator>('/api/creators/me', { signal }),
    enabled: viewerId !== null,
  });
}

function useRefreshCreators() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: creatorKeys.all });
}

/** `PUT /api/creators/me`: opt in or change the creator profile. */
export function useSaveOwnCreator() {
  const refresh = useRefreshCreators();
  return useMutation({
    mutationFn: (input: CreatorProfileInput) =>
      apiRequest<OwnCreator>('/api/creators/me', { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

/** `PUT /api/creators/me/portfolio`. */
export function useSetPortfolio() {
  const refresh = useRefreshCreators();
  return useMutation({
    mutationFn: (input: CreatorPortfolioInput) =>
      apiRequest<OwnCreator>('/api/creators/me/portfolio', { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/creators/me`: opt out. */
export function useDeleteOwnCreator() {
  const refresh = useRefreshCreators();
  return useMutation({
    mutationFn: () => apiRequest<unknown>('/api/creators/me', { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** `PUT|DELETE /api/creators/{id}/verified` (admins). */
export function useSetVerified(creatorId: string) {
  const refresh = useRefreshCreators();
  return useMutation({
    mutationFn: (verified: boolean) =>
      apiRequest<Creator>(creatorPath(creatorId, '/verified'), {
        method: verified ? 'PUT' : 'DELETE',
      }),
    onSuccess: refresh,
  });
}
