import type { FastifyPluginAsync } from 'fastify';
import { canonicalPathByAlias } from '../../../common/app-routes';
import { renderStaticPage, staticPages } from '../../../web/ssr/render-static-page';
import { renderHtmlDocument } from '../../lib/html-document';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';

/** schema.org type of each page: the about page is an `AboutPage`, the others plain pages. */
const pageType = (canonicalPath: string) => (canonicalPath === '/about' ? 'AboutPage' : 'WebPage');

/**
 * The app's pages of fixed text (`/about`, `/faq`, `/privacy`, `/terms` and their aliases)
 * rendered on the server, so that they read in full without JavaScript: the app's own page
 * component, with the title and description it gives itself, the canonical address (an
 * alias's points at the real one), the site's share card and JSON-LD. The app takes the page
 * over for members and on a visitor's first press (the FAQ's questions). Each page is rendered
 * once per navigation (it changes with nothing else).
 */
export const staticPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);
  const rendered = new Map<string, { key: string; html: string }>();
  const aliasesOf = (canonicalPath: string) =>
    Object.entries(canonicalPathByAlias)
      .filter(([, target]) => target === canonicalPath)
      .map(([alias]) => alias);

  for (const canonicalPath of Object.keys(staticPages)) {
    for (const path of [canonicalPath, ...aliasesOf(canonicalPath)]) {
      app.get(path, async (_request, reply) => {
        const navigation = await listVisitorNavigation(app.database.db);
        const key = JSON.stringify(navigation);
        let html = rendered.get(path)?.key === key ? rendered.get(path)!.html : null;
        if (html === null) {
          const { body, meta } = renderStaticPage(canonicalPath, path, navigation);
          const url = `${siteUrl}${canonicalPath}`;
          html = renderHtmlDocument({
            head: {
              title: meta.title,
              description: meta.description,
              url,
              robots: 'index, follow, max-image-preview:large',
              ogType: 'website',
              image: siteShareImage(siteUrl),
              structuredData: [
                webPageData(siteUrl, pageType(canonicalPath), {
                  name: meta.title,
                  url,
                  description: meta.description,
                }),
                organizationData(siteUrl),
              ],
            },
            assets,
            body,
            rootAttributes: { 'data-app-takeover': '' },
          });
          rendered.set(path, { key, html });
        }
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(html);
      });
    }
  }
};
