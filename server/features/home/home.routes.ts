import type { FastifyPluginAsync } from 'fastify';
import { HIGHLIGHTS_DEFAULT } from '../../../common/features/posts/posts.contract';
import { renderHomeBody, type HomeHighlights } from '../../../web/ssr/render-home-document';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { listVisitorNavigation } from '../navigation/navigation.service';
import type { HighlightsCache } from '../posts/highlights.service';
import type { CatalogueCountsCache } from '../../../common/features/reviews/catalogue-counts';
import { renderHomeHtml } from './home-html';

/**
 * `GET /` (and `HEAD /`): the visitors' landing rendered on the server as finished HTML, the
 * page most visitors arrive on. Its highlights are the public ones of `GET
 * /api/posts/highlights` (same service, same period), so the page is the same for everyone.
 * Browsers ask again on every visit (`no-cache`, as the app's own pages): the highlights and
 * their times stay fresh, while the server renders again only when they, the navigation or the
 * catalogue's counts (the landing's '100+ attractions', from the database) changed. Members' stored sessions start the app in `#root` (`data-app-takeover`).
 */
export const homeRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
  /** The process's highlights, shared with `GET /api/posts/highlights`. */
  highlights: HighlightsCache;
  /** The process's catalogue counts, shared with `GET /api/catalogue/counts`. */
  catalogueCounts: CatalogueCountsCache;
}> = async (app, options) => {
  const assets = await readPageAssets(options.webDistDir, PAGE_ENTRY);
  const highlightsCache = options.highlights;
  // Rendered again only when the navigation, the counts or the highlights (every period) changed.
  let rendered: { key: string; html: string } | null = null;

  app.get('/', async (request, reply) => {
    const [navigation, counts] = await Promise.all([
      listVisitorNavigation(app.database.db),
      options.catalogueCounts.get(),
    ]);
    let highlights: HomeHighlights = null;
    let generatedAt = '';
    try {
      const list = await highlightsCache.get(HIGHLIGHTS_DEFAULT);
      highlights = list.items;
      generatedAt = list.generatedAt;
    } catch (err) {
      // The landing still shows, saying the highlights could not be read; not cached.
      request.log.error({ err }, 'The home page could not read the community highlights');
    }
    const key = `${JSON.stringify(navigation)} ${JSON.stringify(counts)} ${generatedAt}`;
    let html = highlights && rendered?.key === key ? rendered.html : null;
    if (html === null) {
      html = renderHomeHtml({
        siteUrl: options.siteUrl,
        body: renderHomeBody({ navigation, highlights, counts }),
        assets,
      });
      if (highlights) rendered = { key, html };
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
};
