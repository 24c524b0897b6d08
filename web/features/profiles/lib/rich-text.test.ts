import { describe, expect, it } from 'vitest';
import { mentionHref, safeHref, splitRichText } from './rich-text';

describe('splitRichText', () => {
  it('keeps plain text as one part', () => {
    expect(splitRichText('Rope drop at 8')).toEqual([{ type: 'text', text: 'Rope drop at 8' }]);
  });

  it('finds http(s) links and leaves sentence punctuation outside them', () => {
    expect(splitRichText('See https://example.com/a?b=1. Or http://x.org!')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { type: 'text', text: '. Or ' },
      { type: 'link', text: 'http://x.org', href: 'http://x.org/' },
      { type: 'text', text: '!' },
    ]);
  });

  it('never links other schemes', () => {
    const text = 'javascript:alert(1) data:text/html,<b> ftp://x.org';
    expect(splitRichText(text)).toEqual([{ type: 'text', text }]);
  });

  it('turns @mentions into searches, not emails or mid-word @', () => {
    expect(
      splitRichText('Thanks @ropedrop_rita! mail me at dan@example.com (@ab too short)'),
    ).toEqual([
      { type: 'text', text: 'Thanks ' },
      { type: 'mention', text: '@ropedrop_rita', href: '/search?q=ropedrop_rita' },
      { type: 'text', text: '! mail me at dan@example.com (@ab too short)' },
    ]);
  });

  it('loses no character', () => {
    const text = '@lou loves https://disney.example/tron and @safari_ana\n\nmore';
    expect(
      splitRichText(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });
});

describe('safeHref and mentionHref', () => {
  it('accepts only http and https', () => {
    expect(safeHref('https://a.b/c')).toBe('https://a.b/c');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
  it('encodes the name', () => {
    expect(mentionHref('a-b_c')).toBe('/search?q=a-b_c');
  });
});
