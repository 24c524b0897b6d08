import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import type { TokenKeys } from './token-keys';

export interface AmrEntry {
  method: string;
  timestamp: number;
}

export interface AccessTokenClaims {
  userId: string;
  email: string;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  sessionId: string;
  aal: string;
  amr: AmrEntry[];
  role: string;
  aud: string;
  /** Signed in anonymously and no address added yet (GoTrue's `is_anonymous` claim). */
  isAnonymous?: boolean;
  /** The third-party app the session was granted to (GoTrue's `client_id` claim), if any. */
  clientId?: string | null;
}

/**
 * Signs a GoTrue access token (reference §4) with the signing key: ES256 or RS256 with its `kid`
 * (issue 30), or HS256 with the secret when no key signs. Returns it with its expiry (unix s).
 */
export async function signAccessToken(
  claims: AccessTokenClaims,
  options: {
    signer: TokenKeys['signer'];
    issuer: string;
    ttlSeconds: number;
    nowSeconds: number;
  },
): Promise<{ token: string; expiresAt: number }> {
  const { signer } = options;
  const expiresAt = options.nowSeconds + options.ttlSeconds;
  const token = await new SignJWT({
    email: claims.email,
    phone: '',
    app_metadata: claims.appMetadata,
    user_metadata: claims.userMetadata,
    role: claims.role,
    aal: claims.aal,
    amr: claims.amr,
    session_id: claims.sessionId,
    is_anonymous: claims.isAnonymous ?? false,
    ...(claims.clientId ? { client_id: claims.clientId } : {}),
  })
    .setProtectedHeader(
      signer.kid === undefined
        ? { alg: signer.alg, typ: 'JWT' }
        : { alg: signer.alg, typ: 'JWT', kid: signer.kid },
    )
    .setIssuer(options.issuer)
    .setSubject(claims.userId)
    .setAudience(claims.aud)
    .setIssuedAt(options.nowSeconds)
    .setExpirationTime(expiresAt)
    .sign(signer.key);
  return { token, expiresAt };
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A new opaque refresh token: 32 characters of [a-z0-9] (GoTrue accepts 12 or more). */
export function generateRefreshToken(): string {
  const bytes = randomBytes(32);
  return Array.from(bytes, (b) => TOKEN_ALPHABET[b % TOKEN_ALPHABET.length]).join('');
}

/** Refresh tokens are stored as SHA-256 hashes, never in clear. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 6-digit one-time code for email links and OTP sign-in. */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** GoTrue's stored token: `sha224hex(email + otp)`, prefixed `pkce_` for PKCE flows (reference §8). */
export function hashEmailToken(email: string, otp: string, isPkce = false): string {
  const hash = createHash('sha224')
    .update(email + otp)
    .digest('hex');
  return isPkce ? `pkce_${hash}` : hash;
}

/** Constant-time string equality. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
