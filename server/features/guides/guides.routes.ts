import type { FastifyPluginAsync } from 'fastify';
import { guidePages, relatedGuides } from '../../../common/features/guides/guide-pages';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { ogImagePath } from '../seo/og-image';
import { renderGuideBody } from '../../../web/ssr/render-guide-document';
import { renderGuideHtml } from './guide-html';
import { guideStructuredData } from './guide-structured-data';
import { GUIDE_ENTRY, readPageAssets } from './web-assets';

/**
 * The eleven public guide pages, rendered on the server as complete HTML (readable with
 * JavaScript off, every tag a crawler reads) and hydrated as islands in the browser.
 * Briefly cached: the content changes with releases.
 */
export const guidesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, options) => {
  const assets = await readPageAssets(options.webDistDir, GUIDE_ENTRY);
  for (const guide of guidePages) {
    const related = relatedGuides(guide);
    const imageUrl = `${options.siteUrl}${ogImagePath(guide.key as Parameters<typeof ogImagePath>[0])}`;
    const structuredData = guideStructuredData(guide, options.siteUrl, imageUrl);
    app.get(guide.link.path, async (_request, reply) => {
      const navigation = await listVisitorNavigation(app.database.db);
      const body = renderGuideBody({ guide, related, navigation });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(
          renderGuideHtml({
            guide,
            siteUrl: options.siteUrl,
            imageUrl,
            body,
            assets,
            structuredData,
          }),
        );
    });
  }
};
