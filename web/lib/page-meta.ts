import { createContext, useContext, useEffect } from 'react';
import { canonicalPathByAlias } from '../../common/app-routes';

const SITE_NAME = 'Magic Community';

function setMeta(selector: string, create: () => HTMLElement, apply: (el: HTMLElement) => void) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  apply(element);
}

/** What a page says about itself: title (without the site's name), description, address. */
export interface PageMeta {
  title: string;
  description?: string;
  path?: string;
}

/**
 * Where a page rendered on the server reports its meta as it renders (effects do not run
 * there), so the server writes the same title and description into the document's head.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Sets the document title, description and canonical link of a page. Aliases such as
 * `/about-us` point their canonical at the one real address (`/about`).
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, path } = meta;
  useContext(PageMetaRecorder)?.(meta);
  useEffect(() => {
    document.title = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
    if (description) {
      setMeta(
        'meta[name="description"]',
        () => Object.assign(document.createElement('meta'), { name: 'description' }),
        (el) => el.setAttribute('content', description),
      );
    }
    const pathname = path ?? window.location.pathname;
    const canonicalPath = canonicalPathByAlias[pathname] ?? pathname;
    setMeta(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      (el) => el.setAttribute('href', `${window.location.origin}${canonicalPath}`),
    );
  }, [title, description, path]);
}
