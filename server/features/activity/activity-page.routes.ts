import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { activityPageTitle } from '../../../common/features/activity/activity-page-title';
import { ACTIVITY_PAGE_DESCRIPTION } from '../../../common/features/activity/activity-texts';
import type { PageData } from '../../../common/features/pages/page-data';
import {
  activityPath,
  renderActivityBody,
  renderActivityMissingBody,
} from '../../../web/ssr/render-activity-page';
import { AppError } from '../../lib/app-error';
import type { HtmlDocumentHead } from '../../lib/html-document';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { getActivitySummary } from './activity.service';

/** Options of {@link activityPageRoutes}. */
export interface ActivityPageRoutesOptions {
  siteUrl: string;
  webDistDir: string | null;
  /** The site's time zone (`SITE_TIME_ZONE`), in which days begin and end. */
  timeZone: string;
}

const isNotFound = (err: unknown): err is AppError =>
  err instanceof AppError && err.statusCode === 404;

/**
 * `/activity` (today in the site's time zone) and `/activity/{date}` rendered on the server:
 * the day's summary as a visitor reads it through `GET /api/activity` (same service, public
 * posts only), with a specific title, description, canonical URL, share card and JSON-LD; the
 * app takes the page over for members (who also see their own day). A day that is not one, or
 * has not come yet, answers 404 `noindex`.
 */
export const activityPageRoutes: FastifyPluginAsync<ActivityPageRoutesOptions> = async (
  app,
  options,
) => {
  const { db } = app.database;
  const { siteUrl } = options;
  const assets = await readPageAssets(options.webDistDir, PAGE_ENTRY);

  const send = (
    reply: FastifyReply,
    status: number,
    head: HtmlDocumentHead,
    body: string,
    pageData?: PageData,
  ) => sendHtmlPage(reply, status, { head, assets, body, takeOver: pageData });

  const answer = async (reply: FastifyReply, date: string | null) => {
    const path = activityPath(date);
    const url = `${siteUrl}${path}`;
    const navigation = await listVisitorNavigation(db);
    let data: Extract<PageData, { kind: 'activity' }>;
    try {
      const summary = await getActivitySummary(db, {
        date: date ?? undefined,
        timeZone: options.timeZone,
        now: app.clock.now(),
        viewerId: null,
      });
      data = { kind: 'activity', date, summary };
    } catch (err) {
      if (!isNotFound(err)) throw err;
      return send(
        reply,
        404,
        {
          title: 'Day not found',
          description: err.message,
          url,
          robots: 'noindex, follow',
          ogType: 'website',
        },
        renderActivityMissingBody(path, err.message, navigation),
      );
    }
    const title = activityPageTitle(date);
    return send(
      reply,
      200,
      {
        title,
        description: ACTIVITY_PAGE_DESCRIPTION,
        url,
        robots: 'index, follow, max-image-preview:large',
        ogType: 'website',
        image: siteShareImage(siteUrl),
        structuredData: [
          // The day's page: a collection of the community's posts and new members.
          webPageData(siteUrl, 'CollectionPage', {
            name: title,
            url,
            description: ACTIVITY_PAGE_DESCRIPTION,
          }),
          organizationData(siteUrl),
        ],
      },
      renderActivityBody(data, navigation),
      data,
    );
  };

  app.get('/activity', async (_request, reply) => answer(reply, null));
  app.get<{ Params: { date: string } }>('/activity/:date', async (request, reply) =>
    answer(reply, request.params.date),
  );
};
