import type { FastifyPluginAsync } from 'fastify';
import type { PageData } from '../../../common/features/pages/page-data';
import {
  SEARCH_PAGE_DESCRIPTION,
  searchPageTitle,
} from '../../../common/features/search/search-page-text';
import { searchQuerySchema } from '../../../common/features/search/search.contract';
import {
  readSearchLocation,
  renderSearchBody,
  SEARCH_PAGE_SIZE,
  searchQueryString,
} from '../../../web/ssr/render-search-page';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { countSearchResults, search } from './search.service';

/**
 * `GET /search?q=…&type=…` rendered on the server: the first page of results and the tabs'
 * counts exactly as `GET /api/search` and `/api/search/counts` answer everyone (only what
 * visitors may see), in the app's own page,
 * which takes over for members and on a visitor's first press (more results, another tab). A
 * text the API would refuse (too long) leaves the page to the app, which shows the API's
 * message.
 */
export const searchPageRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);

  app.get('/search', async (request, reply) => {
    const query = new URLSearchParams(request.url.split('?')[1] ?? '');
    const { q, type } = readSearchLocation(query);
    let results = null;
    let counts = null;
    if (q !== '') {
      const parsed = searchQuerySchema.safeParse({ q, type, limit: SEARCH_PAGE_SIZE });
      if (!parsed.success) return reply.callNotFound();
      results = await search(db, parsed.data, null);
      counts = await countSearchResults(db, parsed.data.q, null);
    }
    const path = q ? `/search?${searchQueryString({ q, type })}` : '/search';
    const data: PageData = { kind: 'search', q, type, results, counts };
    const navigation = await listVisitorNavigation(db);
    const title = searchPageTitle(q);
    const url = `${siteUrl}${path}`;
    return sendHtmlPage(reply, 200, {
      head: {
        title,
        description: SEARCH_PAGE_DESCRIPTION,
        url,
        robots: 'index, follow',
        ogType: 'website',
        image: siteShareImage(siteUrl),
        structuredData: [webPageData(siteUrl, 'SearchResultsPage', { name: title, url })],
      },
      assets,
      body: renderSearchBody(data, path, navigation),
      takeOver: data,
    });
  });
};
