import fc from 'fast-check';

/**
 * Hostile values for the fuzz test: strings, JSON values and encodings meant to break parsers,
 * validators and SQL. Every arbitrary here is pure (no I/O), so a seed replays a run exactly.
 */

/** Keys that poison prototypes when a parser or a merge is careless. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Percent-encoded bytes no valid UTF-8 decoder accepts, or not percent-encoding at all. */
export const BAD_PERCENT_TOKENS = [
  '%00', // NUL
  '%ED%A0%80', // a lone high surrogate (CESU-8)
  '%ED%BF%BF', // a lone low surrogate
  '%ZZ', // not hexadecimal
  '%', // cut short
  '%E0%A4', // a truncated sequence
  '%C0%AE', // an overlong '.'
  '%FF%FE', // bytes that never appear in UTF-8
  '%uD800', // IIS-style %u escape
  '%2500', // a double-encoded NUL
] as const;

/** Hand-picked strings that have broken real servers. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ude00\ud83d',
  '\u202eevil',
  '\ufeffbom',
  'zero\u200bwidth',
  'Café 🏰 ñ',
  'line\r\nbreak',
  '\t',
  '\\',
  '"',
  "'",
  "' OR '1'='1",
  '1; DROP TABLE posts; --',
  '%00',
  '%ZZ',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '%s%s%s%n',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(400),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  '123e4567-e89b-12d3-a456-42661417400', // one digit short
  '123e4567-e89b-12d3-a456-4266141740000', // one too many
  '123e4567e89b12d3a456426614174000', // no dashes
  '{123e4567-e89b-12d3-a456-426614174000}',
  'g23e4567-e89b-12d3-a456-426614174000',
  '2024-02-30',
  '2023-02-29',
  '0000-00-00',
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '99999-12-31',
  '2024-1-1',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
  'not-a-cursor',
  'eyJ0IjoiMjAyNC0wMS0wMSIsImkiOiJ4In0', // base64 JSON with a bad id
  'AAAA',
  '====',
  'bnVsbA', // base64 of "null"
  'W10', // base64 of "[]"
] as const;

/** A lone surrogate or any other UTF-16 code unit, as a one-unit string. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

/** Text of any UTF-16 code units: lone surrogates, NUL and controls included. */
export const codeUnitString = (maxLength = 24) =>
  fc.string({ unit: anyCodeUnit, maxLength, size: 'small' });

/** Very long text: some thousands to a few hundred thousand characters. */
export const longString = fc
  .tuple(
    fc.constantFrom(1_000, 5_000, 10_001, 65_536, 300_000),
    fc.constantFrom('a', 'é', '🏰', '\u0000', '%', ' '),
  )
  .map(([length, unit]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Strings meant to break things: hand-picked ones, random code units, long runs, mixtures. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: codeUnitString() },
  { weight: 1, arbitrary: longString },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udc00'))
      .map(([text, bad]) => `${text}${bad}${text}`),
  },
);

/** Numbers at and past the edges: sign, size, precision. */
export const edgeNumber: fc.Arbitrary<number> = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
);

/** A JSON object carrying a prototype key as its own property (as JSON.parse makes it). */
export const prototypeObject: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.constantFrom('{"isAdmin":true}', '{"prototype":{"polluted":1}}', '1', 'null'),
  )
  .map(([key, value]) => JSON.parse(`{"${key}":${value}}`) as Record<string, unknown>);

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels (past the 32 levels bodies may have). */
export function nestedValue(depth: number, asObject: boolean): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = asObject ? { a: value } : [value];
  return value;
}

/** Any JSON value of the wrong kind for most fields: wrong types, edges, poison, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: edgeNumber },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom([], {}, [null], [[]], { '': '' }) },
  { weight: 2, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: prototypeObject },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 30, max: 40 }), fc.boolean())
      .map(([depth, asObject]) => nestedValue(depth, asObject)),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const utf8 = new TextEncoder();
const hexByte = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;

/**
 * Percent-encodes `text` as UTF-8 for a URL. Unlike `encodeURIComponent`, which throws on them,
 * a lone surrogate is written as the three bytes a lax encoder would produce (`%ED%A0%80`),
 * which are not valid UTF-8: what a hostile client sends.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map(hexByte)
        .join('');
    } else {
      out += [...utf8.encode(text[i] ?? '')]
        .map((byte) =>
          /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
            ? String.fromCharCode(byte)
            : hexByte(byte),
        )
        .join('');
    }
  }
  return out;
}

/** A URL piece (path segment or query value) already encoded: hostile text, or bad escapes. */
export const hostileUrlPiece: fc.Arbitrary<{ encoded: string; label: string }> = fc.oneof(
  {
    weight: 3,
    arbitrary: hostileString.map((text) => ({
      encoded: percentEncode(text),
      label: `text ${JSON.stringify(text.slice(0, 40))}${text.length > 40 ? `…(${text.length})` : ''}`,
    })),
  },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom(...BAD_PERCENT_TOKENS), fc.constantFrom('', 'a', 'pkce_'))
      .map(([token, prefix]) => ({ encoded: `${prefix}${token}`, label: `raw ${prefix}${token}` })),
  },
);
