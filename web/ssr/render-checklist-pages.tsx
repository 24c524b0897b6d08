import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import type {
  Checklist,
  ChecklistPage as ChecklistListPage,
} from '../../common/features/checklists/checklists.contract';
import ChecklistPage from '../app/routes/checklist-page';
import ChecklistsPage from '../app/routes/checklists-page';
import { AuthContext } from '../features/auth/components/auth-context';
import { checklistKeys } from '../features/checklists/api/checklists-api';
import type { ChecklistFilters } from '../features/checklists/lib/checklist-filters';
import { PageMetaRecorder, type PageMeta } from '../lib/page-meta';
import { MemberPageFrame, type Navigation } from './render-member-page';
import type { RenderedAppPage } from './render-reporting';

export {
  checklistFiltersQuery,
  publicChecklistsApiQuery,
  readChecklistFilters,
} from '../features/checklists/lib/checklist-filters';

/** The app's page at `path` as a visitor sees it, from a query cache primed by `prime`. */
function renderAsVisitor(
  path: string,
  prime: (client: QueryClient) => void,
  page: ReactNode,
  navigation: Navigation,
): RenderedAppPage {
  const queryClient = new QueryClient();
  prime(queryClient);
  let meta: PageMeta | null = null;
  const body = renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={{ session: null }}>
        <MemberPageFrame path={path} navigation={navigation}>
          <PageMetaRecorder.Provider value={(reported) => (meta = reported)}>
            {page}
          </PageMetaRecorder.Provider>
        </MemberPageFrame>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  const reported = meta as PageMeta | null;
  if (!reported?.description) throw new Error(`${path} did not give itself a description`);
  return { body, meta: { ...reported, description: reported.description } };
}

/**
 * The HTML inside `#root` of `/checklists/public` or `/checklists` (`path`, with its query) as
 * a visitor reads it: the app's own page with the first page of public checklists.
 */
export function renderChecklistsPage(
  filters: ChecklistFilters,
  firstPage: ChecklistListPage,
  path: string,
  navigation: Navigation,
): RenderedAppPage {
  return renderAsVisitor(
    path,
    (client) =>
      client.setQueryData(checklistKeys.public(null, filters), {
        pages: [firstPage],
        pageParams: [null],
      }),
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
  return renderAsVisitor(
    path,
    (client) => {
      if (checklist) client.setQueryData(checklistKeys.detail(id, null), checklist);
    },
    <Routes>
      <Route path="/checklist/:id" element={<ChecklistPage serverMissing={!checklist} />} />
    </Routes>,
    navigation,
  );
}
