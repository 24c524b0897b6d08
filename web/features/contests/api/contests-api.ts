import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ContestListStatus } from '../../../../common/features/contests/contest-limits';
import type {
  Contest,
  ContestEntry,
  ContestEntryInput,
  ContestPage,
  ContestPhotoChoices,
  ContestVote,
  CreateContestInput,
  UpdateContestInput,
} from '../../../../common/features/contests/contests.contract';
import { apiRequest } from '../../../lib/api-client';

export const contestKeys = {
  all: ['contests'] as const,
  list: (viewerId: string | null, status: ContestListStatus) =>
    ['contests', 'list', viewerId, status] as const,
  detail: (viewerId: string | null, id: string) => ['contests', 'detail', viewerId, id] as const,
  photoChoices: (viewerId: string) => ['contests', 'photo-choices', viewerId] as const,
};

const contestPath = (id: string, rest = '') => `/api/contests/${encodeURIComponent(id)}${rest}`;

/** `GET /api/contests?status=` page by page. */
export function useContests(viewerId: string | null, status: ContestListStatus, limit = 12) {
  return useInfiniteQuery({
    queryKey: [...contestKeys.list(viewerId, status), limit],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ status, limit: String(limit) });
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<ContestPage>(`/api/contests?${query.toString()}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/contests/{id}`: read again on each visit (the phase moves with the clock). */
export function useContest(viewerId: string | null, id: string) {
  return useQuery({
    queryKey: contestKeys.detail(viewerId, id),
    queryFn: ({ signal }) => apiRequest<Contest>(contestPath(id), { signal }),
    staleTime: 0,
  });
}

/** `GET /api/contests/photo-choices`: the member's own photos, for the enter dialog. */
export function usePhotoChoices(viewerId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: contestKeys.photoChoices(viewerId),
    queryFn: ({ signal }) =>
      apiRequest<ContestPhotoChoices>('/api/contests/photo-choices', { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

function useRefreshContests() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contestKeys.all });
}

/** `POST /api/contests` (staff). */
export function useCreateContest() {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: (input: CreateContestInput) =>
      apiRequest<Contest>('/api/contests', { method: 'POST', body: input }),
    onSuccess: refresh,
  });
}

/** `PATCH /api/contests/{id}` (staff). */
export function useUpdateContest(id: string) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: (input: UpdateContestInput) =>
      apiRequest<Contest>(contestPath(id), { method: 'PATCH', body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/contests/{id}` (staff). */
export function useDeleteContest(id: string) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(contestPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** `PUT /api/contests/{id}/entry`: enter, or replace your entry. */
export function useEnterContest(id: string) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: (input: ContestEntryInput) =>
      apiRequest<ContestEntry>(contestPath(id, '/entry'), { method: 'PUT', body: input }),
    onSuccess: refresh,
  });
}

/** `DELETE /api/contests/{id}/entry`: withdraw your entry. */
export function useWithdrawEntry(id: string) {
  const refresh = useRefreshContests();
  return useMutation({
    mutationFn: () => apiRequest<unknown>(contestPath(id, '/entry'), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/**
 * `PUT|DELETE /api/contests/{id}/vote`: the viewer's vote is written into the loaded contest at
 * once (no counts: they stay hidden until the results).
 */
export function useContestVote(viewerId: string | null, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string | null) =>
      apiRequest<ContestVote>(contestPath(id, '/vote'), {
        method: entryId ? 'PUT' : 'DELETE',
        ...(entryId ? { body: { entryId } } : {}),
      }),
    onSuccess: (vote) => {
      queryClient.setQueryData<Contest>(contestKeys.detail(viewerId, id), (contest) =>
        contest
          ? { ...contest, viewer: { ...contest.viewer, votedEntryId: vote.votedEntryId } }
          : contest,
      );
    },
  });
}
