import { and, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  authMfaChallenges,
  authMfaFactors,
  authSessions,
  authUsers,
  type FactorWebauthnCredential,
} from '../../../db/schema';
import type { AmrEntry } from '../auth-tokens';

// ---- factors -----------------------------------------------------------------------------

/** Locks the user's row for the rest of the transaction, so enrolments of one user queue up. */
export async function lockUser(db: Executor, userId: string): Promise<void> {
  await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(eq(authUsers.id, userId))
    .for('update');
}

/** Deletes the user's unverified factors created before `createdBefore`. */
export async function deleteStaleUnverifiedFactors(
  db: Executor,
  userId: string,
  createdBefore: Date,
): Promise<void> {
  await db
    .delete(authMfaFactors)
    .where(
      and(
        eq(authMfaFactors.userId, userId),
        eq(authMfaFactors.status, 'unverified'),
        lt(authMfaFactors.createdAt, createdBefore),
      ),
    );
}

/** Inserts a factor and returns its row. */
export async function insertFactor(db: Executor, values: typeof authMfaFactors.$inferInsert) {
  const [row] = await db.insert(authMfaFactors).values(values).returning();
  if (!row) throw new Error('factor insert returned no row');
  return row;
}

/** The factor `factorId` if it belongs to `userId`. */
export async function findUserFactor(db: Executor, userId: string, factorId: string) {
  const rows = await db
    .select()
    .from(authMfaFactors)
    .where(and(eq(authMfaFactors.id, factorId), eq(authMfaFactors.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Records when a factor was last challenged. */
export async function markFactorChallenged(db: Executor, factorId: string, now: Date) {
  await db
    .update(authMfaFactors)
    .set({ lastChallengedAt: now })
    .where(eq(authMfaFactors.id, factorId));
}

/** Marks a factor `verified`. */
export async function markFactorVerified(db: Executor, factorId: string, now: Date) {
  await db
    .update(authMfaFactors)
    .set({ status: 'verified', updatedAt: now })
    .where(eq(authMfaFactors.id, factorId));
}

/** Stores the security key a WebAuthn factor was verified with. */
export async function storeFactorCredential(
  db: Executor,
  factorId: string,
  values: { credential: FactorWebauthnCredential; aaguid: string | null; now: Date },
) {
  await db
    .update(authMfaFactors)
    .set({
      webauthnCredential: values.credential,
      webauthnAaguid: values.aaguid,
      updatedAt: values.now,
    })
    .where(eq(authMfaFactors.id, factorId));
}

/**
 * Moves a security key's signature counter forward. The update names the counter it judged, so
 * of two verifications racing with one signature only one wins: false for the loser.
 */
export async function advanceFactorCounter(
  db: Executor,
  factorId: string,
  counters: { judged: number; next: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(authMfaFactors)
    .set({
      webauthnCredential: sql`jsonb_set(${authMfaFactors.webauthnCredential}, '{counter}', to_jsonb(${counters.next}::bigint))`,
      updatedAt: counters.now,
    })
    .where(
      and(
        eq(authMfaFactors.id, factorId),
        sql`(${authMfaFactors.webauthnCredential} ->> 'counter')::bigint = ${counters.judged}::bigint`,
      ),
    )
    .returning({ id: authMfaFactors.id });
  return rows.length > 0;
}

/** Deletes the user's unverified factors of a type, except `keepFactorId`. */
export async function deleteOtherUnverifiedFactors(
  db: Executor,
  userId: string,
  factorType: string,
  keepFactorId: string,
) {
  await db
    .delete(authMfaFactors)
    .where(
      and(
        eq(authMfaFactors.userId, userId),
        eq(authMfaFactors.factorType, factorType),
        eq(authMfaFactors.status, 'unverified'),
        ne(authMfaFactors.id, keepFactorId),
      ),
    );
}

/** Deletes a factor; its challenges go with it. */
export async function deleteFactor(db: Executor, factorId: string) {
  await db.delete(authMfaFactors).where(eq(authMfaFactors.id, factorId));
}

// ---- challenges --------------------------------------------------------------------------

/** Inserts a challenge and returns its row. */
export async function insertChallenge(db: Executor, values: typeof authMfaChallenges.$inferInsert) {
  const [row] = await db.insert(authMfaChallenges).values(values).returning();
  if (!row) throw new Error('challenge insert returned no row');
  return row;
}

/** The challenge `challengeId` of the factor `factorId`. */
export async function findFactorChallenge(db: Executor, factorId: string, challengeId: string) {
  const rows = await db
    .select()
    .from(authMfaChallenges)
    .where(and(eq(authMfaChallenges.id, challengeId), eq(authMfaChallenges.factorId, factorId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes a challenge (an expired one, when it is presented). */
export async function deleteChallenge(db: Executor, challengeId: string) {
  await db.delete(authMfaChallenges).where(eq(authMfaChallenges.id, challengeId));
}

/** Marks a challenge verified unless it already was; false when it was (or is gone). */
export async function consumeChallenge(
  db: Executor,
  challengeId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(authMfaChallenges)
    .set({ verifiedAt: now })
    .where(and(eq(authMfaChallenges.id, challengeId), isNull(authMfaChallenges.verifiedAt)))
    .returning({ id: authMfaChallenges.id });
  return rows.length > 0;
}

// ---- sessions ----------------------------------------------------------------------------

/** Raises a session to aal2 through `factorId` with its new `amr`; returns the updated row. */
export async function upgradeSessionToAal2(
  db: Executor,
  sessionId: string,
  values: { factorId: string; amr: AmrEntry[]; now: Date },
) {
  const [row] = await db
    .update(authSessions)
    .set({ aal: 'aal2', factorId: values.factorId, amr: values.amr, updatedAt: values.now })
    .where(eq(authSessions.id, sessionId))
    .returning();
  return row ?? null;
}

/**
 * Sessions whose aal2 came from `factorId` go back to aal1: no factor, and the `method`
 * entries removed from their `amr` (order kept).
 */
export async function downgradeFactorSessions(
  db: Executor,
  factorId: string,
  method: string,
  now: Date,
) {
  await db
    .update(authSessions)
    .set({
      aal: 'aal1',
      factorId: null,
      amr: sql`(
        select coalesce(jsonb_agg(entry.value order by entry.position), '[]'::jsonb)
        from jsonb_array_elements(${authSessions.amr}) with ordinality as entry(value, position)
        where entry.value ->> 'method' is distinct from ${method}
      )`,
      updatedAt: now,
    })
    .where(eq(authSessions.factorId, factorId));
}
