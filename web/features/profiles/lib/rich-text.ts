/** A piece of member-written text: plain text, a safe web link, or an @mention. */
export type RichTextPart =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'mention'; text: string; href: string };

/**
 * Web addresses (http and https only: `javascript:` and other schemes are never links) and
 * @mentions shaped like usernames (3–30 letters, digits, `_`, `-`) not glued to a word before.
 */
const TOKEN = /(https?:\/\/[^\s<>"']+)|(^|[^\w@/])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_-])/gi;
/** Punctuation that usually ends a sentence rather than an address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The address as a link target, or null when it is not a valid http(s) URL. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Where an @mention leads: a search for the name. */
export function mentionHref(username: string): string {
  return `/search?q=${encodeURIComponent(username)}`;
}

/** Splits text into plain parts, http(s) links and @mentions, in order, losing nothing. */
export function splitRichText(text: string): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let plain = '';
  let last = 0;
  const flush = () => {
    if (plain) parts.push({ type: 'text', text: plain });
    plain = '';
  };
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index;
    plain += text.slice(last, index);
    const [whole, address, before = '', username] = match;
    if (address) {
      const trailing = TRAILING.exec(address)?.[0] ?? '';
      const link = address.slice(0, address.length - trailing.length);
      const href = safeHref(link);
      if (href) {
        flush();
        parts.push({ type: 'link', text: link, href });
        plain += trailing;
      } else {
        plain += address;
      }
    } else if (username) {
      plain += before;
      flush();
      parts.push({ type: 'mention', text: `@${username}`, href: mentionHref(username) });
    } else {
      plain += whole;
    }
    last = index + whole.length;
  }
  plain += text.slice(last);
  flush();
  return parts;
}
