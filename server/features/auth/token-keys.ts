import {
  importJWK,
  type CryptoKey,
  type JWK,
  type JWSHeaderParameters,
  type KeyObject,
} from 'jose';
import { tokenAlgorithms, type TokenAlgorithm } from '../../lib/jwt-keys';

type Key = CryptoKey | KeyObject | Uint8Array;

/** The members of a private JWK; what is left is its public half. */
const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'] as const;

/**
 * The keys of access tokens (issue 30): the one that signs new tokens, those whose tokens are
 * still accepted, and the public ones auth-js's `getClaims()` verifies with, in the browser.
 */
export interface TokenKeys {
  /** The signing key: an asymmetric one with its `kid`, or the HS256 secret (no `kid`). */
  signer: { alg: TokenAlgorithm; kid: string | undefined; key: Key };
  /** The algorithms a token may name; anything else is refused before any key is chosen. */
  algorithms: TokenAlgorithm[];
  /**
   * For jose's `jwtVerify`: the key the token's header names (`kid` and `alg` must both match a
   * verifying key); an HS256 token without `kid` is checked with the secret, as every token was
   * before the keys, and as the `anon` and `service_role` keys made from the secret still are.
   * @throws Error for a key id that is not there (the token is then invalid).
   */
  keyFor(header: JWSHeaderParameters): Key;
  /** `GET /auth/v1/.well-known/jwks.json`: the public halves of the asymmetric verifying keys. */
  publicJwks: JWK[];
}

/** The public half of an asymmetric private JWK, as a JWKS lists it. */
function publicHalf(jwk: JWK): JWK {
  const copy: Record<string, unknown> = { ...jwk, key_ops: ['verify'] };
  for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

/**
 * Builds the token keys from the configured or kept key set and the HS256 secret. The secret
 * signs only when no key says `sign`.
 */
export async function createTokenKeys(keys: JWK[], secret: string): Promise<TokenKeys> {
  const secretKey = new TextEncoder().encode(secret);
  const verifying = new Map<string, { alg: TokenAlgorithm; key: Key }>();
  let signer: TokenKeys['signer'] = { alg: 'HS256', kid: undefined, key: secretKey };
  const publicJwks: JWK[] = [];
  for (const jwk of keys) {
    const alg = jwk.alg as TokenAlgorithm;
    const ops = jwk.key_ops ?? [];
    const isSymmetric = jwk.kty === 'oct';
    if (ops.includes('verify')) {
      const material = isSymmetric ? jwk : publicHalf(jwk);
      verifying.set(jwk.kid!, {
        alg,
        key: await importJWK({ ...material, key_ops: ['verify'] }, alg),
      });
      if (!isSymmetric) publicJwks.push(publicHalf(jwk));
    }
    if (ops.includes('sign')) {
      signer = { alg, kid: jwk.kid, key: await importJWK({ ...jwk, key_ops: ['sign'] }, alg) };
    }
  }
  return {
    signer,
    algorithms: [...tokenAlgorithms],
    publicJwks,
    keyFor(header) {
      if (header.kid === undefined) {
        if (header.alg === 'HS256') return secretKey;
        throw new Error('an asymmetric token needs a key id');
      }
      const known = verifying.get(header.kid);
      if (!known || known.alg !== header.alg) throw new Error('unknown signing key');
      return known.key;
    },
  };
}
