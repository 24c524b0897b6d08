import type { ReactNode } from 'react';
import { PageMetaRecorder, type PageMeta } from '../lib/page-meta';
import { renderAsVisitor, type Navigation } from './render-member-page';

/** An app page's HTML as a visitor reads it, and the title and description it gives itself. */
export interface RenderedAppPage {
  body: string;
  meta: PageMeta & { description: string };
}

/**
 * Renders the app's own page (`page`, its routes) at `path` as a visitor sees it with `data`
 * (page data, or a function priming the query cache) in its query cache, recording the title and description the page reports.
 * @throws Error when the page gives itself no description (every public page must).
 */
export function renderAppPageReporting(
  data: Parameters<typeof renderAsVisitor>[0],
  path: string,
  page: ReactNode,
  navigation: Navigation,
): RenderedAppPage {
  let meta: PageMeta | null = null;
  const body = renderAsVisitor(
    data,
    path,
    <PageMetaRecorder.Provider value={(reported) => (meta = reported)}>
      {page}
    </PageMetaRecorder.Provider>,
    navigation,
  );
  const reported = meta as PageMeta | null;
  if (!reported?.description) throw new Error(`${path} did not give itself a description`);
  return { body, meta: { ...reported, description: reported.description } };
}
