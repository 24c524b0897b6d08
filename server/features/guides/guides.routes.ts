import type { FastifyPluginAsync } from 'fastify';
import { guidePages, relatedGuides } from '../../../common/features/guides/guide-pages';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { ogImagePath } from '../seo/og-image';
import { renderGuideBody } from '../../../web/ssr/render-guide-document';
import { renderGuideHtml } from './guide-html';
import { guideStructuredData } from './guide-structured-data';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';

/**
 * The eleven public guide pages, rendered on the server as complete HTML (readable with
 * JavaScript off, every tag a crawler reads) and hydrated as islands in the browser.
 * Briefly cached: the content changes with releases.
 */
export const guidesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, options) => {
  const assets = await readPageAssets(options.webDistDir, PAGE_ENTRY);
  for (const guide of guidePages) {
    const related = relatedGuides(guide);
    const imageUrl = `${options.siteUrl}${ogImagePath(guide.key as Parameters<typeof ogImagePath>[0])}`;
    const structuredData = guideStructuredData(guide, options.siteUrl, imageUrl);
    // The page depends only on the guide (fixed) and the visitors' navigation (rarely edited):
    // it is rendered again only when the navigation differs from the last rendering.
    let rendered: { navigationKey: string; html: string } | null = null;
    app.get(guide.link.path, async (_request, reply) => {
      const navigation = await listVisitorNavigation(app.database.db);
      const navigationKey = JSON.stringify(navigation);
      if (rendered?.navigationKey !== navigationKey) {
        const body = renderGuideBody({ guide, related, navigation });
        const html = renderGuideHtml({
          guide,
          siteUrl: options.siteUrl,
          imageUrl,
          body,
          assets,
          structuredData,
        });
        rendered = { navigationKey, html };
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(rendered.html);
    });
  }
};
