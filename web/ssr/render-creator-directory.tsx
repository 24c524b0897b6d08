import { Route, Routes } from 'react-router';
import { creatorKindInfo, creatorLinkKinds } from '../../common/features/creators/creator-limits';
import type { Creator } from '../../common/features/creators/creators.contract';
import type { PageData } from '../../common/features/pages/page-data';
import CreatorsPage from '../app/routes/creators-page';
import type { Navigation } from './render-member-page';
import { renderAppPageReporting, type RenderedAppPage } from './render-reporting';

export {
  creatorFiltersQuery,
  creatorsApiQuery,
  readCreatorFilters,
} from '../features/creators/lib/creator-filters';

/**
 * The HTML inside `#root` of a creator directory at `path` (with its query string) as a
 * visitor reads it, run on the server: the app's own directory page with its first page of
 * creators, so crawlers and readers without JavaScript get the cards and the app takes the
 * page over without a jump.
 */
export function renderCreatorDirectoryPage(
  data: Extract<PageData, { kind: 'creators' }>,
  path: string,
  navigation: Navigation,
): RenderedAppPage {
  return renderAppPageReporting(
    data,
    path,
    <Routes>
      <Route path={creatorKindInfo[data.directory].path} element={<CreatorsPage />} />
    </Routes>,
    navigation,
  );
}

/** The creator's links worth naming in structured data (`sameAs`). */
export function creatorSameAs(creator: Creator): string[] {
  return creatorLinkKinds.flatMap((kind) => (creator.links[kind] ? [creator.links[kind]!] : []));
}
