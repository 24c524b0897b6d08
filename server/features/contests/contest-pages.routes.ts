import type { FastifyPluginAsync } from 'fastify';
import {
  CONTEST_NOT_FOUND_MESSAGE,
  contestListStatuses,
  contestPagePath,
  CONTESTS_HEADING,
  CONTESTS_INTRO,
} from '../../../common/features/contests/contest-limits';
import type { Contest } from '../../../common/features/contests/contests.contract';
import { normalizeId } from '../../../common/features/profiles/profiles.contract';
import {
  CONTEST_MISSING_DESCRIPTION,
  renderContestBody,
  renderContestMissingBody,
  renderContestsBody,
  type ContestLists,
} from '../../../web/ssr/render-contest-pages';
import { AppError } from '../../lib/app-error';
import { SITE_NAME, type ShareImage } from '../../lib/html-document';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { parkIsoWithOffset } from '../events/event-pages.routes';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { getContest, listContests } from './contests.service';

const INDEXABLE = 'index, follow, max-image-preview:large';
const NOT_INDEXABLE = 'noindex, follow';
const DESCRIPTION_MAX = 160;
/** Contests of each list on the visitors' page. */
const LIST_SIZE = 12;

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
};

/** The page's description: the theme, and the winners' count once the results are in. */
export function contestDescription(contest: Contest): string {
  return clip(`Photo contest: ${contest.theme}`);
}

/** The cover as the share image, or the site's card. */
export function contestShareImage(siteUrl: string, contest: Contest): ShareImage {
  if (!contest.cover) return siteShareImage(siteUrl);
  return {
    url: new URL(contest.cover.url, siteUrl).toString(),
    alt: contest.cover.alt ?? contest.title,
    width: contest.cover.width,
    height: contest.cover.height,
  };
}

/**
 * JSON-LD of a contest's page: an online `Event` of the site from the opening of entries to the
 * end of voting, with its cover.
 */
export function contestStructuredData(siteUrl: string, contest: Contest, image: ShareImage) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: contest.title,
    description: contest.theme,
    url: `${siteUrl}${contestPagePath(contest.id)}`,
    image: [image.url],
    startDate: parkIsoWithOffset(contest.entriesOpenAt),
    endDate: parkIsoWithOffset(contest.votingEndsAt),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: `${siteUrl}${contestPagePath(contest.id)}` },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: siteUrl },
  };
}

/**
 * `/contests` and `/contest/{id}` rendered on the server (issue 14) for crawlers and readers
 * without JavaScript: what a visitor reads through the API's services (the lists; a contest
 * with its entries, votes only once the results are in), with a title, description, canonical
 * URL, share image (the cover, or the site's card) and JSON-LD. An unknown contest answers 404
 * `noindex`. The app takes the pages over.
 */
export const contestPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);

  app.get('/contests', async (_request, reply) => {
    const now = app.clock.now();
    const navigation = await listVisitorNavigation(db);
    const lists = {} as ContestLists;
    for (const status of contestListStatuses) {
      lists[status] = (await listContests(db, null, { status, limit: LIST_SIZE }, now)).items;
    }
    const url = `${siteUrl}/contests`;
    return sendHtmlPage(reply, 200, {
      head: {
        title: CONTESTS_HEADING,
        description: CONTESTS_INTRO,
        url,
        robots: INDEXABLE,
        ogType: 'website',
        image: siteShareImage(siteUrl),
        structuredData: [
          webPageData(siteUrl, 'CollectionPage', {
            name: CONTESTS_HEADING,
            url,
            description: CONTESTS_INTRO,
          }),
          organizationData(siteUrl),
        ],
      },
      assets,
      body: renderContestsBody(lists, navigation),
      takeOver: true,
    });
  });

  app.get<{ Params: { id: string } }>('/contest/:id', async (request, reply) => {
    const id = normalizeId(request.params.id);
    const path = contestPagePath(id);
    const navigation = await listVisitorNavigation(db);
    let contest: Contest;
    try {
      contest = await getContest(db, null, id, app.clock.now());
    } catch (err) {
      if (!isNotFound(err)) throw err;
      return sendHtmlPage(reply, 404, {
        head: {
          title: CONTEST_NOT_FOUND_MESSAGE,
          description: CONTEST_MISSING_DESCRIPTION,
          url: `${siteUrl}${path}`,
          robots: NOT_INDEXABLE,
          ogType: 'website',
        },
        assets,
        body: renderContestMissingBody(path, navigation),
        takeOver: true,
      });
    }
    const image = contestShareImage(siteUrl, contest);
    return sendHtmlPage(reply, 200, {
      head: {
        title: contest.title,
        description: contestDescription(contest),
        url: `${siteUrl}${path}`,
        robots: INDEXABLE,
        ogType: 'website',
        image,
        structuredData: [contestStructuredData(siteUrl, contest, image)],
      },
      assets,
      body: renderContestBody(contest, navigation),
      takeOver: true,
    });
  });
};
