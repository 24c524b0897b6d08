import { describe, expect, it } from 'vitest';
import { linkifyText, toSafeHref } from './linkify-text';

describe('linkifyText', () => {
  it('keeps plain text as one segment', () => {
    expect(linkifyText('Rope drop at 8:00!')).toEqual([
      { kind: 'text', text: 'Rope drop at 8:00!' },
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(linkifyText('')).toEqual([]);
  });

  it('finds http and https links and leaves sentence punctuation outside', () => {
    expect(
      linkifyText('See https://disneyworld.disney.go.com/parks. And http://x.org/a?b=1,'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        text: 'https://disneyworld.disney.go.com/parks',
        href: 'https://disneyworld.disney.go.com/parks',
      },
      { kind: 'text', text: '. And ' },
      { kind: 'link', text: 'http://x.org/a?b=1', href: 'http://x.org/a?b=1' },
      { kind: 'text', text: ',' },
    ]);
  });

  it('adds https to www addresses', () => {
    expect(linkifyText('www.example.com')).toEqual([
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
    ]);
  });

  it('keeps balanced brackets and drops an unmatched closing one', () => {
    expect(linkifyText('(see https://en.wikipedia.org/wiki/Epcot_(park))')).toEqual([
      { kind: 'text', text: '(see ' },
      {
        kind: 'link',
        text: 'https://en.wikipedia.org/wiki/Epcot_(park)',
        href: 'https://en.wikipedia.org/wiki/Epcot_(park)',
      },
      { kind: 'text', text: ')' },
    ]);
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'ftp://example.com',
    ]) {
      expect(linkifyText(text).every((segment) => segment.kind === 'text')).toBe(true);
    }
  });

  it('keeps markup as text', () => {
    expect(linkifyText('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('does not end a link at a quote or angle bracket', () => {
    const segments = linkifyText('"https://example.com/"><script>');
    expect(segments).toContainEqual({
      kind: 'link',
      text: 'https://example.com/',
      href: 'https://example.com/',
    });
    expect(segments.at(-1)).toEqual({ kind: 'text', text: '"><script>' });
  });

  it('turns @mentions into member searches', () => {
    expect(linkifyText('Thanks @ropedrop_rita and @dole-whip-dan!')).toEqual([
      { kind: 'text', text: 'Thanks ' },
      {
        kind: 'mention',
        text: '@ropedrop_rita',
        username: 'ropedrop_rita',
        href: '/search?q=ropedrop_rita',
      },
      { kind: 'text', text: ' and ' },
      {
        kind: 'mention',
        text: '@dole-whip-dan',
        username: 'dole-whip-dan',
        href: '/search?q=dole-whip-dan',
      },
      { kind: 'text', text: '!' },
    ]);
  });

  it('ignores email addresses, too short or too long names and @ inside links', () => {
    expect(linkifyText('mail fan@example.com or @ab')).toEqual([
      { kind: 'text', text: 'mail fan@example.com or @ab' },
    ]);
    expect(linkifyText(`@${'a'.repeat(31)}`)).toEqual([
      { kind: 'text', text: `@${'a'.repeat(31)}` },
    ]);
    expect(linkifyText('https://example.com/@castlekeeper')).toEqual([
      {
        kind: 'link',
        text: 'https://example.com/@castlekeeper',
        href: 'https://example.com/@castlekeeper',
      },
    ]);
  });

  it('keeps line breaks in the text', () => {
    expect(linkifyText('line one\n@castlekeeper\nline three')).toEqual([
      { kind: 'text', text: 'line one\n' },
      {
        kind: 'mention',
        text: '@castlekeeper',
        username: 'castlekeeper',
        href: '/search?q=castlekeeper',
      },
      { kind: 'text', text: '\nline three' },
    ]);
  });
});

describe('toSafeHref', () => {
  it('accepts only http and https with a real host', () => {
    expect(toSafeHref('https://example.com')).toBe('https://example.com/');
    expect(toSafeHref('HTTP://EXAMPLE.com/x')).toBe('http://example.com/x');
    expect(toSafeHref('https://nohost')).toBeNull();
    expect(toSafeHref('javascript:alert(1)')).toBeNull();
  });
});
