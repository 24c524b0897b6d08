import type { CatalogueKind } from '../../../common/features/reviews/review-limits';
import { reviewPagePath } from '../../../common/features/reviews/review-limits';
import type { CatalogueItem, Review } from '../../../common/features/reviews/reviews.contract';
import { organizationData } from '../../pages/structured-data';

type Json = Record<string, unknown>;

/** How many of the page's reviews the JSON-LD quotes. */
export const STRUCTURED_REVIEWS_MAX = 5;

/** schema.org's type of each kind of entry (restaurants, hotels and parks are local businesses). */
const schemaTypes: Record<CatalogueKind, string> = {
  attraction: 'TouristAttraction',
  restaurant: 'Restaurant',
  hotel: 'Hotel',
  park: 'AmusementPark',
};

const THEME_PARKS = new Set([
  'Magic Kingdom',
  'EPCOT',
  "Disney's Hollywood Studios",
  "Disney's Animal Kingdom",
]);

const factOf = (item: CatalogueItem, label: string) =>
  item.facts.find((fact) => fact.label === label)?.value;

/** Where the entry is: Walt Disney World, with its location or park when the guide gives one. */
function addressOf(item: CatalogueItem): Json {
  const street = factOf(item, 'Location') ?? factOf(item, 'Area') ?? item.park;
  return {
    '@type': 'PostalAddress',
    ...(street && street !== 'Resort-wide' ? { streetAddress: street } : {}),
    addressLocality: 'Lake Buena Vista',
    addressRegion: 'FL',
    addressCountry: 'US',
  };
}

function reviewData(siteUrl: string, review: Review): Json {
  return {
    '@type': 'Review',
    name: review.title,
    reviewBody: review.body,
    datePublished: review.createdAt,
    ...(review.edited ? { dateModified: review.updatedAt } : {}),
    author: {
      '@type': 'Person',
      name: review.author.username,
      url: `${siteUrl}/profile/${review.author.id}`,
    },
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.stars,
      bestRating: 5,
      worstRating: 1,
    },
  };
}

/**
 * A subject's page as JSON-LD: the entry as schema.org sees it (`TouristAttraction`,
 * `Restaurant`, `Hotel` or `AmusementPark`) with its members' `AggregateRating` (only once it
 * has reviews) and the first reviews the page shows (`reviews`, most helpful first, as a
 * visitor reads them), the breadcrumbs to it and the site's organization.
 */
export function reviewSubjectStructuredData(
  siteUrl: string,
  item: CatalogueItem,
  reviews: readonly Review[],
  imageUrl: string,
): Json[] {
  const url = `${siteUrl}${reviewPagePath(item.slug)}`;
  const cuisine = factOf(item, 'Cuisine');
  const priceRange = factOf(item, 'Price range') ?? factOf(item, 'Nightly rate');
  const isBusiness = item.kind !== 'attraction';
  const shown = reviews.slice(0, STRUCTURED_REVIEWS_MAX);
  return [
    {
      '@context': 'https://schema.org',
      '@type': schemaTypes[item.kind],
      '@id': `${url}#subject`,
      name: item.name,
      url,
      image: imageUrl,
      ...(item.description ? { description: item.description } : {}),
      ...(isBusiness ? { address: addressOf(item) } : {}),
      ...(cuisine ? { servesCuisine: cuisine } : {}),
      ...(priceRange && isBusiness ? { priceRange } : {}),
      ...(item.park && THEME_PARKS.has(item.park) && item.kind !== 'park'
        ? { containedInPlace: { '@type': 'AmusementPark', name: item.park } }
        : {}),
      ...(item.reviewCount > 0 && item.averageRating !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: item.averageRating,
              reviewCount: item.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      ...(shown.length > 0 ? { review: shown.map((review) => reviewData(siteUrl, review)) } : {}),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { name: 'Home', item: `${siteUrl}/` },
        { name: 'Reviews', item: `${siteUrl}/reviews` },
        { name: item.name, item: url },
      ].map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, ...crumb })),
    },
    organizationData(siteUrl),
  ];
}

/** The catalogue's first page on `/reviews` as an `ItemList` of links to the subjects' pages. */
export function catalogueListData(
  siteUrl: string,
  name: string,
  items: readonly { name: string; slug: string }[],
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: `${siteUrl}${reviewPagePath(item.slug)}`,
    })),
  };
}
