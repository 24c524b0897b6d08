import type { PageData } from '../../common/features/pages/page-data';
import SearchPage from '../app/routes/search-page';
import { renderAsVisitor, type Navigation } from './render-member-page';

export { SEARCH_PAGE_SIZE } from '../features/search/api/get-search';
export { readSearchLocation, searchQueryString } from '../features/search/lib/search-params';

/** The HTML inside `#root` of `/search` at `path` (with its query string), run on the server. */
export function renderSearchBody(
  data: Extract<PageData, { kind: 'search' }>,
  path: string,
  navigation: Navigation,
): string {
  return renderAsVisitor(data, path, <SearchPage />, navigation);
}
