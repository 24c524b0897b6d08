import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CalendarFeed,
  CancelEventInput,
  CreateEventInput,
  CreateOfficialEventInput,
  Event,
  EventComment,
  RsvpChoice,
  RsvpResult,
  UpdateEventInput,
} from '../../../../common/features/events/events.contract';
import { apiRequest } from '../../../lib/api-client';
import { eventApiPath, eventKeys } from './event-query-keys';

/** The lists and the calendar load again (an event was added, changed or removed). */
function refreshLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: eventKeys.lists });
  void queryClient.invalidateQueries({ queryKey: eventKeys.months });
}

/** `POST /api/events`: a new event, its creator the organizer (and going). */
export function useCreateEvent(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventInput) =>
      apiRequest<Event>('/api/events', { method: 'POST', body: input }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id, viewerId), event);
      refreshLists(queryClient);
    },
  });
}

/** `POST /api/official-events` (staff): an official event of the site, organized by its account. */
export function useCreateOfficialEvent(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOfficialEventInput) =>
      apiRequest<Event>('/api/official-events', { method: 'POST', body: input }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event.id, viewerId), event);
      refreshLists(queryClient);
    },
  });
}

/** `PATCH /api/events/{id}` (organizer or staff): only the fields given change. */
export function useUpdateEvent(eventId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateEventInput) =>
      apiRequest<Event>(eventApiPath(eventId), { method: 'PATCH', body: patch }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(eventId, viewerId), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendeesOf(eventId) });
      refreshLists(queryClient);
    },
  });
}

/** `POST /api/events/{id}/cancel`: called off, kept and shown as cancelled. */
export function useCancelEvent(eventId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelEventInput) =>
      apiRequest<Event>(eventApiPath(eventId, '/cancel'), { method: 'POST', body: input }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(eventId, viewerId), event);
      refreshLists(queryClient);
    },
  });
}

/** `DELETE /api/events/{id}`: gone for everyone. */
export function useDeleteEvent(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<null>(eventApiPath(eventId), { method: 'DELETE' }).then(() => undefined),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** Forgets everything cached about a deleted event (once its page is left). */
export function forgetEvent(queryClient: QueryClient, eventId: string): void {
  for (const queryKey of [
    eventKeys.detailsOf(eventId),
    eventKeys.attendeesOf(eventId),
    eventKeys.commentsOf(eventId),
  ]) {
    queryClient.removeQueries({ queryKey });
  }
}

/**
 * `PUT /api/events/{id}/rsvp` with a choice, `DELETE` with null: the answer and the counts
 * land on the event at once from the server's result; the attendee lists load again.
 */
export function useRsvp(eventId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: RsvpChoice | null) =>
      choice === null
        ? apiRequest<RsvpResult>(eventApiPath(eventId, '/rsvp'), { method: 'DELETE' })
        : apiRequest<RsvpResult>(eventApiPath(eventId, '/rsvp'), {
            method: 'PUT',
            body: { status: choice },
          }),
    onSuccess: (result) => {
      queryClient.setQueryData<Event>(eventKeys.detail(eventId, viewerId), (event) =>
        event
          ? {
              ...event,
              viewerRsvp: result.status,
              waitlistPosition: result.waitlistPosition,
              goingCount: result.goingCount,
              interestedCount: result.interestedCount,
              waitlistCount: result.waitlistCount,
            }
          : event,
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.attendeesOf(eventId) });
      refreshLists(queryClient);
    },
  });
}

/** `POST /api/events/{id}/comments`: the comment joins the end of the discussion. */
export function useAddEventComment(eventId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<EventComment>(eventApiPath(eventId, '/comments'), {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.commentsOf(eventId) });
      queryClient.setQueryData<Event>(eventKeys.detail(eventId, viewerId), (event) =>
        event ? { ...event, commentCount: event.commentCount + 1 } : event,
      );
    },
  });
}

/** `DELETE /api/events/{id}/comments/{commentId}`. */
export function useDeleteEventComment(eventId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) =>
      apiRequest<null>(eventApiPath(eventId, `/comments/${encodeURIComponent(commentId)}`), {
        method: 'DELETE',
      }).then(() => undefined),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: eventKeys.commentsOf(eventId) });
      queryClient.setQueryData<Event>(eventKeys.detail(eventId, viewerId), (event) =>
        event ? { ...event, commentCount: Math.max(0, event.commentCount - 1) } : event,
      );
    },
  });
}

/**
 * The private calendar link: `PUT /api/calendar/feed` makes one (or a new one; the old stops
 * working), `DELETE` turns it off.
 */
export function useCalendarFeedMutations(viewerId: string) {
  const queryClient = useQueryClient();
  const store = (feed: CalendarFeed) =>
    queryClient.setQueryData(eventKeys.calendarFeed(viewerId), feed);
  const reset = useMutation({
    mutationFn: () => apiRequest<CalendarFeed>('/api/calendar/feed', { method: 'PUT' }),
    onSuccess: store,
  });
  const turnOff = useMutation({
    mutationFn: () =>
      apiRequest<CalendarFeed | null>('/api/calendar/feed', { method: 'DELETE' }).then(
        (): CalendarFeed => ({ url: null, webcalUrl: null }),
      ),
    onSuccess: store,
  });
  return { reset, turnOff };
}
