import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  authWebauthnChallenges,
  authWebauthnCredentials,
  type WebauthnChallengeRow,
  type WebauthnCredentialRow,
} from '../../../db/schema';

export type ChallengeType = 'registration' | 'authentication';

/** Stores a challenge and, on the way, drops the ones whose time has passed. */
export async function insertChallenge(
  db: Executor,
  values: {
    userId: string | null;
    challengeType: ChallengeType;
    challenge: string;
    userVerification: string;
    expiresAt: Date;
    now: Date;
  },
): Promise<WebauthnChallengeRow> {
  await db.delete(authWebauthnChallenges).where(lt(authWebauthnChallenges.expiresAt, values.now));
  const [row] = await db
    .insert(authWebauthnChallenges)
    .values({
      userId: values.userId,
      challengeType: values.challengeType,
      challenge: values.challenge,
      userVerification: values.userVerification,
      expiresAt: values.expiresAt,
    })
    .returning();
  return row!;
}

/**
 * Takes a challenge out of the table in one statement, so two answers to it cannot both be
 * judged: the second finds nothing. A registration challenge is only the member's own.
 */
export async function consumeChallenge(
  db: Executor,
  id: string,
  challengeType: ChallengeType,
  userId: string | null,
): Promise<WebauthnChallengeRow | null> {
  const [row] = await db
    .delete(authWebauthnChallenges)
    .where(
      and(
        eq(authWebauthnChallenges.id, id),
        eq(authWebauthnChallenges.challengeType, challengeType),
        userId === null
          ? sql`${authWebauthnChallenges.userId} is null`
          : eq(authWebauthnChallenges.userId, userId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function listCredentials(
  db: Executor,
  userId: string,
): Promise<WebauthnCredentialRow[]> {
  return db
    .select()
    .from(authWebauthnCredentials)
    .where(eq(authWebauthnCredentials.userId, userId))
    .orderBy(asc(authWebauthnCredentials.createdAt), asc(authWebauthnCredentials.id));
}

export async function countCredentials(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(authWebauthnCredentials)
    .where(eq(authWebauthnCredentials.userId, userId));
  return row?.total ?? 0;
}

export async function findCredentialByCredentialId(
  db: Executor,
  credentialId: string,
): Promise<WebauthnCredentialRow | null> {
  const [row] = await db
    .select()
    .from(authWebauthnCredentials)
    .where(eq(authWebauthnCredentials.credentialId, credentialId));
  return row ?? null;
}

export async function findOwnCredential(
  db: Executor,
  id: string,
  userId: string,
): Promise<WebauthnCredentialRow | null> {
  const [row] = await db
    .select()
    .from(authWebauthnCredentials)
    .where(and(eq(authWebauthnCredentials.id, id), eq(authWebauthnCredentials.userId, userId)));
  return row ?? null;
}

/** Inserts a passkey; null when its credential id is already registered (to anyone). */
export async function insertCredential(
  db: Executor,
  values: typeof authWebauthnCredentials.$inferInsert,
): Promise<WebauthnCredentialRow | null> {
  const [row] = await db
    .insert(authWebauthnCredentials)
    .values(values)
    .onConflictDoNothing({ target: authWebauthnCredentials.credentialId })
    .returning();
  return row ?? null;
}

/**
 * Records a sign-in with a passkey. The counter moves only forward: the update names the
 * counter it judged, so of two sign-ins racing with one signature only one wins.
 */
export async function recordCredentialUse(
  db: Executor,
  credential: WebauthnCredentialRow,
  values: { signCount: number; isBackedUp: boolean; now: Date },
): Promise<boolean> {
  const updated = await db
    .update(authWebauthnCredentials)
    .set({
      signCount: values.signCount,
      isBackedUp: values.isBackedUp,
      lastUsedAt: values.now,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(authWebauthnCredentials.id, credential.id),
        eq(authWebauthnCredentials.signCount, credential.signCount),
      ),
    )
    .returning({ id: authWebauthnCredentials.id });
  return updated.length === 1;
}

export async function renameCredential(
  db: Executor,
  id: string,
  friendlyName: string,
  now: Date,
): Promise<WebauthnCredentialRow | null> {
  const [row] = await db
    .update(authWebauthnCredentials)
    .set({ friendlyName, updatedAt: now })
    .where(eq(authWebauthnCredentials.id, id))
    .returning();
  return row ?? null;
}

export async function deleteCredential(db: Executor, id: string): Promise<void> {
  await db.delete(authWebauthnCredentials).where(eq(authWebauthnCredentials.id, id));
}

/** Deletes every passkey of a member (a soft-deleted account signs in with none). */
export async function deleteUserCredentials(db: Executor, userId: string): Promise<void> {
  await db.delete(authWebauthnCredentials).where(eq(authWebauthnCredentials.userId, userId));
}
