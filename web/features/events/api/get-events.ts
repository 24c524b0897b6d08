import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type {
  CalendarFeed,
  Event,
  EventAttendeePage,
  EventCommentPage,
  EventPage,
  RsvpStatus,
} from '../../../../common/features/events/events.contract';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { eventListApiQuery, type EventFilters } from '../lib/event-filters';
import { eventApiPath, eventKeys } from './event-query-keys';

type ListFilters = Pick<EventFilters, 'park' | 'type'>;

/**
 * The upcoming or past events, page by page ('Load more' with `nextCursor`). While new filters
 * load, the previous list stays on screen (dimmed) instead of a skeleton.
 */
export function useEventList(
  viewerId: string | null,
  when: 'upcoming' | 'past',
  filters: ListFilters,
) {
  return useInfiniteQuery({
    queryKey: eventKeys.list(viewerId, when, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<EventPage>(
        `/api/events?${eventListApiQuery(filters, { when, cursor: pageParam })}`,
        {
          signal,
        },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** A group's upcoming events (its sidebar on the group's page). */
export function useGroupEvents(viewerId: string | null, groupId: string) {
  return useQuery({
    queryKey: eventKeys.groupList(viewerId, groupId),
    queryFn: ({ signal }) =>
      apiRequest<EventPage>(
        `/api/events?${eventListApiQuery({ park: '', type: '' }, { when: 'upcoming', cursor: null, groupId })}&limit=5`,
        { signal },
      ),
  });
}

/**
 * Every event overlapping the park days `from` to `to` (the month calendar's grid), all pages
 * read (a month rarely has more than one page of 100).
 */
export function useEventMonth(
  viewerId: string | null,
  range: { from: string; to: string },
  filters: ListFilters,
) {
  return useQuery({
    queryKey: eventKeys.month(viewerId, range.from, range.to, filters),
    queryFn: async ({ signal }) => {
      const items: EventPage['items'] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 5; page++) {
        const result: EventPage = await apiRequest<EventPage>(
          `/api/events?${eventListApiQuery(filters, { ...range, cursor })}`,
          { signal },
        );
        items.push(...result.items);
        cursor = result.nextCursor;
        if (!cursor) break;
      }
      return items;
    },
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/events/{id}`: one event as the viewer sees it. */
export function useEvent(eventId: string, viewerId: string | null) {
  return useQuery({
    queryKey: eventKeys.detail(eventId, viewerId),
    queryFn: ({ signal }) => apiRequest<Event>(eventApiPath(eventId), { signal }),
    placeholderData: (previous) => (previous?.id === eventId ? previous : undefined),
    // Times, places and answers change: each visit reads it again (the cached one shows first).
    staleTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
}

/** `GET /api/events/{id}/attendees?status=`: going, interested or the waitlist, page by page. */
export function useEventAttendees(eventId: string, status: RsvpStatus, viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: eventKeys.attendees(eventId, status, viewerId),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status });
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest<EventAttendeePage>(eventApiPath(eventId, `/attendees?${params}`), {
        signal,
      });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /api/events/{id}/comments`: the discussion, oldest first, page by page. */
export function useEventComments(eventId: string, viewerId: string | null) {
  return useInfiniteQuery({
    queryKey: eventKeys.comments(eventId, viewerId),
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : '';
      return apiRequest<EventCommentPage>(eventApiPath(eventId, `/comments${query}`), { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** `GET /api/calendar/feed`: the member's private calendar link (null url: none). */
export function useCalendarFeed(viewerId: string, enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.calendarFeed(viewerId),
    queryFn: ({ signal }) => apiRequest<CalendarFeed>('/api/calendar/feed', { signal }),
    enabled,
  });
}
