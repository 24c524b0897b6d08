/** A run of member-written text: plain text, a safe web link or an @mention. */
export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; username: string; href: string };

/** `http(s)://…` or `www.…` up to the next space or character that cannot end an address. */
const LINK_OR_MENTION =
  /\b(?:https?:\/\/|www\.)[^\s<>"'`]+|(?<![\p{L}\p{N}_@./-])@([A-Za-z0-9_-]{3,30})(?![A-Za-z0-9_@-])/giu;

/** Punctuation that ends a sentence more often than it ends an address. */
const TRAILING_PUNCTUATION = /[.,;:!?*'"…]+$/u;

/** Drops trailing punctuation and closing brackets that have no opening partner inside the link. */
function trimLink(candidate: string): string {
  let link = candidate;
  for (;;) {
    const trimmed = link.replace(TRAILING_PUNCTUATION, '');
    const last = trimmed.at(-1);
    const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
    const opening = last ? pairs[last] : undefined;
    if (opening && count(trimmed, opening) < count(trimmed, last!)) {
      link = trimmed.slice(0, -1);
      continue;
    }
    if (trimmed === link) return link;
    link = trimmed;
  }
}

function count(text: string, character: string): number {
  return text.split(character).length - 1;
}

/** The link's address when it is a well-formed http or https URL, otherwise null. */
export function toSafeHref(text: string): string | null {
  const withScheme = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** Where an @mention leads: the member search for that name. */
export function mentionHref(username: string): string {
  return `/search?q=${encodeURIComponent(username)}`;
}

/**
 * Splits text a member wrote into plain runs, http/https links and @mentions, so it can be
 * rendered as React text and elements (never as HTML). Anything that is not a well-formed
 * http(s) address stays plain text; adjacent plain runs are merged.
 */
export function linkifyText(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  let position = 0;
  for (const match of text.matchAll(LINK_OR_MENTION)) {
    const start = match.index;
    const username = match[1];
    if (username !== undefined) {
      pushText(text.slice(position, start));
      segments.push({ kind: 'mention', text: match[0], username, href: mentionHref(username) });
      position = start + match[0].length;
      continue;
    }
    const linkText = trimLink(match[0]);
    const href = toSafeHref(linkText);
    if (!href || start < position) continue;
    pushText(text.slice(position, start));
    segments.push({ kind: 'link', text: linkText, href });
    position = start + linkText.length;
  }
  pushText(text.slice(position));
  return segments;
}
