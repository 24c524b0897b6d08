// Counting the links in a member's text, for the trust rules' "links per item" (issue 26). A
// link is what a reader could follow or paste into a browser: `http(s)://` addresses, `www.`
// hosts, and bare domains such as `a.com/x` or `example.org`. Bare domains are recognised by
// their top-level domain from the list below (the common generic ones and the country codes
// people actually use for sites), so that "e.g.", "9.30", "v1.2" or "St.Louis" are not links.
// Country codes that are also everyday words or file endings ("in", "is", "it", "at", "am",
// "no", "so", "md", "py", …) are left out on purpose: "walk.in" is not counted, a spammer's
// `.it` site still is when written with `www.` or a scheme.

/** Top-level domains that make a bare `name.tld` a link. */
const TOP_LEVEL_DOMAINS = [
  // Generic.
  'com',
  'org',
  'net',
  'edu',
  'gov',
  'mil',
  'int',
  'info',
  'biz',
  'app',
  'dev',
  'io',
  'ai',
  'co',
  'me',
  'tv',
  'ly',
  'gg',
  'fm',
  'to',
  'be',
  'xyz',
  'site',
  'online',
  'shop',
  'store',
  'blog',
  'news',
  'link',
  'club',
  'top',
  'live',
  'life',
  'world',
  'travel',
  'tips',
  'guide',
  'vip',
  'win',
  'bet',
  'casino',
  'click',
  'icu',
  'buzz',
  'fun',
  'page',
  'pro',
  'mobi',
  'tech',
  'website',
  'space',
  'media',
  'games',
  'money',
  'loan',
  'deals',
  'sale',
  'cc',
  'ws',
  // Countries.
  'us',
  'uk',
  'ca',
  'au',
  'nz',
  'ie',
  'de',
  'fr',
  'es',
  'nl',
  'ch',
  'se',
  'dk',
  'fi',
  'pl',
  'cz',
  'ru',
  'ua',
  'cn',
  'jp',
  'kr',
  'tw',
  'hk',
  'sg',
  'br',
  'mx',
  'ar',
  'cl',
  'za',
  'eu',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
] as const;

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const TLD = `(?:${TOP_LEVEL_DOMAINS.join('|')})`;

/**
 * One link: a scheme address, a `www.` host, or a bare domain (one or more labels, a listed
 * top-level domain, then a port, path, query or fragment if any). A bare domain must not be
 * part of a longer word, address or email (`me@mail.com` is not a link).
 */
const LINK_PATTERN = new RegExp(
  [
    String.raw`\bhttps?:\/\/[^\s<>"]+`,
    String.raw`(?<![\w./@-])www\.[^\s<>"]+`,
    String.raw`(?<![\w./@:-])(?:${LABEL}\.)+${TLD}(?![\w-])(?::\d{1,5})?(?:[/?#][^\s<>"]*)?`,
  ].join('|'),
  'gi',
);

/** How many links a text holds (see the notes at the top of this file). */
export function countLinks(text: string | null | undefined): number {
  if (!text) return 0;
  return text.match(LINK_PATTERN)?.length ?? 0;
}

/** How many links the texts of one item hold together (title, body, description, …). */
export function countItemLinks(texts: readonly (string | null | undefined)[]): number {
  return texts.reduce((total, text) => total + countLinks(text), 0);
}
