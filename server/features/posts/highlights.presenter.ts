import {
  HIGHLIGHT_EXCERPT_MAX,
  type PostHighlight,
} from '../../../common/features/posts/posts.contract';
import type { PostImage } from '../../../common/features/uploads/uploads.contract';
import type { HighlightRow } from './highlights.repository';
import { presentPostSummaryFields } from './post-summary.presenter';

/**
 * The start of a post's text, at most `max` characters: whitespace runs become one space and a
 * longer text is cut at the last word boundary, with an ellipsis. Never cuts a surrogate pair.
 */
export function excerptOf(text: string, max = HIGHLIGHT_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(flat);
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= cut.length / 2 ? atWord : cut).trimEnd()}…`;
}

/** A highlight row with its photos → the public highlight. */
export function presentHighlight(row: HighlightRow, photos: PostImage[]): PostHighlight {
  return {
    id: row.id,
    excerpt: excerptOf(row.body),
    ...presentPostSummaryFields(row, photos),
  };
}
