import type { EventFilters } from '../lib/event-filters';

type ListFilters = Pick<EventFilters, 'park' | 'type'>;

/**
 * Query keys of the events feature. What a viewer sees (their answer, `canManage`, private
 * groups' events) is keyed by the viewer too (null for a visitor), so a sign-in or sign-out
 * never shows another viewer's answer.
 */
export const eventKeys = {
  all: ['events'] as const,
  lists: ['events', 'list'] as const,
  list: (viewerId: string | null, when: 'upcoming' | 'past', filters: ListFilters) =>
    ['events', 'list', viewerId, when, filters] as const,
  groupList: (viewerId: string | null, groupId: string) =>
    ['events', 'list', viewerId, 'group', groupId] as const,
  months: ['events', 'month'] as const,
  month: (viewerId: string | null, from: string, to: string, filters: ListFilters) =>
    ['events', 'month', viewerId, from, to, filters] as const,
  detailsOf: (eventId: string) => ['events', 'detail', eventId] as const,
  detail: (eventId: string, viewerId: string | null) =>
    ['events', 'detail', eventId, viewerId] as const,
  attendeesOf: (eventId: string) => ['events', 'attendees', eventId] as const,
  attendees: (eventId: string, status: string, viewerId: string | null) =>
    ['events', 'attendees', eventId, status, viewerId] as const,
  commentsOf: (eventId: string) => ['events', 'comments', eventId] as const,
  comments: (eventId: string, viewerId: string | null) =>
    ['events', 'comments', eventId, viewerId] as const,
  calendarFeed: (viewerId: string) => ['calendar-feed', viewerId] as const,
};

/** The path of an event's API (`/api/events/{id}` and below). */
export function eventApiPath(eventId: string, rest = ''): string {
  return `/api/events/${encodeURIComponent(eventId)}${rest}`;
}
