import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import type {
  CreateReportInput,
  ModerationCounts,
  ModerationDecisionInput,
  ModerationDecisionResult,
  ModerationQueuePage,
  ModerationQueueSort,
  ModerationUnhideResult,
  Report,
  ReportItemKind,
} from '../../../../common/features/moderation/moderation.contract';
import { apiRequest } from '../../../lib/api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (sort: ModerationQueueSort, kind: ReportItemKind | null) =>
    ['moderation', 'queue', sort, kind] as const,
  counts: (userId: string) => ['moderation', 'counts', userId] as const,
};

/** `POST /api/reports`: a member reports an item (409 already reported, 429 past the limit). */
export function useCreateReport() {
  return useMutation({
    mutationFn: (input: CreateReportInput) =>
      apiRequest<Report>('/api/reports', { method: 'POST', body: input }),
  });
}

/**
 * `GET /api/admin/moderation/queue`: open reports grouped by item (of one kind, or of every kind
 * for null), page by page.
 */
export function useModerationQueue(sort: ModerationQueueSort, kind: ReportItemKind | null) {
  return useInfiniteQuery({
    queryKey: moderationKeys.queue(sort, kind),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ sort });
      if (kind) query.set('kind', kind);
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<ModerationQueuePage>(`/api/admin/moderation/queue?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /api/admin/moderation/counts`: the staff badge; idle for everyone else. */
export function useModerationCounts(userId: string | undefined, isStaff: boolean) {
  return useQuery({
    queryKey: moderationKeys.counts(userId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ModerationCounts>('/api/admin/moderation/counts', { signal }),
    enabled: !!userId && isStaff,
    refetchInterval: 60_000,
    select: (counts) => counts.openItems,
  });
}

/** The item a decision is about. */
export interface DecisionTarget {
  kind: ReportItemKind;
  id: string;
}

type QueueData = InfiniteData<ModerationQueuePage, string | null>;

/**
 * `POST /api/admin/moderation/items/{kind}/{id}/decision`. The item leaves every loaded queue at
 * once (put back if the server refuses), and the counts are read again afterwards.
 */
export function useDecideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, input }: { target: DecisionTarget; input: ModerationDecisionInput }) =>
      apiRequest<ModerationDecisionResult>(
        `/api/admin/moderation/items/${encodeURIComponent(target.kind)}/${encodeURIComponent(target.id)}/decision`,
        { method: 'POST', body: input },
      ),
    onMutate: async ({ target }) => {
      const filter = { queryKey: [...moderationKeys.all, 'queue'] };
      await queryClient.cancelQueries(filter);
      const previous = queryClient.getQueriesData<QueueData>(filter);
      queryClient.setQueriesData<QueueData>(filter, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                items: page.items.filter(
                  (entry) => !(entry.itemKind === target.kind && entry.itemId === target.id),
                ),
              })),
            }
          : data,
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      context?.previous.forEach(([key, data]) => queryClient.setQueryData(key, data));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...moderationKeys.all, 'counts'] }),
  });
}

/** `POST /api/admin/moderation/items/{kind}/{id}/unhide`: the item is visible again. */
export function useUnhideItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, reason }: { target: DecisionTarget; reason?: string }) =>
      apiRequest<ModerationUnhideResult>(
        `/api/admin/moderation/items/${encodeURIComponent(target.kind)}/${encodeURIComponent(target.id)}/unhide`,
        { method: 'POST', body: reason ? { reason } : {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
