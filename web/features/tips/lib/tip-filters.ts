import {
  DEFAULT_TIP_SORT,
  tipCategories,
  tipParks,
  tipSorts,
  type TipCategory,
  type TipPark,
  type TipSort,
} from '../../../../common/features/tips/tip-limits';

/** The choices of `/tips`, kept in the address (`?category=&park=&sort=`). */
export interface TipFilters {
  category: TipCategory | '';
  park: TipPark | '';
  sort: TipSort;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters of an address; anything unknown is left out. */
export function readTipFilters(params: URLSearchParams): TipFilters {
  return {
    category: oneOf(tipCategories, params.get('category')) ?? '',
    park: oneOf(tipParks, params.get('park')) ?? '',
    sort: oneOf(tipSorts, params.get('sort')) ?? DEFAULT_TIP_SORT,
  };
}

/** The address query of the filters (defaults left out). */
export function tipFiltersQuery(filters: TipFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set('category', filters.category);
  if (filters.park) params.set('park', filters.park);
  if (filters.sort !== DEFAULT_TIP_SORT) params.set('sort', filters.sort);
  return params;
}

/** The query of `GET /api/tips` for the filters and page. */
export function tipsApiQuery(filters: TipFilters, cursor: string | null): string {
  const params = tipFiltersQuery(filters);
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}
