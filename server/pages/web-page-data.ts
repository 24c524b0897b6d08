import { SITE_NAME } from '../lib/html-document';

/**
 * A page of the site as schema.org sees it (`WebPage` or one of its kinds: `AboutPage`,
 * `CollectionPage`, `SearchResultsPage`), part of the site itself.
 */
export function webPageData(
  siteUrl: string,
  type: 'WebPage' | 'AboutPage' | 'CollectionPage' | 'SearchResultsPage',
  page: { name: string; url: string; description?: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    url: page.url,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: `${siteUrl}/` },
  };
}
