import {
  catalogueKindLabels,
  formatAverageRating,
  reviewCountText,
} from '../../../common/features/reviews/review-limits';
import type { CatalogueItem } from '../../../common/features/reviews/reviews.contract';
import { excerpt } from '../../../common/features/pages/member-page-text';
import type { ShareImage } from '../../lib/html-document';
import { renderOgImage } from '../../pages/og-image';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, type OgImageCard } from '../../pages/og-image-svg';

/** Rendered cards kept in memory (the most recently used), each about 60 KB. */
const CACHE_SIZE = 100;
const DESCRIPTION_MAX = 110;

/** The path of a subject's generated 1200×630 share card. */
export function reviewSubjectOgImagePath(slug: string): string {
  return `/og/reviews/${slug}.png`;
}

/** A subject page's share image: its generated card. */
export function reviewSubjectShareImage(siteUrl: string, item: CatalogueItem): ShareImage {
  return {
    url: `${siteUrl}${reviewSubjectOgImagePath(item.slug)}`,
    alt: `${item.name}: member reviews on Magic Community`,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  };
}

/** What a subject's card says: kind and park, name, and its rating or description. */
export function reviewSubjectOgCard(item: CatalogueItem): OgImageCard {
  const average = formatAverageRating(item.averageRating);
  const figures =
    item.reviewCount > 0 && average
      ? `Rated ${average} out of 5 · ${reviewCountText(item.reviewCount)}`
      : null;
  return {
    label: [catalogueKindLabels[item.kind], item.kind === 'park' ? null : item.park]
      .filter(Boolean)
      .join(' · '),
    heading: item.name,
    description:
      figures ?? (excerpt(item.description, DESCRIPTION_MAX) || 'Member reviews and ratings'),
  };
}

/**
 * Renders subjects' cards as PNGs, keeping the most recently used ones in memory by what they
 * show (a new review changes the key) and sharing one render between concurrent requests.
 */
export function createReviewSubjectCardRenderer() {
  const rendered = new Map<string, Promise<Buffer>>();
  return (item: CatalogueItem): Promise<Buffer> => {
    const card = reviewSubjectOgCard(item);
    const key = JSON.stringify(card);
    let image = rendered.get(key);
    if (image) {
      rendered.delete(key); // most recently used goes last
    } else {
      image = renderOgImage(card);
      image.catch(() => rendered.delete(key));
    }
    rendered.set(key, image);
    if (rendered.size > CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
    return image;
  };
}
