import { createHmac } from 'node:crypto';
import { safeEqual } from '../auth-tokens';

/** HMAC hash of the TOTP (RFC 6238 allows SHA1, SHA256 and SHA512; GoTrue uses SHA1). */
export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** TOTP parameters; the defaults are GoTrue's (SHA1, 6 digits, 30 s). */
export interface TotpOptions {
  algorithm?: TotpAlgorithm;
  digits?: number;
  periodSeconds?: number;
}

const DEFAULTS: Required<TotpOptions> = { algorithm: 'sha1', digits: 6, periodSeconds: 30 };

/** The HOTP value (RFC 4226) of `counter`: dynamic truncation of HMAC(key, counter). */
export function hotp(
  key: Uint8Array,
  counter: bigint,
  options: Pick<TotpOptions, 'algorithm' | 'digits'> = {},
): string {
  const { algorithm, digits } = { ...DEFAULTS, ...options };
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238 `T`) that `timeMs` falls in. */
export function totpCounter(timeMs: number, periodSeconds = DEFAULTS.periodSeconds): bigint {
  return BigInt(Math.floor(timeMs / 1000 / periodSeconds));
}

/** The TOTP code (RFC 6238) of `key` at `timeMs`. */
export function generateTotp(key: Uint8Array, timeMs: number, options: TotpOptions = {}): string {
  return hotp(key, totpCounter(timeMs, options.periodSeconds), options);
}

/**
 * Whether `code` is the TOTP of `key` at `timeMs` or up to `skew` steps before or after it
 * (GoTrue accepts ±1 step). Surrounding spaces are ignored; comparisons take constant time.
 */
export function verifyTotp(
  code: string,
  key: Uint8Array,
  timeMs: number,
  options: TotpOptions & { skew?: number } = {},
): boolean {
  const digits = options.digits ?? DEFAULTS.digits;
  const candidate = code.trim();
  if (candidate.length !== digits || !/^\d+$/.test(candidate)) return false;
  const counter = totpCounter(timeMs, options.periodSeconds);
  const skew = BigInt(options.skew ?? 1);
  let isValid = false;
  for (let step = -skew; step <= skew; step++) {
    if (counter + step < 0n) continue;
    // No early exit: every window is checked whatever matched.
    isValid = safeEqual(candidate, hotp(key, counter + step, options)) || isValid;
  }
  return isValid;
}
