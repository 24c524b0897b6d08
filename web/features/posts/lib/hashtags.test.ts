import { describe, expect, it } from 'vitest';
import { extractHashtags, mergeEditedTags } from './hashtags';

describe('extractHashtags', () => {
  it('finds tags, lower-cases and deduplicates them', () => {
    expect(extractHashtags('Rope drop! #MagicKingdom #rope-drop #magickingdom')).toEqual([
      'magickingdom',
      'rope-drop',
    ]);
  });

  it('accepts letters of any script and digits', () => {
    expect(extractHashtags('#épcot #2025 #東京')).toEqual(['épcot', '2025', '東京']);
  });

  it('ignores anchors in links, HTML entities, long tags and bare punctuation', () => {
    expect(extractHashtags(`https://x.org/#top a&#39;b #${'a'.repeat(31)} #-- ##double`)).toEqual(
      [],
    );
  });

  it('keeps the first ten', () => {
    const text = Array.from({ length: 12 }, (_, n) => `#tag${n}`).join(' ');
    expect(extractHashtags(text)).toHaveLength(10);
  });
});

describe('mergeEditedTags', () => {
  it('follows the #tags of the text and keeps tags given another way', () => {
    expect(mergeEditedTags(['epcot', 'food'], 'Lunch #epcot', 'Dinner #wdw')).toEqual([
      'food',
      'wdw',
    ]);
    expect(mergeEditedTags(['epcot'], 'Lunch #epcot', 'Lunch #epcot')).toEqual(['epcot']);
  });
});
