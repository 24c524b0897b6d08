import { useRef } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  CreateTripInput,
  MyTrips,
  NextTrip,
  Trip,
  TripAgeBand,
  TripCatalogue,
  TripDayItemKind,
  TripHeightUnit,
  TripPage,
  TripPark,
  TripPlannerRole,
  UpdateTripInput,
} from '../../../../common/features/trips/trips.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { tripQueryKeys } from './trip-query-keys';

/** `/api/trips/{id}{rest}`. */
export const tripApiPath = (id: string, rest = '') => `/api/trips/${encodeURIComponent(id)}${rest}`;

const notFoundIsFinal = (count: number, error: Error) =>
  !(error instanceof ApiError && (error.status === 404 || error.status === 403)) && count < 2;

/** `GET /api/trips/catalogue`: the resorts, attractions and restaurants a trip can name. */
export function useTripCatalogue() {
  return useQuery({
    queryKey: tripQueryKeys.catalogue(),
    queryFn: ({ signal }) => apiRequest<TripCatalogue>('/api/trips/catalogue', { signal }),
    staleTime: Infinity,
  });
}

/** `GET /api/trips`: public trip reports, newest first, page by page. */
export function usePublicTrips(viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: tripQueryKeys.publicList(viewerId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<TripPage>(`/api/trips?${params}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /api/trips/mine`: the trips the member owns or co-plans, upcoming first. */
export function useMyTrips(viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.mine(viewerId),
    queryFn: ({ signal }) => apiRequest<MyTrips>('/api/trips/mine', { signal }),
    enabled: viewerId !== null,
  });
}

/** `GET /api/trips/next`: the member's trip under way or next, with its countdown. */
export function useNextTrip(viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.next(viewerId),
    queryFn: ({ signal }) => apiRequest<NextTrip>('/api/trips/next', { signal }),
    enabled: viewerId !== null,
  });
}

/**
 * `GET /api/trips/{id}`: read on each visit and when the tab comes back; a realtime `trip`
 * event invalidates it (under `tripQueryKeys.all(viewerId)`), so co-planners' edits show live.
 */
export function useTrip(id: string, viewerId: string | null) {
  return useQuery({
    queryKey: tripQueryKeys.trip(viewerId, id),
    queryFn: ({ signal }) => apiRequest<Trip>(tripApiPath(id), { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: notFoundIsFinal,
  });
}

/** The lists and countdown of trips (not the open trips) read again after a change. */
function refreshTripLists(queryClient: QueryClient, viewerId: string | null) {
  for (const key of [
    tripQueryKeys.mine(viewerId),
    tripQueryKeys.next(viewerId),
    tripQueryKeys.publicList(viewerId),
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** `POST /api/trips`: the new trip goes straight into the cache (its page opens at once). */
export function useCreateTrip(viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTripInput) =>
      apiRequest<Trip>('/api/trips', { method: 'POST', body: input }),
    onSuccess: (trip) => {
      queryClient.setQueryData(tripQueryKeys.trip(viewerId, trip.id), trip);
      refreshTripLists(queryClient, viewerId);
    },
  });
}

/** `DELETE /api/trips/{id}` (the owner). */
export function useDeleteTrip(viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<unknown>(tripApiPath(id), { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: tripQueryKeys.trip(viewerId, id) });
      refreshTripLists(queryClient, viewerId);
    },
  });
}

/**
 * `DELETE /api/trips/{id}/planners/{memberId}` (204): the owner removes a co-planner, or a
 * co-planner leaves the trip (`leaves`: then the trip is no longer theirs to read).
 */
export function useRemoveTripPlanner(tripId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: string) =>
      apiRequest<unknown>(tripApiPath(tripId, `/planners/${encodeURIComponent(memberId)}`), {
        method: 'DELETE',
      }),
    onSuccess: (_answer, memberId) => {
      if (memberId === viewerId) {
        queryClient.removeQueries({ queryKey: tripQueryKeys.trip(viewerId, tripId) });
      } else {
        void queryClient.invalidateQueries({ queryKey: tripQueryKeys.trip(viewerId, tripId) });
      }
      refreshTripLists(queryClient, viewerId);
    },
  });
}

/** One change of a trip: a request answered with the whole trip, and optionally its look first. */
export interface TripChange {
  path: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The trip as it will look (a reorder, a removal): shown at once, then the answer. */
  optimistic?: (trip: Trip) => Trip;
}

/**
 * The changes of one trip (its fields, days, plans, party, co-planners): each one small request
 * whose answer (the trip as the server has it now, co-planners' changes included) replaces what
 * is shown. With several in flight, only the last answer is trusted and the trip is read again;
 * a failed change reads it again too.
 */
export function useTripChange(tripId: string, viewerId: string | null) {
  const queryClient = useQueryClient();
  const key = tripQueryKeys.trip(viewerId, tripId);
  const mutationKey = ['trips', 'change', tripId] as const;
  const overlapped = useRef(false);
  const mutation = useMutation({
    mutationKey,
    mutationFn: (change: TripChange) =>
      apiRequest<Trip>(tripApiPath(tripId, change.path), {
        method: change.method,
        ...(change.body !== undefined ? { body: change.body } : {}),
      }),
    onSuccess: (trip) => {
      if (queryClient.isMutating({ mutationKey }) > 1) overlapped.current = true;
      else if (!overlapped.current) queryClient.setQueryData(key, trip);
      refreshTripLists(queryClient, viewerId);
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
  /** Sends `change`, showing its optimistic look in the same event (no flicker back). */
  const mutate: typeof mutation.mutate = (change, options) => {
    if (change.optimistic) {
      void queryClient.cancelQueries({ queryKey: key });
      const current = queryClient.getQueryData<Trip>(key);
      if (current) queryClient.setQueryData(key, change.optimistic(current));
    }
    mutation.mutate(change, options);
  };
  return { ...mutation, mutate };
}

export interface TripPersonInput {
  name: string;
  ageBand: TripAgeBand;
  heightCm: number | null;
  heightUnit: TripHeightUnit;
}

const mapDays = (trip: Trip, map: (day: Trip['days'][number]) => Trip['days'][number]): Trip => ({
  ...trip,
  days: trip.days.map(map),
});

/** `list` with the entry `id` moved to `position`. */
export function moved<T extends { id: string }>(list: T[], id: string, position: number): T[] {
  const entry = list.find((other) => other.id === id);
  if (!entry) return list;
  const rest = list.filter((other) => other.id !== id);
  rest.splice(Math.min(position, rest.length), 0, entry);
  return rest;
}

export const tripChanges = {
  update: (input: UpdateTripInput): TripChange => ({ path: '', method: 'PATCH', body: input }),
  setDayPark: (dayNumber: number, park: TripPark | null): TripChange => ({
    path: `/days/${dayNumber}`,
    method: 'PUT',
    body: { park },
    optimistic: (trip) =>
      mapDays(trip, (day) => (day.dayNumber === dayNumber ? { ...day, park } : day)),
  }),
  addItem: (dayNumber: number, kind: TripDayItemKind, slug: string): TripChange => ({
    path: `/days/${dayNumber}/items`,
    method: 'POST',
    body: { kind, slug },
  }),
  /** The plan to `position` of its day, or of another day. */
  moveItem: (itemId: string, position: number, toDay?: number): TripChange => ({
    path: `/items/${encodeURIComponent(itemId)}/move`,
    method: 'POST',
    body: toDay === undefined ? { position } : { dayNumber: toDay, position },
    optimistic: (trip) => {
      const item = trip.days.flatMap((day) => day.items).find((entry) => entry.id === itemId);
      if (!item) return trip;
      const from = trip.days.find((day) => day.items.some((entry) => entry.id === itemId));
      const target = toDay ?? from?.dayNumber;
      return mapDays(trip, (day) => {
        if (day.dayNumber === target) {
          if (day.dayNumber === from?.dayNumber) {
            return { ...day, items: moved(day.items, itemId, position) };
          }
          const items = [...day.items];
          items.splice(Math.min(position, items.length), 0, item);
          return { ...day, items };
        }
        return { ...day, items: day.items.filter((entry) => entry.id !== itemId) };
      });
    },
  }),
  removeItem: (itemId: string): TripChange => ({
    path: `/items/${encodeURIComponent(itemId)}`,
    method: 'DELETE',
    optimistic: (trip) =>
      mapDays(trip, (day) => ({
        ...day,
        items: day.items.filter((entry) => entry.id !== itemId),
      })),
  }),
  addPerson: (input: TripPersonInput): TripChange => ({
    path: '/party',
    method: 'POST',
    body: input,
  }),
  updatePerson: (personId: string, input: Partial<TripPersonInput>): TripChange => ({
    path: `/party/${encodeURIComponent(personId)}`,
    method: 'PATCH',
    body: input,
  }),
  removePerson: (personId: string): TripChange => ({
    path: `/party/${encodeURIComponent(personId)}`,
    method: 'DELETE',
    optimistic: (trip) => ({
      ...trip,
      party: trip.party.filter((person) => person.id !== personId),
    }),
  }),
  invitePlanner: (username: string, role: TripPlannerRole): TripChange => ({
    path: '/planners',
    method: 'POST',
    body: { username, role },
  }),
  setPlannerRole: (memberId: string, role: TripPlannerRole): TripChange => ({
    path: `/planners/${encodeURIComponent(memberId)}`,
    method: 'PATCH',
    body: { role },
    optimistic: (trip) => ({
      ...trip,
      planners: trip.planners.map((planner) =>
        planner.member.id === memberId ? { ...planner, role } : planner,
      ),
    }),
  }),
};
