import type { FastifyPluginAsync } from 'fastify';
import {
  creatorDirectoryMeta,
  creatorKindInfo,
  creatorKinds,
  CREATORS_PAGE_SIZE,
  type CreatorKind,
} from '../../../common/features/creators/creator-limits';
import type { Creator } from '../../../common/features/creators/creators.contract';
import {
  creatorSameAs,
  renderCreatorDirectoryBody,
} from '../../../web/ssr/render-creator-directory';
import { sendHtmlPage } from '../../lib/html-page-reply';
import { PAGE_ENTRY, readPageAssets } from '../../lib/web-assets';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../seo/site-share-image';
import { webPageData } from '../seo/web-page-data';
import { listCreators } from './creators.service';

const INDEXABLE = 'index, follow, max-image-preview:large';

/** JSON-LD `ItemList` of the directory's first page: each creator a `Person` with their profile. */
export function creatorListData(siteUrl: string, kind: CreatorKind, creators: Creator[]) {
  const info = creatorKindInfo[kind];
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: creatorDirectoryMeta(kind).title,
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
 * for visitors and crawlers: the first page of the directory as a visitor reads it through
 * `GET /api/creators`'s service (listed creators only), featured first, with title,
 * description, canonical URL (without filters), the site's share card and JSON-LD
 * (`CollectionPage` and an `ItemList` of `Person` entries). The app takes the page over.
 */
export const creatorPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);

  for (const kind of creatorKinds) {
    const { path } = creatorKindInfo[kind];
    app.get(path, async (_request, reply) => {
      const navigation = await listVisitorNavigation(db);
      const page = await listCreators(
        db,
        null,
        { kind, sort: 'featured', limit: CREATORS_PAGE_SIZE.default },
        app.clock.now(),
      );
      const meta = creatorDirectoryMeta(kind);
      const url = `${siteUrl}${path}`;
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
            creatorListData(siteUrl, kind, page.items),
          ],
        },
        assets,
        body: renderCreatorDirectoryBody(kind, page.items, navigation),
        takeOver: true,
      });
    });
  }
};
