import type { FastifyPluginAsync } from 'fastify';
import {
  CHECKLIST_NOT_FOUND_MESSAGE,
  checklistTopicLabels,
} from '../../../common/features/checklists/checklist-limits';
import {
  publicChecklistsQuerySchema,
  type Checklist,
} from '../../../common/features/checklists/checklists.contract';
import { SITE_ACCOUNT } from '../../../common/features/events/official-events';
import type { PageData } from '../../../common/features/pages/page-data';
import { normalizeId } from '../../../common/features/profiles/profiles.contract';
import {
  checklistFiltersQuery,
  publicChecklistsApiQuery,
  readChecklistFilters,
  renderChecklistPage,
  renderChecklistsPage,
} from '../../../web/ssr/render-checklist-pages';
import { answerPageNotForVisitors, readAppShell } from '../../lib/app-shell';
import { SITE_NAME, type ShareImage } from '../../lib/html-document';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { checklistPagePath } from './checklist-sitemap.repository';
import { isIndexable } from './checklists.policy';
import { listPublicChecklists, readChecklist } from './checklists.service';

const INDEXABLE = 'index, follow, max-image-preview:large';
const NOT_INDEXABLE = 'noindex, follow';
const DESCRIPTION_MAX = 160;
const PUBLIC_LIST_PATH = '/checklists/public';

/** The query string of a request's URL (without `?`). */
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/** The page's description: the checklist's own words, or what it holds; 160 characters at most. */
export function checklistDescription(checklist: Checklist): string {
  const items = checklist.categories.reduce((sum, category) => sum + category.items.length, 0);
  const own = checklist.description.replace(/\s+/g, ' ').trim();
  const fallback = `A ${checklistTopicLabels[checklist.topic].toLowerCase()} checklist for Walt Disney World${
    checklist.park ? ` (${checklist.park})` : ''
  } with ${checklist.categories.length} categories and ${items} items, by ${checklist.owner.username}.`;
  const text = own || fallback;
  return text.length <= DESCRIPTION_MAX ? text : `${text.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** JSON-LD `ItemList` of schema.org: the checklist's items in order, and who made it. */
export function checklistStructuredData(siteUrl: string, checklist: Checklist) {
  const items = checklist.categories.flatMap((category) =>
    category.items.map((item) => ({ category: category.name, text: item.text })),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: checklist.title,
    description: checklistDescription(checklist),
    url: `${siteUrl}${checklistPagePath(checklist.id)}`,
    numberOfItems: items.length,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: `${item.category}: ${item.text}`,
    })),
    author:
      checklist.owner.id === SITE_ACCOUNT.id
        ? { '@type': 'Organization', name: SITE_NAME, url: siteUrl }
        : {
            '@type': 'Person',
            name: checklist.owner.username,
            url: `${siteUrl}/profile/${checklist.owner.id}`,
          },
  };
}

/**
 * The checklist pages rendered on the server (issue 14) for crawlers and readers without
 * JavaScript, through the API's services as a visitor (so the visibility policy decides):
 *
 * - `/checklists/public` and `/checklists` (canonical: the former): the public checklists with
 *   the address's filters, `CollectionPage` JSON-LD;
 * - `/checklist/{id}`: a public checklist (indexed, `ItemList` JSON-LD) or an unlisted one
 *   (readable by its link, `noindex`); a private, deleted or unknown one is a 404 page
 *   (`noindex`), which the owner's app takes over; a member's browser gets the app shell
 *   instead (issue 26, `app-shell.ts`).
 */
export const checklistPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);
  const shell = await readAppShell(webDistDir);

  for (const listPath of ['/checklists', PUBLIC_LIST_PATH]) {
    app.get(listPath, async (request, reply) => {
      const filters = readChecklistFilters(queryOf(request.url));
      const query = checklistFiltersQuery(filters);
      const apiQuery = Object.fromEntries(
        new URLSearchParams(publicChecklistsApiQuery(filters, null)),
      );
      const [firstPage, navigation] = await Promise.all([
        listPublicChecklists(db, null, publicChecklistsQuerySchema.parse(apiQuery)),
        listVisitorNavigation(db),
      ]);
      const path = query.size > 0 ? `${listPath}?${query.toString()}` : listPath;
      const data: PageData = { kind: 'checklists', query: query.toString(), checklists: firstPage };
      const { body, meta } = renderChecklistsPage(data, path, navigation);
      const url = `${siteUrl}${PUBLIC_LIST_PATH}`;
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
            organizationData(siteUrl),
          ],
        },
        assets,
        body,
        takeOver: data,
        takeOverNow: true,
      });
    });
  }

  app.get<{ Params: { id: string } }>('/checklist/:id', async (request, reply) => {
    const id = normalizeId(request.params.id);
    const path = checklistPagePath(id);
    const printView = queryOf(request.url).get('print') === '1';
    const [checklist, navigation] = await Promise.all([
      readChecklist(db, null, id),
      listVisitorNavigation(db),
    ]);
    const rendered = renderChecklistPage(
      id,
      checklist ?? null,
      printView ? `${path}?print=1` : path,
      navigation,
    );
    if (!checklist) {
      return answerPageNotForVisitors(request, reply, shell, () =>
        sendHtmlPage(reply, 404, {
          head: {
            title: CHECKLIST_NOT_FOUND_MESSAGE,
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
    const image: ShareImage = siteShareImage(siteUrl);
    const indexable = isIndexable(checklist) && !printView;
    if (!isIndexable(checklist)) reply.header('x-robots-tag', 'noindex');
    return sendHtmlPage(reply, 200, {
      head: {
        title: checklist.title,
        description: checklistDescription(checklist),
        url: `${siteUrl}${path}`,
        robots: indexable ? INDEXABLE : NOT_INDEXABLE,
        ogType: 'article',
        image,
        structuredData: [checklistStructuredData(siteUrl, checklist), organizationData(siteUrl)],
      },
      assets,
      body: rendered.body,
      takeOver: true,
    });
  });
};
