import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  guidePages,
  relatedGuides,
  type GuidePage,
} from '../../../common/features/guides/guide-pages';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { createReviewFiguresCache, type ReviewFiguresSnapshot } from '../reviews/review-figures';
import { ogImagePath } from '../seo/og-image';
import { renderGuideBody } from '../../../web/ssr/render-guide-document';
import { renderGuideHtml } from './guide-html';
import { guideStructuredData } from './guide-structured-data';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';

/** Guides whose content is fixed: browsers and proxies may keep them five minutes. */
const FIXED_GUIDE_CACHE = 'public, max-age=300';
/**
 * Guides with cards of reviewed attractions or restaurants show live figures: asked again on
 * every visit, answered 304 while unchanged (a review written a moment ago shows at once).
 */
const LIVE_GUIDE_CACHE = 'public, no-cache';

const NO_FIGURES: ReviewFiguresSnapshot = { key: '', figures: new Map() };

/** Whether a guide has cards of things members review (attractions, restaurants). */
export function showsReviewFigures(guide: GuidePage): boolean {
  return guide.sections.some(
    (section) => section.kind === 'attractions' || section.kind === 'restaurants',
  );
}

/**
 * The eleven public guide pages, rendered on the server as complete HTML (readable with
 * JavaScript off, every tag a crawler reads) and hydrated as islands in the browser. The cards
 * of attractions and restaurants link their review pages and show the catalogue's live figures
 * once reviewed (kept in memory, read again after a review changes them).
 */
export const guidesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, options) => {
  const assets = await readPageAssets(options.webDistDir, PAGE_ENTRY);
  const reviewFigures = createReviewFiguresCache(app.database.db);
  for (const guide of guidePages) {
    const related = relatedGuides(guide);
    const imageUrl = `${options.siteUrl}${ogImagePath(guide.key as Parameters<typeof ogImagePath>[0])}`;
    const isLive = showsReviewFigures(guide);
    // The page depends on the guide (fixed), the visitors' navigation (rarely edited) and, for
    // guides with reviewed cards, the live figures: it is rendered again only when one differs.
    let rendered: { key: string; html: string; etag: string } | null = null;
    app.get(guide.link.path, async (request, reply) => {
      const [navigation, figures] = await Promise.all([
        listVisitorNavigation(app.database.db),
        isLive ? reviewFigures() : NO_FIGURES,
      ]);
      const key = `${JSON.stringify(navigation)}\n${figures.key}`;
      if (rendered?.key !== key) {
        const body = renderGuideBody({
          guide,
          related,
          navigation,
          reviewFigures: figures.figures,
        });
        const html = renderGuideHtml({
          guide,
          siteUrl: options.siteUrl,
          imageUrl,
          body,
          assets,
          structuredData: guideStructuredData(guide, options.siteUrl, imageUrl, figures.figures),
        });
        const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
        rendered = { key, html, etag };
      }
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', isLive ? LIVE_GUIDE_CACHE : FIXED_GUIDE_CACHE)
        .header('etag', rendered.etag);
      if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
      return reply.send(rendered.html);
    });
  }
};
