import { parks } from '../../../../common/features/parks';
import {
  DEFAULT_GROUP_SORT,
  GROUP_QUERY_MAX,
  groupSorts,
  groupTopics,
  type GroupSort,
} from '../../../../common/features/groups/group-limits';
import type { GroupBrowseFilters } from '../api/group-query-keys';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * The browse filters of `/groups?q=&park=&topic=&sort=`: unknown parks, topics and sorts are
 * ignored (a hand-edited or outdated address still shows groups), the text trimmed and cut to
 * what the API reads.
 */
export function readGroupFilters(params: URLSearchParams): GroupBrowseFilters {
  const park = params.get('park');
  const topic = params.get('topic');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, GROUP_QUERY_MAX),
    park: isOneOf(parks, park) ? park : '',
    topic: isOneOf(groupTopics, topic) ? topic : '',
    sort: isOneOf<GroupSort>(groupSorts, sort) ? sort : DEFAULT_GROUP_SORT,
  };
}

/** The address's query for `filters` (defaults left out, so `/groups` stays `/groups`). */
export function groupFiltersQuery(filters: GroupBrowseFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.park) params.set('park', filters.park);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.sort !== DEFAULT_GROUP_SORT) params.set('sort', filters.sort);
  return params;
}

/** `GET /api/groups`' query for one page of the browse list. */
export function groupListApiQuery(filters: GroupBrowseFilters, cursor: string | null): string {
  const params = groupFiltersQuery(filters);
  // Without a search the order is the chosen one; the API's default is sent too, for clarity.
  if (!params.has('q')) params.set('sort', filters.sort);
  else params.delete('sort');
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Whether any filter narrows the list (to tell 'no groups yet' from 'none match'). */
export function hasGroupFilters(filters: GroupBrowseFilters): boolean {
  return filters.q !== '' || filters.park !== '' || filters.topic !== '';
}
