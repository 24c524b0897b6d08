import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode } from './base32';
import { buildOtpauthUri } from './otpauth-uri';
import { generateTotp, hotp, verifyTotp, type TotpAlgorithm } from './totp';

const ascii = (text: string) => new TextEncoder().encode(text);

/** RFC 6238 appendix B: the seeds, then time (s) → 8-digit code for SHA1, SHA256, SHA512. */
const RFC6238_KEYS: Record<TotpAlgorithm, Uint8Array> = {
  sha1: ascii('12345678901234567890'),
  sha256: ascii('12345678901234567890123456789012'),
  sha512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
};
const RFC6238_VECTORS: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238) and HOTP (RFC 4226)', () => {
  it.each(RFC6238_VECTORS)('matches the RFC 6238 vectors at %i s', (seconds, ...codes) => {
    const algorithms: TotpAlgorithm[] = ['sha1', 'sha256', 'sha512'];
    algorithms.forEach((algorithm, i) => {
      expect(generateTotp(RFC6238_KEYS[algorithm], seconds * 1000, { algorithm, digits: 8 })).toBe(
        codes[i],
      );
    });
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expected.forEach((code, counter) => {
      expect(hotp(RFC6238_KEYS.sha1, BigInt(counter))).toBe(code);
    });
  });

  it('uses GoTrue defaults: SHA1, 6 digits, 30 s (the 6-digit tail of the RFC codes)', () => {
    expect(generateTotp(RFC6238_KEYS.sha1, 59_000)).toBe('287082');
    expect(generateTotp(RFC6238_KEYS.sha1, 1_111_111_109_000)).toBe('081804');
  });

  it('accepts one step of skew either way and nothing further', () => {
    const key = RFC6238_KEYS.sha1;
    const now = 1_234_567_890_000;
    const at = (steps: number) => generateTotp(key, now + steps * 30_000);
    expect(verifyTotp(at(0), key, now)).toBe(true);
    expect(verifyTotp(at(-1), key, now)).toBe(true);
    expect(verifyTotp(at(1), key, now)).toBe(true);
    for (const steps of [-3, -2, 2, 3]) {
      const code = at(steps);
      if (![at(-1), at(0), at(1)].includes(code)) expect(verifyTotp(code, key, now)).toBe(false);
    }
  });

  it('refuses codes of the wrong shape and trims spaces', () => {
    const key = RFC6238_KEYS.sha1;
    const code = generateTotp(key, 59_000);
    expect(verifyTotp(` ${code} `, key, 59_000)).toBe(true);
    for (const bad of ['', '12345', '1234567', 'abcdef', `${code}0`, '28708a']) {
      expect(verifyTotp(bad, key, 59_000)).toBe(false);
    }
  });
});

describe('base32 (RFC 4648)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY======'],
    ['fo', 'MZXQ===='],
    ['foo', 'MZXW6==='],
    ['foob', 'MZXW6YQ='],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI======'],
  ];

  it.each(vectors)('encodes and decodes %j', (text, encoded) => {
    expect(base32Encode(ascii(text), { padding: true })).toBe(encoded);
    expect(base32Encode(ascii(text))).toBe(encoded.replace(/=+$/, ''));
    expect(new TextDecoder().decode(base32Decode(encoded))).toBe(text);
    expect(new TextDecoder().decode(base32Decode(encoded.toLowerCase().replace(/=/g, '')))).toBe(
      text,
    );
  });

  it('round-trips a 20-byte secret into 32 characters', () => {
    const bytes = Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) & 255);
    const encoded = base32Encode(bytes);
    expect(encoded).toMatch(/^[A-Z2-7]{32}$/);
    expect(Array.from(base32Decode(encoded))).toEqual(Array.from(bytes));
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('MZXW1')).toThrow(RangeError);
  });
});

describe('otpauth key URI', () => {
  it('is built like GoTrue builds it', () => {
    expect(
      buildOtpauthUri({ issuer: 'localhost:3000', accountName: 'a.b@c.com', secret: 'ABC234' }),
    ).toBe(
      'otpauth://totp/localhost:3000:a.b@c.com?algorithm=SHA1&digits=6&issuer=localhost%3A3000&period=30&secret=ABC234',
    );
    expect(buildOtpauthUri({ issuer: 'Magic Fans', accountName: 'x@y.z', secret: 'S' })).toBe(
      'otpauth://totp/Magic%20Fans:x@y.z?algorithm=SHA1&digits=6&issuer=Magic%20Fans&period=30&secret=S',
    );
  });
});
