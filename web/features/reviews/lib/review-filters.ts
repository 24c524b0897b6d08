import {
  CATALOGUE_QUERY_MAX,
  DEFAULT_CATALOGUE_SORT,
  DEFAULT_REVIEW_SORT,
  catalogueKinds,
  catalogueParks,
  catalogueSorts,
  partyTypes,
  reviewSorts,
  type CatalogueKind,
  type CataloguePark,
  type CatalogueSort,
  type PartyType,
  type ReviewSort,
} from '../../../../common/features/reviews/review-limits';

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** What `/reviews` lists: a search text, a kind, a park (empty: all) and an order. */
export interface CatalogueFilters {
  q: string;
  kind: CatalogueKind | '';
  park: CataloguePark | '';
  sort: CatalogueSort;
}

/**
 * The filters of `/reviews?q=&kind=&park=&sort=`: unknown kinds, parks and orders are ignored
 * (an outdated address still lists things), the text trimmed and cut to what the API reads.
 */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const kind = params.get('kind');
  const park = params.get('park');
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim().slice(0, CATALOGUE_QUERY_MAX),
    kind: isOneOf(catalogueKinds, kind) ? kind : '',
    park: isOneOf(catalogueParks, park) ? park : '',
    sort: isOneOf(catalogueSorts, sort) ? sort : DEFAULT_CATALOGUE_SORT,
  };
}

/** The address's query for `filters` (defaults left out, so `/reviews` stays `/reviews`). */
export function catalogueFiltersQuery(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.park) params.set('park', filters.park);
  if (filters.sort !== DEFAULT_CATALOGUE_SORT) params.set('sort', filters.sort);
  return params;
}

/** `GET /api/catalogue`'s query for one page (the order is left to the API while searching). */
export function catalogueApiQuery(filters: CatalogueFilters, cursor: string | null): string {
  const params = catalogueFiltersQuery(filters);
  if (params.has('q')) params.delete('sort');
  else params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Whether anything narrows the catalogue (to tell 'nothing yet' from 'nothing matches'). */
export function hasCatalogueFilters(filters: CatalogueFilters): boolean {
  return filters.q !== '' || filters.kind !== '' || filters.park !== '';
}

/** How a subject's reviews are ordered and narrowed (null: every number of stars, any party). */
export interface ReviewListFilters {
  sort: ReviewSort;
  stars: number | null;
  party: PartyType | '';
}

/** The review filters of `/reviews/{slug}?sort=&stars=&party=`. */
export function readReviewListFilters(params: URLSearchParams): ReviewListFilters {
  const sort = params.get('sort');
  const party = params.get('party');
  const stars = Number(params.get('stars'));
  return {
    sort: isOneOf(reviewSorts, sort) ? sort : DEFAULT_REVIEW_SORT,
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    party: isOneOf(partyTypes, party) ? party : '',
  };
}

/** The address's query for a subject's review filters (defaults left out). */
export function reviewListFiltersQuery(filters: ReviewListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.sort !== DEFAULT_REVIEW_SORT) params.set('sort', filters.sort);
  if (filters.stars !== null) params.set('stars', String(filters.stars));
  if (filters.party) params.set('party', filters.party);
  return params;
}

/** `GET /api/catalogue/{slug}/reviews`' query for one page. */
export function reviewListApiQuery(filters: ReviewListFilters, cursor: string | null): string {
  const params = reviewListFiltersQuery(filters);
  params.set('sort', filters.sort);
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Whether the stars or party filter narrows the reviews. */
export function hasReviewListFilters(filters: ReviewListFilters): boolean {
  return filters.stars !== null || filters.party !== '';
}
