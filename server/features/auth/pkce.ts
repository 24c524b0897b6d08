import { createHash } from 'node:crypto';
import { validationFailed } from './auth-error';

export type PkceMethod = 's256' | 'plain';
export interface PkceChallenge {
  challenge: string;
  method: PkceMethod;
}

const CHALLENGE = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * Validates the optional PKCE pair of a request (reference §6): both or neither; the challenge
 * 43–128 characters of [A-Za-z0-9._~-]; method s256 or plain (any case). Null when absent.
 */
export function parsePkceChallenge(
  challenge: string | null | undefined,
  method: string | null | undefined,
): PkceChallenge | null {
  if (!challenge && !method) return null;
  if (!challenge || !method) {
    throw validationFailed('PKCE flow requires code_challenge_method and code_challenge');
  }
  if (!CHALLENGE.test(challenge))
    throw validationFailed('code challenge has to be between 43 and 128 characters');
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed(`code challenge method not supported: ${method}`);
  }
  return { challenge, method: normalized };
}

/** Whether a verifier matches a stored challenge. */
export function verifierMatches(verifier: string, stored: PkceChallenge): boolean {
  const computed =
    stored.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  return computed === stored.challenge;
}
