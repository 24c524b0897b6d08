import { eventTypes, type EventType } from '../../../../common/features/events/event-limits';
import { parks, type Park } from '../../../../common/features/parks';
import { isMonth } from './event-time';

/** The views of `/events`: the lists (upcoming, past) and the month calendar. */
export const eventViews = ['upcoming', 'past', 'calendar'] as const;
export type EventView = (typeof eventViews)[number];

/** What `/events?view=&park=&type=&month=` shows (empty strings: no filter). */
export interface EventFilters {
  view: EventView;
  park: Park | '';
  type: EventType | '';
  /** `YYYY-MM` of the calendar; empty: the current month at the park. */
  month: string;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The page's filters from its address; unknown values are ignored. */
export function readEventFilters(params: URLSearchParams): EventFilters {
  const view = params.get('view');
  const park = params.get('park');
  const type = params.get('type');
  const month = params.get('month');
  return {
    view: isOneOf(eventViews, view) ? view : 'upcoming',
    park: isOneOf(parks, park) ? park : '',
    type: isOneOf(eventTypes, type) ? type : '',
    month: isMonth(month) ? month : '',
  };
}

/** The address's query for `filters` (defaults left out, so `/events` stays `/events`). */
export function eventFiltersQuery(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.view !== 'upcoming') params.set('view', filters.view);
  if (filters.park) params.set('park', filters.park);
  if (filters.type) params.set('type', filters.type);
  if (filters.view === 'calendar' && filters.month) params.set('month', filters.month);
  return params;
}

/** Whether a filter narrows the lists (to tell 'no events yet' from 'none match'). */
export function hasEventFilters(filters: Pick<EventFilters, 'park' | 'type'>): boolean {
  return filters.park !== '' || filters.type !== '';
}

/** `GET /api/events`' query: a list page (`when`) or the calendar's days (`from`, `to`). */
export function eventListApiQuery(
  filters: Pick<EventFilters, 'park' | 'type'>,
  options:
    | { when: 'upcoming' | 'past'; cursor: string | null; groupId?: string }
    | { from: string; to: string; cursor: string | null },
): string {
  const params = new URLSearchParams();
  if ('when' in options) {
    params.set('when', options.when);
    if (options.groupId) params.set('groupId', options.groupId);
  } else {
    params.set('from', options.from);
    params.set('to', options.to);
    params.set('limit', '100');
  }
  if (filters.park) params.set('park', filters.park);
  if (filters.type) params.set('type', filters.type);
  if (options.cursor) params.set('cursor', options.cursor);
  return params.toString();
}
