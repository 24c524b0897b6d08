import { PAGE_DATA_ELEMENT_ID } from '../../common/features/pages/page-data';
import type { PageAssets } from './web-assets';

/** The suffix every page title carries. */
export const SITE_TITLE_SUFFIX = ' | Magic Community';
/** The site's name in Open Graph and structured data. */
export const SITE_NAME = 'Magic Community';

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

/** The share image of a page (Open Graph and Twitter), absolute. */
export interface ShareImage {
  url: string;
  alt: string;
  /** Known for generated cards (1200×630); left out for members' photos. */
  width?: number;
  height?: number;
}

/** Everything the `<head>` of a server-rendered page says about it. */
export interface HtmlDocumentHead {
  /** The page's own title, without the site suffix (added here unless it is the site's name). */
  title: string;
  description: string;
  /** Absolute canonical URL. */
  url: string;
  /** `index, follow, …` for pages to list; `noindex` for errors and gone pages. */
  robots: string;
  /** Open Graph type: `article`, `profile`, `website`. */
  ogType: 'article' | 'profile' | 'website';
  image?: ShareImage;
  keywords?: readonly string[];
  /** Extra `property` metas (e.g. `article:published_time`). */
  extraProperties?: ReadonlyArray<readonly [string, string]>;
  structuredData?: readonly unknown[];
}

export interface HtmlDocumentInput {
  head: HtmlDocumentHead;
  assets: PageAssets;
  /** Server-rendered HTML inside `#root`. */
  body: string;
  /** Attributes of `#root` (already safe names; values are escaped here). */
  rootAttributes?: Readonly<Record<string, string>>;
  /**
   * Data the browser's app starts from (`<script type="application/json" id="page-data">`), so
   * that a member's app takes over the page showing the same content without loading it again.
   */
  pageData?: unknown;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/**
 * A whole HTML document of a server-rendered page: title, description, canonical URL, Open
 * Graph and Twitter card, robots, JSON-LD, the page's styles and script, and its body (readable
 * with JavaScript off).
 */
export function renderHtmlDocument(input: HtmlDocumentInput): string {
  const { head, assets } = input;
  // The site's name alone (the home) is not suffixed with itself.
  const title = head.title === SITE_NAME ? SITE_NAME : `${head.title}${SITE_TITLE_SUFFIX}`;
  const image = head.image;
  const lines = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.keywords?.length ? [meta('name', 'keywords', head.keywords.join(', '))] : []),
    meta('name', 'robots', head.robots),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_US'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.url),
    ...(image
      ? [
          meta('property', 'og:image', image.url),
          ...(image.width && image.height
            ? [
                meta('property', 'og:image:width', String(image.width)),
                meta('property', 'og:image:height', String(image.height)),
              ]
            : []),
          meta('property', 'og:image:alt', image.alt),
        ]
      : []),
    ...(head.extraProperties ?? []).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image.url)] : []),
    meta('name', 'theme-color', '#1e3a8a'),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    // The installable app (vite.config.ts): server-rendered pages can be installed too.
    '<link rel="manifest" href="/manifest.webmanifest" />',
    '<link rel="apple-touch-icon" href="/icons/apple-touch-icon-180.png" />',
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
    ...(head.structuredData ?? []).map(
      (block) => `<script type="application/ld+json">${jsonForScript(block)}</script>`,
    ),
  ];
  const rootAttributes = Object.entries(input.rootAttributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const pageData =
    input.pageData === undefined
      ? ''
      : `\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(input.pageData)}</script>`;
  return `<!doctype html>
<html lang="en">
  <head>
    ${lines.join('\n    ')}
  </head>
  <body>
    <div id="root"${rootAttributes}>${input.body}</div>${pageData}
  </body>
</html>
`;
}
