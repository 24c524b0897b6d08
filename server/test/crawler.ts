/** What a crawler without JavaScript reads from a page: its head tags and visible text. */
export interface CrawledPage {
  title: string | undefined;
  description: string | undefined;
  robots: string | undefined;
  canonical: string | undefined;
  ogImage: string | undefined;
  ogTitle: string | undefined;
  twitterCard: string | undefined;
  structuredData: Record<string, unknown>[];
  /** The body's text with tags, scripts and the page-data block removed, entities decoded. */
  text: string;
}

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** A meta tag's `content` as written in the HTML (escaped). */
export const metaContent = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Every JSON-LD block of a page, parsed. */
export const structuredDataBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const decodedMeta = (html: string, attr: 'name' | 'property', key: string) => {
  const found = metaContent(html, attr, key);
  return found === undefined ? undefined : decode(found);
};

/** Reads `html` as a crawler without JavaScript does. */
export function crawl(html: string): CrawledPage {
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  const visible = body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return {
    title: title === undefined ? undefined : decode(title),
    description: decodedMeta(html, 'name', 'description'),
    robots: decodedMeta(html, 'name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogImage: decodedMeta(html, 'property', 'og:image'),
    ogTitle: decodedMeta(html, 'property', 'og:title'),
    twitterCard: decodedMeta(html, 'name', 'twitter:card'),
    structuredData: structuredDataBlocks(html),
    text: decode(visible),
  };
}

/** The first JSON-LD block of `type`. */
export function structuredDataOfType(page: CrawledPage, type: string) {
  return page.structuredData.find((block) => block['@type'] === type);
}
