import type { FastifyPluginAsync } from 'fastify';
import {
  TRIP_NOT_FOUND_MESSAGE,
  publicTripsQuerySchema,
  tripPagePath,
} from '../../../common/features/trips/trips.contract';
import { normalizeId } from '../../../common/features/profiles/profiles.contract';
import { renderTripPage, renderTripsPage } from '../../../web/ssr/render-trip-pages';
import { answerPageNotForVisitors, readAppShell } from '../../lib/app-shell';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { siteShareImage } from '../../pages/site-share-image';
import { organizationData } from '../../pages/structured-data';
import { webPageData } from '../../pages/web-page-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import {
  tripDescription,
  tripReportsStructuredData,
  tripStructuredData,
} from './trip-structured-data';
import { isTripIndexable } from './trips.policy';
import { listPublicTrips, readTrip } from './trips.service';

const INDEXABLE = 'index, follow, max-image-preview:large';
const NOT_INDEXABLE = 'noindex, follow';
const LIST_PATH = '/trips';

/**
 * The trip pages rendered on the server (issue 29) for crawlers and readers without
 * JavaScript, through the trips' services as a visitor (so `trips.policy.ts` decides), the way
 * the checklist pages are:
 *
 * - `/trips`: the first page of public trip reports, `CollectionPage` and `ItemList` JSON-LD;
 *   a member's app takes it over at once and adds their own trips and the form to plan one;
 * - `/trip/{id}`: a public trip report (indexed, `Trip` JSON-LD) or a shared one (readable by
 *   its link, `noindex`), as readers see it: days, plans, the party without heights and without
 *   minors' names, the notes; a private, deleted or unknown trip is a 404 page (`noindex`) to
 *   visitors, and the app shell to a member's browser, whose app shows it to its planners
 *   (`app-shell.ts`).
 *
 * Each page is one read of the trip (or of the list's first page) beside the navigation.
 */
export const tripPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);
  const shell = await readAppShell(webDistDir);

  app.get(LIST_PATH, async (_request, reply) => {
    const [firstPage, navigation] = await Promise.all([
      listPublicTrips(db, null, publicTripsQuerySchema.parse({})),
      listVisitorNavigation(db),
    ]);
    const { body, meta } = renderTripsPage(firstPage, navigation);
    const url = `${siteUrl}${LIST_PATH}`;
    return sendHtmlPage(reply, 200, {
      head: {
        title: meta.title,
        description: meta.description,
        url,
        robots: INDEXABLE,
        ogType: 'website',
        image: siteShareImage(siteUrl),
        structuredData: [
          webPageData(siteUrl, 'CollectionPage', {
            name: meta.title,
            url,
            description: meta.description,
          }),
          tripReportsStructuredData(siteUrl, firstPage),
          organizationData(siteUrl),
        ],
      },
      assets,
      body,
      takeOver: true,
    });
  });

  app.get<{ Params: { id: string } }>('/trip/:id', async (request, reply) => {
    const id = normalizeId(request.params.id);
    const path = tripPagePath(id);
    const [trip, navigation] = await Promise.all([
      readTrip(db, null, id),
      listVisitorNavigation(db),
    ]);
    const rendered = renderTripPage(id, trip ?? null, path, navigation);
    if (!trip) {
      return answerPageNotForVisitors(request, reply, shell, () =>
        sendHtmlPage(reply, 404, {
          head: {
            title: TRIP_NOT_FOUND_MESSAGE,
            description: rendered.meta.description,
            url: `${siteUrl}${path}`,
            robots: 'noindex',
            ogType: 'website',
          },
          assets,
          body: rendered.body,
          takeOver: true,
        }),
      );
    }
    const indexable = isTripIndexable(trip);
    if (!indexable) reply.header('x-robots-tag', 'noindex');
    return sendHtmlPage(reply, 200, {
      head: {
        title: trip.name,
        description: tripDescription(trip),
        url: `${siteUrl}${path}`,
        robots: indexable ? INDEXABLE : NOT_INDEXABLE,
        ogType: 'article',
        image: siteShareImage(siteUrl),
        structuredData: [tripStructuredData(siteUrl, trip), organizationData(siteUrl)],
      },
      assets,
      body: rendered.body,
      takeOver: true,
    });
  });
};
