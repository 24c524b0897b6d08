import type { FastifyPluginAsync } from 'fastify';
import type { PageData } from '../../../common/features/pages/page-data';
import { tipsListQuerySchema } from '../../../common/features/tips/tips.contract';
import {
  readTipFilters,
  renderTipsPage,
  tipFiltersQuery,
  tipsApiQuery,
} from '../../../web/ssr/render-tips-page';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { listTips } from './tips.service';

/** The query string of a request's URL (without `?`). */
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/**
 * `/tips` rendered on the server (issue 14), readable with JavaScript off: the app's own page
 * as a visitor reads it through the API's service (the filters of the address, the first page
 * of tips), with the title and description the page gives itself, a canonical URL without the
 * filters, the site's share image and JSON-LD (`CollectionPage`). The app takes it over at once
 * (filters, Load more, sharing and helpful votes need it).
 */
export const tipPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);

  app.get('/tips', async (request, reply) => {
    const filters = readTipFilters(queryOf(request.url));
    const query = tipFiltersQuery(filters);
    const apiQuery = Object.fromEntries(new URLSearchParams(tipsApiQuery(filters, null)));
    const [tips, navigation] = await Promise.all([
      listTips(db, null, tipsListQuerySchema.parse(apiQuery), app.clock.now()),
      listVisitorNavigation(db),
    ]);
    const data: PageData = { kind: 'tips', query: query.toString(), tips };
    const path = query.size > 0 ? `/tips?${query.toString()}` : '/tips';
    const { body, meta } = renderTipsPage(data, path, navigation);
    const url = `${siteUrl}/tips`;
    return sendHtmlPage(reply, 200, {
      head: {
        title: meta.title,
        description: meta.description,
        url,
        robots: 'index, follow, max-image-preview:large',
        ogType: 'website',
        image: siteShareImage(siteUrl),
        structuredData: [
          webPageData(siteUrl, 'CollectionPage', {
            name: meta.title,
            url,
            description: meta.description,
          }),
          organizationData(siteUrl),
        ],
      },
      assets,
      body,
      takeOver: data,
      takeOverNow: true,
    });
  });
};
