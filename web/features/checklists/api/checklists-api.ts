import { useRef } from 'react';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  Checklist,
  ChecklistPage,
  CreateChecklistInput,
  UpdateChecklistInput,
  UpdateChecklistItemInput,
} from '../../../../common/features/checklists/checklists.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { publicChecklistsApiQuery, type ChecklistFilters } from '../lib/checklist-filters';

export const checklistKeys = {
  all: ['checklists'] as const,
  lists: ['checklists', 'list'] as const,
  public: (viewerId: string | null, filters: ChecklistFilters) =>
    ['checklists', 'list', 'public', viewerId, filters] as const,
  mine: (viewerId: string) => ['checklists', 'list', 'mine', viewerId] as const,
  /** Under `mine`, so whatever refreshes the viewer's list refreshes this one too. */
  mineForTrip: (viewerId: string, tripId: string) =>
    ['checklists', 'list', 'mine', viewerId, 'trip', tripId] as const,
  detail: (id: string, viewerId: string | null) => ['checklists', 'detail', id, viewerId] as const,
};

export const checklistPath = (id: string, rest = '') =>
  `/api/checklists/${encodeURIComponent(id)}${rest}`;

/** `GET /api/checklists`: public checklists page by page (previous list shown while loading). */
export function usePublicChecklists(viewerId: string | null, filters: ChecklistFilters) {
  return useInfiniteQuery({
    queryKey: checklistKeys.public(viewerId, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ChecklistPage>(`/api/checklists?${publicChecklistsApiQuery(filters, pageParam)}`, {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/checklists/mine` (members). */
export function useMyChecklists(viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: checklistKeys.mine(viewerId ?? ''),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<ChecklistPage>(`/api/checklists/mine?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: viewerId !== null,
    // Offline the request is still made once: the service worker answers from its cache.
    networkMode: 'offlineFirst',
  });
}

/** `GET /api/checklists/mine?trip={id}`: the viewer's checklists for one trip (issue 29). */
export function useMyChecklistsForTrip(viewerId: string | null, tripId: string) {
  return useQuery({
    queryKey: checklistKeys.mineForTrip(viewerId ?? '', tripId),
    queryFn: ({ signal }) =>
      apiRequest<ChecklistPage>(
        `/api/checklists/mine?${new URLSearchParams({ trip: tripId, limit: '50' })}`,
        { signal },
      ),
    enabled: viewerId !== null,
  });
}

/**
 * `GET /api/checklists/{id}`: read again on each visit and when the tab comes back into view,
 * so another tab's or device's changes show after a refresh. Offline the request is still made
 * once (`offlineFirst`): the service worker answers with the checklist as last seen.
 */
export function useChecklist(id: string, viewerId: string | null) {
  return useQuery({
    queryKey: checklistKeys.detail(id, viewerId),
    queryFn: ({ signal }) => apiRequest<Checklist>(checklistPath(id), { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    networkMode: 'offlineFirst',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** `POST /api/checklists`. */
export function useCreateChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateChecklistInput) =>
      apiRequest<Checklist>('/api/checklists', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.lists }),
  });
}

/** `POST /api/checklists/{id}/copy`. */
export function useCopyChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Checklist>(checklistPath(id, '/copy'), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.all }),
  });
}

/** `DELETE /api/checklists/{id}`. */
export function useDeleteChecklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(checklistPath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistKeys.lists }),
  });
}

/** One change of a checklist: a request and, optionally, what it looks like before the answer. */
export interface ChecklistChange {
  path: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The checklist as it will look (drag and drop, ticks): shown at once, then the answer. */
  optimistic?: (checklist: Checklist) => Checklist;
}

/**
 * The changes of one checklist (its fields, categories, items, moves): each is one small
 * request, and its answer (the whole checklist as the server has it now, other tabs' changes
 * included) replaces what is shown. A failed change reads the checklist again.
 */
export function useChecklistChange(id: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  const key = checklistKeys.detail(id, viewerId);
  const mutationKey = ['checklists', 'change', id] as const;
  // Several changes in flight: an answer read before another change committed would show an
  // older checklist, so none is shown until the last settles, and the checklist is read again.
  const overlapped = useRef(false);
  const mutation = useMutation({
    mutationKey,
    mutationFn: (change: ChecklistChange) =>
      apiRequest<Checklist>(checklistPath(id, change.path), {
        method: change.method,
        ...(change.body !== undefined ? { body: change.body } : {}),
      }),
    onSuccess: (checklist) => {
      if (queryClient.isMutating({ mutationKey }) > 1) overlapped.current = true;
      else if (!overlapped.current) queryClient.setQueryData(key, checklist);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.lists });
    },
    onError: () => {
      overlapped.current = true;
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) <= 1 && overlapped.current) {
        overlapped.current = false;
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
  /**
   * Sends `change`; its optimistic look is shown at once (in the same event, so a tick box or a
   * dropped category never flickers back), and a read of the checklist in flight is dropped.
   */
  const mutate: typeof mutation.mutate = (change, options) => {
    if (change.optimistic) {
      void queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<Checklist>(key);
      if (current) queryClient.setQueryData(key, change.optimistic(current));
    }
    mutation.mutate(change, options);
  };
  return { ...mutation, mutate };
}

export const changes = {
  update: (input: UpdateChecklistInput): ChecklistChange => ({
    path: '',
    method: 'PATCH',
    body: input,
  }),
  addCategory: (name: string): ChecklistChange => ({
    path: '/categories',
    method: 'POST',
    body: { name },
  }),
  renameCategory: (categoryId: string, name: string): ChecklistChange => ({
    path: `/categories/${categoryId}`,
    method: 'PATCH',
    body: { name },
    optimistic: (c) => ({
      ...c,
      categories: c.categories.map((cat) => (cat.id === categoryId ? { ...cat, name } : cat)),
    }),
  }),
  deleteCategory: (categoryId: string): ChecklistChange => ({
    path: `/categories/${categoryId}`,
    method: 'DELETE',
    optimistic: (c) => ({ ...c, categories: c.categories.filter((cat) => cat.id !== categoryId) }),
  }),
  moveCategory: (categoryId: string, position: number): ChecklistChange => ({
    path: `/categories/${categoryId}/move`,
    method: 'POST',
    body: { position },
    optimistic: (c) => ({ ...c, categories: moved(c.categories, categoryId, position) }),
  }),
  addItem: (categoryId: string, text: string): ChecklistChange => ({
    path: '/items',
    method: 'POST',
    body: { categoryId, text },
  }),
  updateItem: (itemId: string, input: UpdateChecklistItemInput): ChecklistChange => ({
    path: `/items/${itemId}`,
    method: 'PATCH',
    body: input,
    optimistic: (c) => ({
      ...c,
      categories: c.categories.map((cat) => ({
        ...cat,
        items: cat.items.map((item) =>
          item.id === itemId
            ? {
                ...item,
                ...(input.text !== undefined ? { text: input.text } : {}),
                ...(input.note !== undefined ? { note: input.note } : {}),
                ...(input.checked !== undefined ? { checked: input.checked } : {}),
              }
            : item,
        ),
      })),
    }),
  }),
  deleteItem: (itemId: string): ChecklistChange => ({
    path: `/items/${itemId}`,
    method: 'DELETE',
    optimistic: (c) => ({
      ...c,
      categories: c.categories.map((cat) => ({
        ...cat,
        items: cat.items.filter((item) => item.id !== itemId),
      })),
    }),
  }),
  /** The item to the end of another category. */
  moveItemTo: (itemId: string, categoryId: string): ChecklistChange => ({
    path: `/items/${itemId}/move`,
    method: 'POST',
    body: { categoryId, position: 10_000 },
    optimistic: (c) => {
      const item = c.categories.flatMap((cat) => cat.items).find((entry) => entry.id === itemId);
      if (!item) return c;
      return {
        ...c,
        categories: c.categories.map((cat) => ({
          ...cat,
          items:
            cat.id === categoryId
              ? [...cat.items.filter((entry) => entry.id !== itemId), item]
              : cat.items.filter((entry) => entry.id !== itemId),
        })),
      };
    },
  }),
  moveItem: (categoryId: string, itemId: string, position: number): ChecklistChange => ({
    path: `/items/${itemId}/move`,
    method: 'POST',
    body: { position },
    optimistic: (c) => ({
      ...c,
      categories: c.categories.map((cat) =>
        cat.id === categoryId ? { ...cat, items: moved(cat.items, itemId, position) } : cat,
      ),
    }),
  }),
};

/** `list` with the entry `id` moved to `position`. */
export function moved<T extends { id: string }>(list: T[], id: string, position: number): T[] {
  const entry = list.find((other) => other.id === id);
  if (!entry) return list;
  const rest = list.filter((other) => other.id !== id);
  rest.splice(Math.min(position, rest.length), 0, entry);
  return rest;
}
