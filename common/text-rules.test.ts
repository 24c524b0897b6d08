import { describe, expect, it } from 'vitest';
import { pathParam, QUERY_TEXT_MAX, queryText } from './features/auth/auth.contract';
import { isStorableText } from './text-rules';

describe('isStorableText', () => {
  it('accepts text, accents and emoji (paired surrogates)', () => {
    expect(isStorableText('')).toBe(true);
    expect(isStorableText('Cinderella Castle 🏰 café')).toBe(true);
  });

  it('refuses NUL and unpaired surrogates wherever they are', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud83d', 'x\ude00', '\ude00\ud83d', 'end \ud800']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

/**
 * URL decoding never yields a lone surrogate (invalid UTF-8 stays percent-encoded), so the
 * HTTP tests cannot send one: the `/auth/v1` parameter schemas are checked here directly.
 */
describe('auth query and path parameter schemas', () => {
  it('refuse unstorable text and over-long values', () => {
    for (const schema of [queryText, pathParam]) {
      expect(schema.safeParse('a\u0000').success).toBe(false);
      expect(schema.safeParse('a\ud800').success).toBe(false);
      expect(schema.safeParse('🏰').success).toBe(true);
    }
    expect(queryText.safeParse('a'.repeat(QUERY_TEXT_MAX)).success).toBe(true);
    expect(queryText.safeParse('a'.repeat(QUERY_TEXT_MAX + 1)).success).toBe(false);
    expect(pathParam.safeParse('a'.repeat(101)).success).toBe(false);
    expect(queryText.safeParse(['a', 'b']).success).toBe(false);
    expect(queryText.safeParse(null).success).toBe(true);
  });
});
