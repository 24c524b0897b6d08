import { isStorableText } from '../../../../common/text-rules';
import {
  CREATOR_SEARCH_MAX,
  creatorLanguages,
  creatorParks,
  creatorSorts,
  DEFAULT_CREATOR_SORT,
  type CreatorKind,
  type CreatorLanguage,
  type CreatorPark,
  type CreatorSort,
} from '../../../../common/features/creators/creator-limits';

/** The choices of a directory, kept in the address (`?q=&park=&language=&sort=`). */
export interface CreatorFilters {
  q: string;
  park: CreatorPark | '';
  language: CreatorLanguage | '';
  sort: CreatorSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters of an address; anything unknown is left out. */
export function readCreatorFilters(params: URLSearchParams): CreatorFilters {
  const q = (params.get('q') ?? '').trim().slice(0, CREATOR_SEARCH_MAX);
  return {
    q: isStorableText(q) ? q : '',
    park: oneOf(creatorParks, params.get('park')) ?? '',
    language: oneOf(creatorLanguages, params.get('language')) ?? '',
    sort: oneOf(creatorSorts, params.get('sort')) ?? DEFAULT_CREATOR_SORT,
  };
}

/** The address query of the filters (defaults left out). */
export function creatorFiltersQuery(filters: CreatorFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.park) params.set('park', filters.park);
  if (filters.language) params.set('language', filters.language);
  if (filters.sort !== DEFAULT_CREATOR_SORT) params.set('sort', filters.sort);
  return params;
}

/** The query of `GET /api/creators` for a directory, its filters and page. */
export function creatorsApiQuery(
  kind: CreatorKind,
  filters: CreatorFilters,
  cursor: string | null,
): string {
  const params = creatorFiltersQuery(filters);
  params.set('kind', kind);
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Whether any filter narrows the directory. */
export function isFiltered(filters: CreatorFilters): boolean {
  return filters.q !== '' || filters.park !== '' || filters.language !== '';
}
