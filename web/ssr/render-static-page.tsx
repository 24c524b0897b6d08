import type { ComponentType } from 'react';
import AboutPage from '../app/routes/about-page';
import FaqPage from '../app/routes/faq-page';
import PrivacyPage from '../app/routes/privacy-page';
import TermsPage from '../app/routes/terms-page';
import { PageMetaRecorder, type PageMeta } from '../lib/page-meta';
import { renderAsVisitor, type Navigation } from './render-member-page';

/**
 * The app's pages of fixed text that the server renders (their canonical paths): what the site
 * is, its FAQ, its privacy policy and terms.
 */
export const staticPages: Record<string, ComponentType> = {
  '/about': AboutPage,
  '/faq': FaqPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
};

/**
 * The HTML inside `#root` of one of {@link staticPages} at `path` (an alias keeps its own
 * address), and the title and description the page gives itself.
 */
export function renderStaticPage(
  canonicalPath: string,
  path: string,
  navigation: Navigation,
): { body: string; meta: PageMeta & { description: string } } {
  const Page = staticPages[canonicalPath];
  if (!Page) throw new Error(`${canonicalPath} is not a page of fixed text`);
  let meta: PageMeta | null = null;
  const body = renderAsVisitor(
    null,
    path,
    <PageMetaRecorder.Provider value={(reported) => (meta = reported)}>
      <Page />
    </PageMetaRecorder.Provider>,
    navigation,
  );
  const reported = meta as PageMeta | null;
  if (!reported?.description) {
    throw new Error(`${canonicalPath} did not give itself a title and description`);
  }
  return { body, meta: { ...reported, description: reported.description } };
}
