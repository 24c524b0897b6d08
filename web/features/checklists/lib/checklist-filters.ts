import {
  checklistParks,
  checklistSorts,
  checklistTopics,
  DEFAULT_CHECKLIST_SORT,
  type ChecklistPark,
  type ChecklistSort,
  type ChecklistTopic,
} from '../../../../common/features/checklists/checklist-limits';

/** The choices of the public checklists, kept in the address (`?q=&park=&topic=&sort=`). */
export interface ChecklistFilters {
  q: string;
  park: ChecklistPark | '';
  topic: ChecklistTopic | '';
  sort: ChecklistSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters of an address; anything unknown is left out. */
export function readChecklistFilters(params: URLSearchParams): ChecklistFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    park: oneOf(checklistParks, params.get('park')) ?? '',
    topic: oneOf(checklistTopics, params.get('topic')) ?? '',
    sort: oneOf(checklistSorts, params.get('sort')) ?? DEFAULT_CHECKLIST_SORT,
  };
}

/** The address query of the filters (defaults left out). */
export function checklistFiltersQuery(filters: ChecklistFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.park) params.set('park', filters.park);
  if (filters.topic) params.set('topic', filters.topic);
  if (filters.sort !== DEFAULT_CHECKLIST_SORT) params.set('sort', filters.sort);
  return params;
}

/** The query of `GET /api/checklists` for the filters and page. */
export function publicChecklistsApiQuery(filters: ChecklistFilters, cursor: string | null): string {
  const params = checklistFiltersQuery(filters);
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** How far the checklist is done, in whole percent (0 for an empty one). */
export function progressPercent(checked: number, total: number): number {
  return total === 0 ? 0 : Math.round((checked / total) * 100);
}
