import { POST_TAG_MAX, POST_TAGS_MAX } from './post-limits';

/** `#tag` preceded by the start or a character that cannot be part of a word or address. */
const HASHTAG = /(?<![\p{L}\p{N}_&/#-])#([\p{L}\p{N}_-]+)/gu;

/**
 * The #tags written in a post, as the server stores them: lower-cased, without '#', at most
 * 30 characters (longer ones are left out), deduplicated, the first ten.
 */
export function extractHashtags(text: string): string[] {
  const tags = new Set<string>();
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[1]!.toLowerCase();
    if (tag.length <= POST_TAG_MAX && /[\p{L}\p{N}]/u.test(tag)) tags.add(tag);
    if (tags.size === POST_TAGS_MAX) break;
  }
  return [...tags];
}

/**
 * A post's tags after its text is edited: tags that came from #tags no longer in the text go,
 * new #tags join, tags given some other way stay (at most ten).
 */
export function mergeEditedTags(tags: string[], oldBody: string, newBody: string): string[] {
  const before = new Set(extractHashtags(oldBody));
  const kept = tags.filter((tag) => !before.has(tag));
  return [...new Set([...kept, ...extractHashtags(newBody)])].slice(0, POST_TAGS_MAX);
}
