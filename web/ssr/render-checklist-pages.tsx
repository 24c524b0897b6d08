import { Route, Routes } from 'react-router';
import type { Checklist } from '../../common/features/checklists/checklists.contract';
import type { PageData } from '../../common/features/pages/page-data';
import ChecklistPage from '../app/routes/checklist-page';
import ChecklistsPage from '../app/routes/checklists-page';
import { checklistKeys } from '../features/checklists/api/checklists-api';
import type { Navigation } from './render-member-page';
import { renderAppPageReporting, type RenderedAppPage } from './render-reporting';

export {
  checklistFiltersQuery,
  publicChecklistsApiQuery,
  readChecklistFilters,
} from '../features/checklists/lib/checklist-filters';

/**
 * The HTML inside `#root` of `/checklists/public` or `/checklists` (`path`, with its query) as
 * a visitor reads it: the app's own page with the first page of public checklists.
 */
export function renderChecklistsPage(
  data: Extract<PageData, { kind: 'checklists' }>,
  path: string,
  navigation: Navigation,
): RenderedAppPage {
  return renderAppPageReporting(
    data,
    path,
    <Routes>
      <Route path="/checklists" element={<ChecklistsPage />} />
      <Route path="/checklists/public" element={<ChecklistsPage />} />
    </Routes>,
    navigation,
  );
}

/**
 * The HTML inside `#root` of `/checklist/{id}` (or its `?print=1` view) as a visitor reads it,
 * or of its 404 page when `checklist` is null.
 */
export function renderChecklistPage(
  id: string,
  checklist: Checklist | null,
  path: string,
  navigation: Navigation,
): RenderedAppPage {
  return renderAppPageReporting(
    (client) => {
      if (checklist) client.setQueryData(checklistKeys.detail(id, null), checklist);
    },
    path,
    <Routes>
      <Route path="/checklist/:id" element={<ChecklistPage serverMissing={!checklist} />} />
    </Routes>,
    navigation,
  );
}
