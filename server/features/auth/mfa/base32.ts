/** RFC 4648 base32 alphabet (the one authenticator apps expect in `otpauth://` secrets). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * Encodes bytes as RFC 4648 base32. `padding` adds the trailing `=` characters; TOTP secrets
 * leave them out (20 bytes make exactly 32 characters anyway).
 */
export function base32Encode(bytes: Uint8Array, options: { padding?: boolean } = {}): string {
  let output = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) output += ALPHABET[(buffer << (5 - bits)) & 31];
  if (options.padding) output += '='.repeat((8 - (output.length % 8)) % 8);
  return output;
}

/**
 * Decodes RFC 4648 base32, ignoring case, spaces and `=` padding.
 * @throws RangeError on any other character.
 */
export function base32Decode(text: string): Uint8Array {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) throw new RangeError(`Invalid base32 character "${char}"`);
    buffer = (buffer << 5) | value;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
  }
  return Uint8Array.from(bytes);
}
