import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isProcessGone } from '../../db/process-presence';
import { idempotencyKeys } from '../../db/schema';

/** A stored key as the service needs it. */
export interface StoredKey {
  fingerprint: string;
  responseStatus: number | null;
  responseBody: string | null;
  lockedUntil: Date;
}

/** What a claim writes: the key's owner, the key, the request's fingerprint and the times. */
export interface KeyClaim {
  memberId: string;
  key: string;
  fingerprint: string;
  lockedUntil: Date;
  expiresAt: Date;
  now: Date;
  /** The claiming process's presence id (`app.processPresence.id`). */
  ownerProcess: number;
}

/**
 * Claims `(memberId, key)` for one request in one atomic statement: inserts it in flight, or
 * takes over an existing row that has expired (whatever it held) or whose request was abandoned
 * in flight (same fingerprint, and its lease over or the process that claimed it gone: killed,
 * its presence lock went with its connections). Resolves to true when this request owns the
 * key; false when another row stands (read it with {@link findKey}). Safe across processes: the
 * primary key lets one of two simultaneous claims win, and a request that was wrongly thought
 * gone cannot store its answer over the new claim (see {@link completeKey}).
 */
export async function claimKey(db: Executor, claim: KeyClaim): Promise<boolean> {
  const now = claim.now.toISOString();
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      memberId: claim.memberId,
      key: claim.key,
      fingerprint: claim.fingerprint,
      lockedUntil: claim.lockedUntil,
      createdAt: claim.now,
      expiresAt: claim.expiresAt,
      ownerProcess: claim.ownerProcess,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.memberId, idempotencyKeys.key],
      set: {
        fingerprint: sql`excluded.fingerprint`,
        responseStatus: null,
        responseBody: null,
        lockedUntil: sql`excluded.locked_until`,
        createdAt: sql`excluded.created_at`,
        expiresAt: sql`excluded.expires_at`,
        ownerProcess: sql`excluded.owner_process`,
      },
      setWhere: sql`${idempotencyKeys.expiresAt} <= ${now}::timestamptz
        or (${idempotencyKeys.responseStatus} is null
          and ${idempotencyKeys.fingerprint} = excluded.fingerprint
          and (${idempotencyKeys.lockedUntil} <= ${now}::timestamptz
            or (${idempotencyKeys.ownerProcess} <> excluded.owner_process
              and ${isProcessGone(idempotencyKeys.ownerProcess)})))`,
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** The stored row of `(memberId, key)`, or null. */
export async function findKey(
  db: Executor,
  memberId: string,
  key: string,
): Promise<StoredKey | null> {
  const rows = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      responseStatus: idempotencyKeys.responseStatus,
      responseBody: idempotencyKeys.responseBody,
      lockedUntil: idempotencyKeys.lockedUntil,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.memberId, memberId), eq(idempotencyKeys.key, key)));
  return rows[0] ?? null;
}

/** Which claim a completion or release is for: a claim taken over by a later request is not ours. */
export interface ClaimRef {
  memberId: string;
  key: string;
  lockedUntil: Date;
}

function isOurClaim(claim: ClaimRef) {
  return and(
    eq(idempotencyKeys.memberId, claim.memberId),
    eq(idempotencyKeys.key, claim.key),
    eq(idempotencyKeys.lockedUntil, claim.lockedUntil),
    isNull(idempotencyKeys.responseStatus),
  );
}

/**
 * Stores the success answered to the claim's request; resolves to false (storing nothing) when
 * the claim is no longer ours.
 */
export async function completeKey(
  db: Executor,
  claim: ClaimRef,
  response: { status: number; body: string },
): Promise<boolean> {
  const rows = await db
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body })
    .where(isOurClaim(claim))
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Forgets an in-flight claim (its request failed), so a retry with the key runs afresh. */
export async function releaseKey(db: Executor, claim: ClaimRef): Promise<void> {
  await db.delete(idempotencyKeys).where(isOurClaim(claim));
}

/** Removes every key that expired at or before `now`; resolves to how many. */
export async function deleteExpiredKeys(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}
