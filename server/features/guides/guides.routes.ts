import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  guidePages,
  relatedGuides,
  type GuidePage,
} from '../../../common/features/guides/guide-pages';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { createReviewFiguresCache, type ReviewFiguresSnapshot } from '../reviews/review-figures';
import { createTopTipsCache } from '../tips/top-tips';
import { createChecklistFiguresCache } from '../checklists/template-figures';
import { createOfficialEventDatesCache } from '../events/official-event-dates';
import type { OfficialEventDatesByName } from '../../../common/features/events/event-seasons';
import type { ChecklistFiguresByTitle } from '../../../common/features/guides/checklist-figures';
import { ogImagePath } from '../../pages/og-image';
import type { TopTipsByCategory } from '../../../common/features/guides/top-tips';
import type { LiveSnapshot } from '../../lib/live-cache';
import { renderGuideBody } from '../../../web/ssr/render-guide-document';
import { renderGuideHtml } from './guide-html';
import { guideStructuredData } from '../../pages/structured-data';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';

/** Guides whose content is fixed: browsers and proxies may keep them five minutes. */
const FIXED_GUIDE_CACHE = 'public, max-age=300';
/**
 * Guides with live parts (cards of reviewed attractions or restaurants, members' top tips):
 * asked again on every visit, answered 304 while unchanged (a review written a moment ago shows
 * at once).
 */
const LIVE_GUIDE_CACHE = 'public, no-cache';

const NO_FIGURES: ReviewFiguresSnapshot = { key: '', value: new Map() };
const NO_TOP_TIPS: LiveSnapshot<TopTipsByCategory> = { key: '', value: new Map() };
const NO_CHECKLIST_FIGURES: LiveSnapshot<ChecklistFiguresByTitle> = { key: '', value: new Map() };
const NO_OFFICIAL_DATES: LiveSnapshot<OfficialEventDatesByName> = { key: '', value: new Map() };

/** Whether a guide has cards of the official events (the events guide's grid). */
export function showsOfficialEventDates(guide: GuidePage): boolean {
  return guide.sections.some((section) => section.kind === 'eventCards');
}

/** Whether a guide has cards of the site's checklists (the checklists guide's popular ones). */
export function showsChecklistFigures(guide: GuidePage): boolean {
  return guide.sections.some((section) => section.kind === 'checklists');
}

/** Whether a guide has cards of things members review (attractions, restaurants). */
export function showsReviewFigures(guide: GuidePage): boolean {
  return guide.sections.some(
    (section) => section.kind === 'attractions' || section.kind === 'restaurants',
  );
}

/** Whether a guide shows members' most helpful tips (the tips guide's categories). */
export function showsTopTips(guide: GuidePage): boolean {
  return guide.sections.some((section) => section.kind === 'tipCategories');
}

/**
 * The eleven public guide pages, rendered on the server as complete HTML (readable with
 * JavaScript off, every tag a crawler reads) and hydrated as islands in the browser. The cards
 * of attractions and restaurants link their review pages and show the catalogue's live figures
 * once reviewed, and the tips guide members' most helpful tips of each category (both kept in
 * memory, read again after a review or a tip changes them).
 */
export const guidesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, options) => {
  const assets = await readPageAssets(options.webDistDir, PAGE_ENTRY);
  const reviewFigures = createReviewFiguresCache(app.database.db);
  const topTips = createTopTipsCache(app.database.db);
  const checklistFigures = createChecklistFiguresCache(app.database.db);
  const officialDates = createOfficialEventDatesCache(app.database.db);
  for (const guide of guidePages) {
    const related = relatedGuides(guide);
    const imageUrl = `${options.siteUrl}${ogImagePath(guide.key as Parameters<typeof ogImagePath>[0])}`;
    const hasFigures = showsReviewFigures(guide);
    const hasTopTips = showsTopTips(guide);
    const hasChecklists = showsChecklistFigures(guide);
    const hasOfficialDates = showsOfficialEventDates(guide);
    const isLive = hasFigures || hasTopTips || hasChecklists || hasOfficialDates;
    // The page depends on the guide (fixed), the visitors' navigation (rarely edited) and its
    // live parts: it is rendered again only when one of them differs.
    let rendered: { key: string; html: string; etag: string } | null = null;
    app.get(guide.link.path, async (request, reply) => {
      const [navigation, figures, tips, checklists, official] = await Promise.all([
        listVisitorNavigation(app.database.db),
        hasFigures ? reviewFigures() : NO_FIGURES,
        hasTopTips ? topTips() : NO_TOP_TIPS,
        hasChecklists ? checklistFigures() : NO_CHECKLIST_FIGURES,
        hasOfficialDates ? officialDates(app.clock.now()) : NO_OFFICIAL_DATES,
      ]);
      const key = `${JSON.stringify(navigation)}\n${figures.key}\n${tips.key}\n${checklists.key}\n${official.key}`;
      if (rendered?.key !== key) {
        const body = renderGuideBody({
          guide,
          related,
          navigation,
          reviewFigures: figures.value,
          topTips: tips.value,
          checklistFigures: checklists.value,
          officialEventDates: official.value,
        });
        const html = renderGuideHtml({
          guide,
          siteUrl: options.siteUrl,
          imageUrl,
          body,
          assets,
          structuredData: guideStructuredData(
            guide,
            options.siteUrl,
            imageUrl,
            figures.value,
            official.value,
          ),
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
