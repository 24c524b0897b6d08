import { validationFailed } from '../auth-error';

/** GoTrue's page size when `per_page` is not given. */
export const DEFAULT_PER_PAGE = 50;
/** Largest page we serve (GoTrue has none; this keeps one request from loading every member). */
export const MAX_PER_PAGE = 1000;

export interface PageRequest {
  /** From 1. */
  page: number;
  perPage: number;
  isAscending: boolean;
}

/** Go's `strconv.ParseUint(text, 10, 64)` for the sizes we use, with its error text. */
function parseUint(text: string): number | string {
  if (!/^\d+$/.test(text))
    return `strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    return `strconv.ParseUint: parsing ${JSON.stringify(text)}: value out of range`;
  }
  return value;
}

/**
 * GoTrue's `paginate` and `sort` for `GET /admin/users`: `page` (0 counts as 1), `per_page`
 * (default 50, above 0), and `sort` = `created_at [asc|desc]` (default newest first).
 * @throws AuthError 400 `validation_failed` "Bad Pagination Parameters: …" / "Bad Sort Parameters: …".
 */
export function readPageRequest(query: {
  page?: string | null;
  per_page?: string | null;
  sort?: string | null;
}): PageRequest {
  let page = 1;
  let perPage = DEFAULT_PER_PAGE;
  if (query.page) {
    const parsed = parseUint(query.page);
    if (typeof parsed === 'string') throw validationFailed(`Bad Pagination Parameters: ${parsed}`);
    page = Math.max(1, parsed);
  }
  if (query.per_page) {
    const parsed = parseUint(query.per_page);
    if (typeof parsed === 'string') throw validationFailed(`Bad Pagination Parameters: ${parsed}`);
    if (parsed === 0) {
      throw validationFailed('Bad Pagination Parameters: per_page must be greater than 0');
    }
    perPage = Math.min(parsed, MAX_PER_PAGE);
  }
  let isAscending = false;
  for (const part of (query.sort ?? '').split(',').filter((p) => p.trim())) {
    const [field = '', direction = 'asc', ...extra] = part.trim().split(/\s+/);
    if (field !== 'created_at' || extra.length) {
      throw validationFailed(`Bad Sort Parameters: ${field} is not a valid sort field`);
    }
    if (direction !== 'asc' && direction !== 'desc') {
      throw validationFailed(`Bad Sort Parameters: ${direction} is not a valid sort direction`);
    }
    isAscending = direction === 'asc';
  }
  return { page, perPage, isAscending };
}

/**
 * GoTrue's `addPaginationHeaders`: `Link` with `rel="next"` (when there is a next page) and
 * `rel="last"`, the request's own address with `page` replaced and the query keys sorted as Go
 * encodes them (auth-js reads the page from the first `=`), and `X-Total-Count`.
 */
export function paginationHeaders(
  requestUrl: string,
  page: PageRequest,
  total: number,
): Record<string, string> {
  const totalPages = Math.ceil(total / page.perPage);
  const [path = '', search = ''] = requestUrl.split('?', 2);
  const query = new URLSearchParams(search);
  const linkTo = (pageNumber: number) => {
    query.set('page', String(pageNumber));
    const sorted = new URLSearchParams(
      [...query.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    return `<${path}?${sorted.toString()}>`;
  };
  let link = '';
  if (totalPages > page.page) link += `${linkTo(page.page + 1)}; rel="next", `;
  link += `${linkTo(totalPages)}; rel="last"`;
  return { link, 'x-total-count': String(total) };
}
