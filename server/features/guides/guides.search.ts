import { guidePages, type GuidePage } from '../../../common/features/guides/guide-pages';
import type { TextSegment } from '../../../common/features/search/search.contract';
import type { SearchSource, SourceMatch } from '../../content/search-sources';
import { highlightTerms, searchTerms } from '../../content/search-highlight';

/**
 * The guide pages as search reads them (issue 28): static texts written by us, searched in
 * memory. Every word of the search (stop words aside; a trailing plural `s` ignored) must occur
 * in the guide; guides whose title holds the words come first, then those whose keywords do,
 * then by how often the words occur in the text; ties keep the catalogue's order.
 */

/** Words too common to search for (a few of PostgreSQL's English stop words). */
const STOP_WORDS = new Set(
  'a an and are as at be by for from how i in is it of on or the to what when where which who with you your'.split(
    ' ',
  ),
);
/** A guide's result shows this much of its best passage around the first match. */
const SNIPPET_CONTEXT = 110;
/** Guides have no creation time; their cursors carry this one. */
const GUIDE_SORT_AT = '2026-01-01T00:00:00.000000Z';

interface IndexedGuide {
  guide: GuidePage;
  order: number;
  title: string;
  titleWords: Set<string>;
  keywordWords: Set<string>;
  /** Every passage of the page's text (paragraphs, cards, answers…). */
  passages: string[];
  bodyWords: Map<string, number>;
}

const stem = (word: string) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word);
const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);

/** The visible texts of a guide's sections, FAQ and calls (not links' addresses or icons). */
function textsOf(value: unknown, key = ''): string[] {
  if (typeof value === 'string')
    return ['href', 'kind', 'icon', 'key'].includes(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  }
  return [];
}

function indexGuide(guide: GuidePage, order: number): IndexedGuide {
  const passages = [
    guide.link.description,
    guide.hero.lead,
    ...textsOf(guide.sections),
    ...textsOf(guide.faq),
    guide.cta.title,
    guide.cta.body,
  ];
  const bodyWords = new Map<string, number>();
  for (const word of passages.flatMap(wordsOf)) bodyWords.set(word, (bodyWords.get(word) ?? 0) + 1);
  return {
    guide,
    order,
    title: guide.heading,
    titleWords: new Set(wordsOf(`${guide.heading} ${guide.link.title} ${guide.metaTitle}`)),
    keywordWords: new Set(guide.keywords.flatMap(wordsOf)),
    passages,
    bodyWords,
  };
}

let indexed: IndexedGuide[] | null = null;
const guideIndex = () => (indexed ??= guidePages.map(indexGuide));

/** The search's words that count (stop words dropped), stemmed. */
function queryWords(text: string): string[] {
  return [
    ...new Set(
      searchTerms(text)
        .filter((word) => !STOP_WORDS.has(word))
        .map(stem),
    ),
  ];
}

/** The guide's score for `words`, or null when one of them occurs nowhere in it. */
function scoreOf(entry: IndexedGuide, words: string[]): number | null {
  let score = 0;
  for (const word of words) {
    const inTitle = entry.titleWords.has(word);
    const inKeywords = entry.keywordWords.has(word);
    const inBody = entry.bodyWords.get(word) ?? 0;
    if (!inTitle && !inKeywords && inBody === 0) return null;
    score += (inTitle ? 100 : 0) + (inKeywords ? 20 : 0) + Math.min(inBody, 20);
  }
  return score;
}

/** Highlights the words (and their plurals) in `text`. */
function highlight(text: string, words: string[]): TextSegment[] {
  return highlightTerms(text, words);
}

/** The passage with the most of the words, cut around its first match with `…`. */
function snippetOf(entry: IndexedGuide, words: string[]): TextSegment[] {
  let best: { passage: string; hits: number } | null = null;
  for (const passage of entry.passages) {
    const passageWords = new Set(wordsOf(passage));
    const hits = words.filter((word) => passageWords.has(word)).length;
    if (hits > 0 && (!best || hits > best.hits)) best = { passage, hits };
  }
  if (!best) return [];
  const { passage } = best;
  const lower = passage.toLowerCase();
  const first = Math.min(
    ...words.map((word) => lower.indexOf(word)).filter((at) => at >= 0),
    passage.length,
  );
  let from = Math.max(0, first - SNIPPET_CONTEXT);
  let to = Math.min(passage.length, first + SNIPPET_CONTEXT * 2);
  if (from > 0) from = passage.indexOf(' ', from) + 1 || from;
  if (to < passage.length)
    to = passage.lastIndexOf(' ', to) > first ? passage.lastIndexOf(' ', to) : to;
  const cut = passage.slice(from, to).trim();
  return [
    ...(from > 0 ? [{ text: '… ', isMatch: false }] : []),
    ...highlight(cut, words),
    ...(to < passage.length ? [{ text: ' …', isMatch: false }] : []),
  ];
}

/** The guides matching `text`, best first. */
function rankedGuides(text: string): { entry: IndexedGuide; score: number }[] {
  const words = queryWords(text);
  if (words.length === 0) return [];
  return guideIndex()
    .flatMap((entry) => {
      const score = scoreOf(entry, words);
      return score === null ? [] : [{ entry, score }];
    })
    .sort((a, b) => b.score - a.score || a.entry.order - b.entry.order);
}

const isGuidePath = (id: string) => guidePages.some((guide) => guide.link.path === id);

export const guideSearchSource: SearchSource = {
  type: 'guides',
  isCursorId: isGuidePath,
  async count(_db, input) {
    return Math.min(rankedGuides(input.text).length, input.cap);
  },
  async search(_db, input): Promise<SourceMatch[]> {
    const words = queryWords(input.text);
    const ranked = rankedGuides(input.text);
    const start = input.after
      ? ranked.findIndex(({ entry }) => entry.guide.link.path === input.after?.id) + 1
      : 0;
    // A guide that no longer matches resumes nowhere: the page is empty (never a repeat).
    if (input.after && start === 0) return [];
    return ranked.slice(start, start + input.limit).map(({ entry, score }) => ({
      key: { rank: score, sortAt: GUIDE_SORT_AT, id: entry.guide.link.path },
      result: {
        id: entry.guide.key,
        title: entry.title,
        titleParts: highlight(entry.title, words),
        snippet: snippetOf(entry, words),
        path: entry.guide.link.path,
        author: null,
        meta: ['Guide', entry.guide.link.title],
        imageUrl: null,
        createdAt: null,
      },
    }));
  },
};
