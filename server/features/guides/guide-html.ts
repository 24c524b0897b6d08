import type { GuidePage } from '../../../common/features/guides/guide-pages';
import type { PageAssets } from './web-assets';

/** The suffix every page title carries. */
export const SITE_TITLE_SUFFIX = ' | Magic Community';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => htmlEscapes[c]!);
}

/** JSON that cannot end its `<script>` element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

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
 * site URL, Open Graph and Twitter card (1200×630 image), robots, JSON-LD, the page's styles
 * and island script, and the server-rendered body.
 */
export function renderGuideHtml(input: GuideHtmlInput): string {
  const { guide, siteUrl, imageUrl, assets } = input;
  const url = `${siteUrl}${guide.link.path}`;
  const title = `${guide.metaTitle}${SITE_TITLE_SUFFIX}`;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', guide.metaDescription),
    meta('name', 'keywords', guide.keywords.join(', ')),
    meta('name', 'robots', 'index, follow, max-image-preview:large'),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', 'Magic Community'),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', guide.metaTitle),
    meta('property', 'og:description', guide.metaDescription),
    meta('property', 'og:url', url),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', guide.heading),
    meta('property', 'article:modified_time', guide.updatedAt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', guide.metaTitle),
    meta('name', 'twitter:description', guide.metaDescription),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'theme-color', '#1e3a8a'),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<script src="/theme-init.js"></script>',
    ...assets.fonts.map(
      (href) =>
        `<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`,
    ),
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...(assets.script
      ? [`<script type="module" src="${escapeHtml(assets.script)}"></script>`]
      : []),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" />`),
    ...input.structuredData.map(
      (block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`,
    ),
  ];
  return `<!doctype html>
<html lang="en">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    <div id="root">${input.body}</div>
  </body>
</html>
`;
}
