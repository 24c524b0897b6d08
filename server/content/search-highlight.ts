import { randomBytes } from 'node:crypto';
import type { TextSegment } from '../../common/features/search/search.contract';

/**
 * Where `ts_headline` opens and closes a match. They are random for every search, so a member
 * cannot write text that looks like a match; the text around them is only ever returned as
 * plain segments, never as HTML.
 */
export interface MatchMarkers {
  start: string;
  stop: string;
}

/** Fresh markers: letters and digits only, so `ts_headline`'s option list takes them as they are. */
export function createMarkers(): MatchMarkers {
  const nonce = randomBytes(8).toString('hex');
  return { start: `hlstart${nonce}`, stop: `hlstop${nonce}` };
}

/**
 * Stands in for `<` while `ts_headline` reads member text: its parser drops anything shaped
 * like an HTML tag from the excerpt, and members' text must come back as they wrote it.
 */
export const LESS_THAN_STAND_IN = '\uE000';

/** `ts_headline` options for a post's best passage. */
export function snippetOptions(markers: MatchMarkers): string {
  return `StartSel=${markers.start}, StopSel=${markers.stop}, MaxWords=35, MinWords=15, ShortWord=3`;
}

/** `ts_headline` options that mark every matching word of a short text (the tags). */
export function highlightAllOptions(markers: MatchMarkers): string {
  return `StartSel=${markers.start}, StopSel=${markers.stop}, HighlightAll=true`;
}

/** Joins neighbouring segments of the same kind and drops empty ones. */
function mergeSegments(segments: TextSegment[]): TextSegment[] {
  const merged: TextSegment[] = [];
  for (const segment of segments) {
    if (segment.text === '') continue;
    const last = merged.at(-1);
    if (last && last.isMatch === segment.isMatch) last.text += segment.text;
    else merged.push({ ...segment });
  }
  return merged;
}

/**
 * Splits `ts_headline` output into plain segments: text between the markers is a match.
 * The `<` stand-in is turned back into `<`.
 */
export function segmentsFromMarked(marked: string, markers: MatchMarkers): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const [index, part] of marked.split(markers.start).entries()) {
    const restored = part.replaceAll(LESS_THAN_STAND_IN, '<');
    if (index === 0) {
      segments.push({ text: restored.replaceAll(markers.stop, ''), isMatch: false });
      continue;
    }
    const stopAt = restored.indexOf(markers.stop);
    if (stopAt === -1) {
      segments.push({ text: restored, isMatch: true });
    } else {
      segments.push({ text: restored.slice(0, stopAt), isMatch: true });
      segments.push({
        text: restored.slice(stopAt + markers.stop.length).replaceAll(markers.stop, ''),
        isMatch: false,
      });
    }
  }
  return mergeSegments(segments);
}

/**
 * Adds `…` before and after an excerpt that does not start or end where `original` does
 * (`ts_headline` returns a passage of the text, not the whole of it).
 */
export function withEllipses(segments: TextSegment[], original: string): TextSegment[] {
  const excerpt = segments.map((segment) => segment.text).join('');
  if (excerpt === '' || excerpt === original) return segments;
  const at = original.indexOf(excerpt);
  if (at === -1) return segments;
  const before = at > 0 ? [{ text: '… ', isMatch: false }] : [];
  const after = at + excerpt.length < original.length ? [{ text: ' …', isMatch: false }] : [];
  return mergeSegments([...before, ...segments, ...after]);
}

/** The words of a search, lower-cased and without duplicates (letters and digits of any script). */
export function searchTerms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)];
}

/**
 * Marks every occurrence of the terms in `text`, ignoring case (longest terms first, so
 * `mickey` wins over `mick`). Text without occurrences is one unmatched segment.
 */
export function highlightTerms(text: string, terms: readonly string[]): TextSegment[] {
  if (text === '') return [];
  const sorted = [...terms].filter(Boolean).sort((a, b) => b.length - a.length);
  if (sorted.length === 0) return [{ text, isMatch: false }];
  const pattern = new RegExp(
    sorted.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'),
    'giu',
  );
  const segments: TextSegment[] = [];
  let from = 0;
  for (const match of text.matchAll(pattern)) {
    segments.push({ text: text.slice(from, match.index), isMatch: false });
    segments.push({ text: match[0], isMatch: true });
    from = match.index + match[0].length;
  }
  segments.push({ text: text.slice(from), isMatch: false });
  return mergeSegments(segments);
}

/**
 * Which tags matched, from `ts_headline` over the tags joined by spaces (tags hold no spaces):
 * a tag matches when any word of it was marked. Without a clean split, none is marked.
 */
export function markTags(
  tags: readonly string[],
  marked: string,
  markers: MatchMarkers,
): { tag: string; isMatch: boolean }[] {
  const parts = marked.split(' ');
  const strip = (part: string) => part.replaceAll(markers.start, '').replaceAll(markers.stop, '');
  const isClean = parts.length === tags.length && parts.every((part, i) => strip(part) === tags[i]);
  return tags.map((tag, i) => ({
    tag,
    isMatch: isClean && (parts[i] ?? '').includes(markers.start),
  }));
}
