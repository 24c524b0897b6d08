import type { GuidePage } from '../../../common/features/guides/guide-pages';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../pages/og-image-svg';
import { renderHtmlDocument } from '../../lib/html-document';
import type { PageAssets } from '../../lib/web-assets';

export interface GuideHtmlInput {
  guide: GuidePage;
  siteUrl: string;
  imageUrl: string;
  body: string;
  assets: PageAssets;
  structuredData: unknown[];
}

/**
 * The whole HTML document of a guide page: title, description, keywords, canonical on the
 * site URL, Open Graph (an article with its 1200×630 card) and Twitter card, JSON-LD, the
 * page's styles and island script, and the server-rendered body.
 */
export function renderGuideHtml(input: GuideHtmlInput): string {
  const { guide, siteUrl, imageUrl } = input;
  return renderHtmlDocument({
    head: {
      title: guide.metaTitle,
      description: guide.metaDescription,
      keywords: guide.keywords,
      url: `${siteUrl}${guide.link.path}`,
      robots: 'index, follow, max-image-preview:large',
      ogType: 'article',
      image: { url: imageUrl, alt: guide.heading, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT },
      extraProperties: [['article:modified_time', guide.updatedAt]],
      structuredData: input.structuredData,
    },
    assets: input.assets,
    body: input.body,
  });
}
