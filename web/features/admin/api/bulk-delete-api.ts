import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BulkDeleteFilter,
  BulkDeleteInput,
  BulkDeletePreview,
  BulkDeletion,
  BulkDeletionPage,
} from '../../../../common/features/admin/bulk-delete.contract';
import { apiRequest } from '../../../lib/api-client';

const listKey = ['admin-bulk-deletions'] as const;

/** `POST /api/admin/bulk-deletions/preview`: counts and a sample; changes nothing. */
export function usePreviewBulkDelete() {
  return useMutation({
    mutationFn: (filter: BulkDeleteFilter) =>
      apiRequest<BulkDeletePreview>('/api/admin/bulk-deletions/preview', {
        method: 'POST',
        body: filter,
      }),
  });
}

/** `POST /api/admin/bulk-deletions`: deletes at once, or starts a job past 10,000 rows. */
export function useRunBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkDeleteInput) =>
      apiRequest<BulkDeletion>('/api/admin/bulk-deletions', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** `POST /api/admin/bulk-deletions/{id}/undo`. */
export function useUndoBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<BulkDeletion>(`/api/admin/bulk-deletions/${encodeURIComponent(id)}/undo`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
  });
}

/** `GET /api/admin/bulk-deletions`, read again every 2 s while one of them is running. */
export function useBulkDeletions() {
  return useInfiniteQuery({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<BulkDeletionPage>(
        `/api/admin/bulk-deletions${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => item.state === 'running'))
        ? 2000
        : false,
  });
}
