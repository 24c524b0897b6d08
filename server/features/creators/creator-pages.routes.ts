import type { FastifyPluginAsync } from 'fastify';
import {
  creatorKindInfo,
  creatorKinds,
  type CreatorKind,
} from '../../../common/features/creators/creator-limits';
import {
  creatorsListQuerySchema,
  type Creator,
} from '../../../common/features/creators/creators.contract';
import type { PageData } from '../../../common/features/pages/page-data';
import {
  creatorFiltersQuery,
  creatorSameAs,
  creatorsApiQuery,
  readCreatorFilters,
  renderCreatorDirectoryPage,
} from '../../../web/ssr/render-creator-directory';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { listCreators } from './creators.service';

/** The query string of a request's URL (without `?`). */
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/** JSON-LD `ItemList` of the directory's first page: each creator a `Person` with their profile. */
export function creatorListData(
  siteUrl: string,
  kind: CreatorKind,
  name: string,
  creators: Creator[],
) {
  const info = creatorKindInfo[kind];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url: `${siteUrl}${info.path}`,
    numberOfItems: creators.length,
    itemListElement: creators.map((creator, index) => {
      const photo = creator.portfolio[0]?.url ?? creator.avatarUrl;
      const sameAs = creatorSameAs(creator);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Person',
          name: creator.displayName ?? creator.username,
          alternateName: `@${creator.username}`,
          url: `${siteUrl}/profile/${creator.id}`,
          description: creator.headline,
          jobTitle: info.label,
          ...(photo ? { image: new URL(photo, siteUrl).toString() } : {}),
          ...(sameAs.length > 0 ? { sameAs } : {}),
          ...(creator.languages.length > 0 ? { knowsLanguage: creator.languages } : {}),
        },
      };
    }),
  };
}

/**
 * `/photographers`, `/vloggers`, `/influencers` and `/trip-planners` rendered on the server
 * for visitors and crawlers: the app's own directory page with the first page of listed
 * creators as a visitor reads it through `GET /api/creators`'s service (the listing policy:
 * opted-out, deleted and suspended members are never in it), in the address's search, filters
 * and order; title and description as the page gives them, the canonical URL without filters,
 * the site's share card, JSON-LD (`CollectionPage` and an `ItemList` of `Person` entries). The
 * app takes the page over at once (its search and filters need it), visitors included.
 */
export const creatorPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);

  for (const kind of creatorKinds) {
    const { path } = creatorKindInfo[kind];
    app.get(path, async (request, reply) => {
      const filters = readCreatorFilters(queryOf(request.url));
      const query = creatorFiltersQuery(filters);
      const apiQuery = Object.fromEntries(
        new URLSearchParams(creatorsApiQuery(kind, filters, null)),
      );
      const [creators, navigation] = await Promise.all([
        listCreators(db, null, creatorsListQuerySchema.parse(apiQuery), app.clock.now()),
        listVisitorNavigation(db),
      ]);
      const data: PageData = {
        kind: 'creators',
        directory: kind,
        query: query.toString(),
        creators,
      };
      const { body, meta } = renderCreatorDirectoryPage(
        data,
        query.size > 0 ? `${path}?${query.toString()}` : path,
        navigation,
      );
      const url = `${siteUrl}${path}`;
      return sendHtmlPage(reply, 200, {
        head: {
          title: meta.title,
          description: meta.description,
          url,
          robots: 'index, follow, max-image-preview:large',
          ogType: 'website',
          image: siteShareImage(siteUrl),
          structuredData: [
            webPageData(siteUrl, 'CollectionPage', {
              name: meta.title,
              url,
              description: meta.description,
            }),
            creatorListData(siteUrl, kind, meta.title, creators.items),
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
};
