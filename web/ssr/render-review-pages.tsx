import { SearchX } from 'lucide-react';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router';
import type { PageData } from '../../common/features/pages/page-data';
import { CATALOGUE_ITEM_NOT_FOUND_MESSAGE } from '../../common/features/reviews/review-limits';
import ReviewSubjectPage from '../app/routes/review-subject-page';
import ReviewsPage from '../app/routes/reviews-page';
import { EmptyState } from '../components/ui/empty-state';
import { MemberPageFrame, type Navigation } from './render-member-page';
import { renderAppPageReporting, type RenderedAppPage } from './render-reporting';

export {
  catalogueFiltersQuery,
  readCatalogueFilters,
  readReviewListFilters,
  reviewListFiltersQuery,
} from '../features/reviews/lib/review-filters';

/** A review page's HTML and the title and description the app's page gives itself. */
export type RenderedReviewPage = RenderedAppPage;

/** The HTML inside `#root` of `/reviews` at `path` (with its query string), run on the server. */
export function renderReviewsPage(
  data: Extract<PageData, { kind: 'reviews' }>,
  path: string,
  navigation: Navigation,
): RenderedReviewPage {
  return renderAppPageReporting(
    data,
    path,
    <Routes>
      <Route path="/reviews" element={<ReviewsPage />} />
    </Routes>,
    navigation,
  );
}

/** The HTML inside `#root` of `/reviews/{slug}` at `path` (with its query string). */
export function renderReviewSubjectPage(
  data: Extract<PageData, { kind: 'review-subject' }>,
  path: string,
  navigation: Navigation,
): RenderedReviewPage {
  return renderAppPageReporting(
    data,
    path,
    <Routes>
      <Route path="/reviews/:slug" element={<ReviewSubjectPage />} />
    </Routes>,
    navigation,
  );
}

/** What the page of a slug that is nothing in the catalogue says below its heading. */
export const REVIEW_SUBJECT_NOT_FOUND_DESCRIPTION =
  'Search the catalogue for the attraction, restaurant, hotel or park you had in mind.';

/** The HTML inside `#root` of `/reviews/{slug}` for a slug that is nothing in the catalogue. */
export function renderReviewSubjectMissingBody(path: string, navigation: Navigation): string {
  return renderToString(
    <MemberPageFrame path={path} navigation={navigation}>
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="sr-only">{CATALOGUE_ITEM_NOT_FOUND_MESSAGE}</h1>
        <EmptyState
          icon={SearchX}
          title={CATALOGUE_ITEM_NOT_FOUND_MESSAGE}
          description={REVIEW_SUBJECT_NOT_FOUND_DESCRIPTION}
          action={
            <a
              href="/reviews"
              className="inline-flex h-11 items-center justify-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90"
            >
              Browse reviews
            </a>
          }
        />
      </div>
    </MemberPageFrame>,
  );
}
