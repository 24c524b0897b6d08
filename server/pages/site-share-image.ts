import { SITE_NAME, type ShareImage } from '../lib/html-document';
import { ogImagePath, siteOgCard } from './og-image';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './og-image-svg';

/** The site's own 1200×630 share card, for pages that have no image of their own. */
export function siteShareImage(siteUrl: string): ShareImage {
  return {
    url: `${siteUrl}${ogImagePath('site')}`,
    alt: `${SITE_NAME}: ${siteOgCard.label}`,
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
  };
}
