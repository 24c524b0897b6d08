import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { PageData } from '../../../common/features/pages/page-data';
import {
  CATALOGUE_ITEM_NOT_FOUND_MESSAGE,
  reviewPagePath,
} from '../../../common/features/reviews/review-limits';
import {
  catalogueListQuerySchema,
  recentReviewsQuerySchema,
  subjectReviewsQuerySchema,
} from '../../../common/features/reviews/reviews.contract';
import {
  catalogueFiltersQuery,
  readCatalogueFilters,
  readReviewListFilters,
  renderReviewsPage,
  renderReviewSubjectMissingBody,
  renderReviewSubjectPage,
  REVIEW_SUBJECT_NOT_FOUND_DESCRIPTION,
  reviewListFiltersQuery,
} from '../../../web/ssr/render-review-pages';
import { AppError, notFound } from '../../lib/app-error';
import { renderHtmlDocument, type HtmlDocumentHead } from '../../lib/html-document';
import { PAGE_ENTRY, readPageAssets, type PageAssets } from '../../lib/web-assets';
import { organizationData } from '../../pages/structured-data';
import { listVisitorNavigation } from '../navigation/navigation.service';
import { siteShareImage } from '../../pages/site-share-image';
import { webPageData } from '../../pages/web-page-data';
import { createReviewSubjectCardRenderer, reviewSubjectShareImage } from './review-pages-og-cards';
import { catalogueListData, reviewSubjectStructuredData } from './review-pages-structured-data';
import { getCatalogueItem, listCatalogue, listRecent, listSubjectReviews } from './reviews.service';

/** Subject pages are listed: indexable, large image previews allowed. */
const INDEXABLE = 'index, follow, max-image-preview:large';
/** Generated cards change with new reviews: an hour. */
const CARD_CACHE = 'public, max-age=3600';

const isNotFound = (err: unknown) => err instanceof AppError && err.statusCode === 404;

/** The query string of a request's URL (without `?`). */
const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');

/** A query string as the API's schema reads a query (one value per name). */
const asQuery = (params: URLSearchParams) => Object.fromEntries(params);

/**
 * An HTML page the app takes over at once, visitors included (`data-app-takeover="now"`): the
 * review pages' filters, search box and infinite lists need it, and crawlers have the HTML.
 */
function sendPage(
  reply: FastifyReply,
  status: number,
  page: { head: HtmlDocumentHead; assets: PageAssets; body: string; data?: PageData },
) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(
      renderHtmlDocument({
        head: page.head,
        assets: page.assets,
        body: page.body,
        ...(page.data
          ? { rootAttributes: { 'data-app-takeover': 'now' }, pageData: page.data }
          : {}),
      }),
    );
}

/**
 * `/reviews` and `/reviews/{slug}` rendered on the server (issue 13), readable with JavaScript
 * off: the app's own pages rendered as a visitor reads them through the API's services (so a
 * block hides nothing here and nothing private can be in them), with the title and description
 * the pages give themselves, a canonical URL without the filters, a share card, and JSON-LD
 * (`CollectionPage` and an `ItemList` of the catalogue's first page; on a subject's page the
 * entry with its `AggregateRating` once reviewed and its first reviews, most helpful first). A
 * slug that is nothing in the catalogue answers 404 `noindex`. The app takes the pages over
 * at once. Subjects' generated cards are `/og/reviews/{slug}.png`.
 */
export const reviewPagesRoutes: FastifyPluginAsync<{
  siteUrl: string;
  webDistDir: string | null;
}> = async (app, { siteUrl, webDistDir }) => {
  const { db } = app.database;
  const assets = await readPageAssets(webDistDir, PAGE_ENTRY);
  const renderCard = createReviewSubjectCardRenderer();

  app.get('/reviews', async (request, reply) => {
    const filters = readCatalogueFilters(queryOf(request.url));
    const query = catalogueFiltersQuery(filters);
    // The page asks the API for its sort only without a search text (best match first then).
    const apiQuery = new URLSearchParams(query);
    if (apiQuery.has('q')) apiQuery.delete('sort');
    else apiQuery.set('sort', filters.sort);
    const parsed = catalogueListQuerySchema.safeParse(asQuery(apiQuery));
    if (!parsed.success) return reply.callNotFound();
    const [catalogue, recent, navigation] = await Promise.all([
      listCatalogue(db, null, parsed.data),
      listRecent(db, null, recentReviewsQuerySchema.parse({})),
      listVisitorNavigation(db),
    ]);
    const data: PageData = { kind: 'reviews', query: query.toString(), catalogue, recent };
    const path = query.size > 0 ? `/reviews?${query.toString()}` : '/reviews';
    const { body, meta } = renderReviewsPage(data, path, navigation);
    const url = `${siteUrl}/reviews`;
    return sendPage(reply, 200, {
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
          catalogueListData(siteUrl, 'Things to review', catalogue.items),
          organizationData(siteUrl),
        ],
      },
      assets,
      body,
      data,
    });
  });

  app.get<{ Params: { slug: string } }>('/reviews/:slug', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    const filters = readReviewListFilters(queryOf(request.url));
    const query = reviewListFiltersQuery(filters);
    const apiQuery = new URLSearchParams(query);
    apiQuery.set('sort', filters.sort);
    const reviewsQuery = subjectReviewsQuerySchema.parse(asQuery(apiQuery));
    const navigation = await listVisitorNavigation(db);
    let data: Extract<PageData, { kind: 'review-subject' }>;
    try {
      const item = await getCatalogueItem(db, null, slug);
      const reviews = await listSubjectReviews(db, null, slug, reviewsQuery);
      data = { kind: 'review-subject', query: query.toString(), item, reviews };
    } catch (err) {
      if (!isNotFound(err)) throw err;
      const path = `/reviews/${encodeURIComponent(request.params.slug)}`;
      return sendPage(reply, 404, {
        head: {
          title: CATALOGUE_ITEM_NOT_FOUND_MESSAGE,
          description: REVIEW_SUBJECT_NOT_FOUND_DESCRIPTION,
          url: `${siteUrl}${path}`,
          robots: 'noindex, follow',
          ogType: 'website',
        },
        assets,
        body: renderReviewSubjectMissingBody(path, navigation),
      });
    }
    const { item } = data;
    const canonicalPath = reviewPagePath(item.slug);
    const path = query.size > 0 ? `${canonicalPath}?${query.toString()}` : canonicalPath;
    const { body, meta } = renderReviewSubjectPage(data, path, navigation);
    const image = reviewSubjectShareImage(siteUrl, item);
    // Crawlers read the page in its default order (most helpful first): its first reviews.
    const quoted =
      filters.sort === 'helpful' && filters.stars === null && filters.party === ''
        ? data.reviews.items
        : (await listSubjectReviews(db, null, item.slug, subjectReviewsQuerySchema.parse({})))
            .items;
    return sendPage(reply, 200, {
      head: {
        title: meta.title,
        description: meta.description,
        url: `${siteUrl}${canonicalPath}`,
        robots: INDEXABLE,
        ogType: 'website',
        image,
        structuredData: reviewSubjectStructuredData(siteUrl, item, quoted, image.url),
      },
      assets,
      body,
      data,
    });
  });

  app.get<{ Params: { slug: string } }>('/og/reviews/:slug.png', async (request, reply) => {
    const slug = request.params.slug.toLowerCase();
    let item;
    try {
      item = await getCatalogueItem(db, null, slug);
    } catch (err) {
      if (!isNotFound(err)) throw err;
      throw notFound(`No share image for ${slug}.`);
    }
    const image = await renderCard(item);
    return reply
      .header('cache-control', CARD_CACHE)
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/png')
      .send(image);
  });
};
