import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../../../common/features/idempotency/idempotency.contract';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  claimKey,
  completeKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
  type ClaimRef,
} from './idempotency.repository';

export type { ClaimRef } from './idempotency.repository';

/** How long a key is remembered after its first use. */
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000;
/**
 * How long a request holds its key: a retry meanwhile answers 409. Longer than any create takes;
 * after it, a claim left in flight may be taken over. A claim whose process is gone (killed
 * before answering) is taken over at once, without waiting for the lease: its owner's presence
 * lock died with it (`server/db/process-presence.ts`).
 */
export const IDEMPOTENCY_LEASE_MS = 60 * 1000;
/** Claim attempts when the row that refused a claim is gone by the time it is read. */
const CLAIM_ATTEMPTS = 3;

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What identifies a request for its key: method, path (with query) and body (a JSON body by its
 * content; a body that is not JSON, such as a multipart upload, is not part of it).
 */
export function fingerprintOf(method: string, url: string, body: unknown): string {
  const isJsonBody = body !== undefined && !(body instanceof Uint8Array);
  return createHash('sha256')
    .update(`${method} ${url}\n${isJsonBody ? canonicalJson(body) : ''}`)
    .digest('hex');
}

/** What to do with a request that carries a key. */
export type IdempotentStart =
  { kind: 'claimed'; claim: ClaimRef } | { kind: 'replay'; status: number; body: string };

/**
 * Starts a request that carries `key`: claims it (then the request runs and must be completed
 * or released), or finds the success answered to an earlier request with the same key and the
 * same fingerprint (to be replayed as is).
 * @throws AppError 422 when the key was used for another request; 409 while a request with the
 *   key is still running.
 */
export async function startIdempotentRequest(
  db: Executor,
  request: { memberId: string; key: string; fingerprint: string; now: Date; ownerProcess: number },
): Promise<IdempotentStart> {
  const { memberId, key, fingerprint, now, ownerProcess } = request;
  const lockedUntil = new Date(now.getTime() + IDEMPOTENCY_LEASE_MS);
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
  for (let attempt = 0; attempt < CLAIM_ATTEMPTS; attempt += 1) {
    const claim = { memberId, key, fingerprint, lockedUntil, expiresAt, now, ownerProcess };
    if (await claimKey(db, claim)) {
      return { kind: 'claimed', claim: { memberId, key, lockedUntil } };
    }
    const stored = await findKey(db, memberId, key);
    if (!stored) continue;
    if (stored.fingerprint !== fingerprint) {
      throw new AppError(
        'unprocessable',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      );
    }
    if (stored.responseStatus !== null && stored.responseBody !== null) {
      return { kind: 'replay', status: stored.responseStatus, body: stored.responseBody };
    }
    throw new AppError(
      'conflict',
      'A request with this Idempotency-Key is still being processed. Try again in a moment.',
      { 'retry-after': '1' },
    );
  }
  throw new AppError(
    'conflict',
    'A request with this Idempotency-Key is being processed. Try again in a moment.',
    { 'retry-after': '1' },
  );
}

/**
 * Stores the success answered to a claimed request, so retries replay it; pass the request's
 * transaction to store it atomically with the write. Resolves to false, storing nothing, when
 * the claim is no longer ours (another request took it over after its lease).
 */
export async function recordIdempotentAnswer(
  db: Executor,
  claim: ClaimRef,
  answer: { status: number; body: string },
): Promise<boolean> {
  return completeKey(db, claim, answer);
}

/** Forgets a claim whose request failed: error answers are not remembered, so a retry runs afresh. */
export async function releaseIdempotentClaim(db: Executor, claim: ClaimRef): Promise<void> {
  await releaseKey(db, claim);
}

/** Removes the keys that have expired by `now`; resolves to how many. */
export async function purgeExpiredIdempotencyKeys(db: Executor, now: Date): Promise<number> {
  return deleteExpiredKeys(db, now);
}
