import { organizationData } from '../../pages/structured-data';
import { siteShareImage } from '../../pages/site-share-image';
import { renderHtmlDocument, SITE_NAME } from '../../lib/html-document';
import type { PageAssets } from '../../lib/web-assets';

/** The home's title and description: the texts the app's home page sets (`home-page.tsx`). */
export const HOME_TITLE = SITE_NAME;
export const HOME_DESCRIPTION =
  'Walt Disney World guides, member photos, tips, reviews and shareable checklists from a friendly community of park fans.';

/** The site itself, with the search members use (schema.org `WebSite` with a `SearchAction`). */
export function websiteData(siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    url: `${siteUrl}/`,
    name: SITE_NAME,
    description: HOME_DESCRIPTION,
    inLanguage: 'en-US',
    publisher: { '@id': `${siteUrl}/#organization` },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

/**
 * The whole HTML document of the visitors' home: title and description as the app's home,
 * canonical `/`, the site's 1200×630 share card, JSON-LD (WebSite with its search, and the
 * Organization), the island script and the server-rendered landing in a `#root` the members'
 * app takes over.
 */
export function renderHomeHtml(input: {
  siteUrl: string;
  body: string;
  assets: PageAssets;
}): string {
  const { siteUrl } = input;
  return renderHtmlDocument({
    head: {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      url: `${siteUrl}/`,
      robots: 'index, follow, max-image-preview:large',
      ogType: 'website',
      image: siteShareImage(siteUrl),
      structuredData: [websiteData(siteUrl), organizationData(siteUrl)],
    },
    assets: input.assets,
    body: input.body,
    rootAttributes: { 'data-app-takeover': '' },
  });
}
