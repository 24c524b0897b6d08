import { Route, Routes } from 'react-router';
import type { PageData } from '../../common/features/pages/page-data';
import TipsPage from '../app/routes/tips-page';
import type { Navigation } from './render-member-page';
import { renderAppPageReporting, type RenderedAppPage } from './render-reporting';

export { readTipFilters, tipFiltersQuery, tipsApiQuery } from '../features/tips/lib/tip-filters';

/** The HTML inside `#root` of `/tips` at `path` (with its query string), run on the server. */
export function renderTipsPage(
  data: Extract<PageData, { kind: 'tips' }>,
  path: string,
  navigation: Navigation,
): RenderedAppPage {
  return renderAppPageReporting(
    data,
    path,
    <Routes>
      <Route path="/tips" element={<TipsPage />} />
    </Routes>,
    navigation,
  );
}
