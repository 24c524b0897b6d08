import type { APIRequestContext } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { expect } from './fixtures';

/** TOTP codes computed in the tests (RFC 6238: HMAC-SHA1, 6 digits, 30 s). */

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totp(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A code not used yet: the server accepts one 30 s step of skew, so the next step's code works. */
export function freshCode(secret: string, used: Set<string>): string {
  for (const step of [0, 1, -1]) {
    const code = totp(secret, Date.now() + step * 30_000);
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error('no unused code');
}

/**
 * Adds an authenticator app to the member of `token` through `/auth/v1/factors` (enrol,
 * challenge, verify with a computed code) and gives its secret.
 */
export async function enrolTotpThroughApi(
  request: APIRequestContext,
  token: string,
  used: Set<string>,
): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const enrolled = await request.post('/auth/v1/factors', {
    headers,
    data: { factor_type: 'totp', friendly_name: 'Phone' },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const factor = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers });
  expect(challenge.ok(), await challenge.text()).toBe(true);
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: freshCode(factor.totp.secret, used) },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return factor.totp.secret;
}
