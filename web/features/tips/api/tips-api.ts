import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type Query,
} from '@tanstack/react-query';
import type {
  CreateTipInput,
  Tip,
  TipHelpful,
  TipPage,
  UpdateTipInput,
} from '../../../../common/features/tips/tips.contract';
import { apiRequest } from '../../../lib/api-client';
import { tipsApiQuery, type TipFilters } from '../lib/tip-filters';

export const tipKeys = {
  all: ['tips'] as const,
  list: (viewerId: string | null, filters: TipFilters) =>
    ['tips', 'list', viewerId, filters] as const,
  /** One tip (not under `all`: those are lists, changed page by page). */
  oneOfAny: ['tip'] as const,
  one: (viewerId: string | null, tipId: string) => ['tip', viewerId, tipId] as const,
};

const tipPath = (id: string, rest = '') => `/api/tips/${encodeURIComponent(id)}${rest}`;

/** `GET /api/tips` page by page; the previous list stays on screen while new filters load. */
export function useTips(viewerId: string | null, filters: TipFilters) {
  return useInfiniteQuery({
    queryKey: tipKeys.list(viewerId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<TipPage>(`/api/tips?${tipsApiQuery(filters, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/tips/{id}`: the tip a link points to (`/tips?tip={id}`, e.g. from search). */
export function useTip(viewerId: string | null, tipId: string | null) {
  return useQuery({
    queryKey: tipKeys.one(viewerId, tipId ?? ''),
    queryFn: ({ signal }) => apiRequest<Tip>(tipPath(tipId ?? ''), { signal }),
    enabled: tipId !== null,
    retry: false,
  });
}

function useRefreshTips() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tipKeys.all }),
      queryClient.invalidateQueries({ queryKey: tipKeys.oneOfAny }),
    ]);
}

/** `POST /api/tips`. */
export function useCreateTip() {
  const refresh = useRefreshTips();
  return useMutation({
    mutationFn: (input: CreateTipInput) =>
      apiRequest<Tip>('/api/tips', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/tips/{id}` (the author). */
export function useUpdateTip() {
  const refresh = useRefreshTips();
  return useMutation({
    mutationFn: ({ tipId, input }: { tipId: string; input: UpdateTipInput }) =>
      apiRequest<Tip>(tipPath(tipId), { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/tips/{id}` (the author or staff). */
export function useDeleteTip() {
  const refresh = useRefreshTips();
  return useMutation({
    mutationFn: (tipId: string) => apiRequest<unknown>(tipPath(tipId), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * `PUT|DELETE /api/tips/{id}/helpful`: the server's count and the viewer's vote are written into
 * every loaded list that shows the tip. A list still being read (asked for before the vote
 * counted, e.g. a filter just changed) would overwrite them with its older answer: that read is
 * cancelled and the list read again.
 */
export function useSetTipHelpful(tipId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voted: boolean) =>
      apiRequest<TipHelpful>(tipPath(tipId, '/helpful'), { method: voted ? 'PUT' : 'DELETE' }),
    onSuccess: async (state) => {
      const reading = {
        queryKey: tipKeys.all,
        predicate: (query: Query) => query.state.fetchStatus === 'fetching',
      };
      const wasReading = queryClient.isFetching(reading) > 0;
      if (wasReading) await queryClient.cancelQueries(reading);
      queryClient.setQueriesData<InfiniteData<TipPage>>({ queryKey: tipKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.map((tip) =>
                  tip.id === state.tipId
                    ? {
                        ...tip,
                        helpfulCount: state.helpfulCount,
                        viewer: { ...tip.viewer, votedHelpful: state.votedHelpful },
                      }
                    : tip,
                ),
              })),
            }
          : data,
      );
      queryClient.setQueriesData<Tip>({ queryKey: tipKeys.oneOfAny }, (tip) =>
        tip?.id === state.tipId
          ? {
              ...tip,
              helpfulCount: state.helpfulCount,
              viewer: { ...tip.viewer, votedHelpful: state.votedHelpful },
            }
          : tip,
      );
      if (wasReading) void queryClient.invalidateQueries({ queryKey: tipKeys.all });
    },
  });
}
