import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  authFlowStates,
  authIdentities,
  authMfaFactors,
  authRefreshTokens,
  authSessions,
  authUsers,
  type AuthUserRow,
} from '../../db/schema';

// ---- users -------------------------------------------------------------------------------

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(authUsers)
    .where(sql`lower(${authUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, id: string) {
  const rows = await db.select().from(authUsers).where(eq(authUsers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Executor, values: typeof authUsers.$inferInsert) {
  const [row] = await db.insert(authUsers).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<typeof authUsers.$inferInsert>,
): Promise<AuthUserRow> {
  const [row] = await db
    .update(authUsers)
    .set({ ...patch, updatedAt: patch.updatedAt ?? new Date() })
    .where(eq(authUsers.id, id))
    .returning();
  if (!row) throw new Error('user update matched no row');
  return row;
}

/** The columns that record when a kind of email last went to a user. */
export type MailSentAtColumn =
  'confirmationSentAt' | 'recoverySentAt' | 'emailChangeSentAt' | 'reauthenticationSentAt';

/**
 * Stamps `column` with `now` only when the previous mail of that kind went out at least
 * `minIntervalSeconds` before (or never): one atomic statement, so of parallel requests only one
 * may send. Resolves to null when claimed, else to the previous sent time.
 */
export async function claimMailInterval(
  db: Executor,
  userId: string,
  column: MailSentAtColumn,
  now: Date,
  minIntervalSeconds: number,
): Promise<Date | null> {
  const sentAt = authUsers[column];
  const earliest = new Date(now.getTime() - minIntervalSeconds * 1000);
  const claimed = await db
    .update(authUsers)
    .set({ [column]: now })
    .where(
      and(
        eq(authUsers.id, userId),
        sql`(${sentAt} is null or ${sentAt} <= ${earliest.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: authUsers.id });
  if (claimed.length > 0) return null;
  const [row] = await db.select({ sentAt }).from(authUsers).where(eq(authUsers.id, userId));
  return row?.sentAt ?? now;
}

/** The user whose confirmation, recovery or email-change token equals `tokenHash`. */
export async function findUserByTokenHash(
  db: Executor,
  column: 'confirmationToken' | 'recoveryToken' | 'emailChangeToken' | 'reauthenticationToken',
  tokenHash: string,
) {
  const rows = await db.select().from(authUsers).where(eq(authUsers[column], tokenHash)).limit(1);
  return rows[0] ?? null;
}

/** The user waiting to confirm a change to `email` (the new address). */
export async function findUserByEmailChange(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(authUsers)
    .where(sql`lower(${authUsers.emailChange}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Applies `patch` only while the user's `column` still holds `expected`, so a one-time token is
 * used once even when two requests race. Null when the token was already used or replaced.
 */
export async function consumeUserToken(
  db: Executor,
  userId: string,
  column: 'confirmationToken' | 'recoveryToken' | 'emailChangeToken' | 'reauthenticationToken',
  expected: string,
  patch: Partial<typeof authUsers.$inferInsert>,
): Promise<AuthUserRow | null> {
  const [row] = await db
    .update(authUsers)
    .set({ ...patch, [column]: null, updatedAt: patch.updatedAt ?? new Date() })
    .where(and(eq(authUsers.id, userId), eq(authUsers[column], expected)))
    .returning();
  return row ?? null;
}

// ---- identities and factors ---------------------------------------------------------------

export function listIdentities(db: Executor, userId: string) {
  return db
    .select()
    .from(authIdentities)
    .where(eq(authIdentities.userId, userId))
    .orderBy(authIdentities.createdAt);
}

export async function insertIdentity(db: Executor, values: typeof authIdentities.$inferInsert) {
  const [row] = await db.insert(authIdentities).values(values).returning();
  if (!row) throw new Error('identity insert returned no row');
  return row;
}

/** The identity a provider's account is linked to, if any. */
export async function findIdentity(db: Executor, provider: string, providerId: string) {
  const rows = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, provider), eq(authIdentities.providerId, providerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Refreshes what a provider said about the account at sign-in. */
export async function updateIdentity(
  db: Executor,
  id: string,
  patch: Partial<typeof authIdentities.$inferInsert>,
) {
  await db
    .update(authIdentities)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authIdentities.id, id));
}

export async function deleteIdentity(db: Executor, id: string) {
  await db.delete(authIdentities).where(eq(authIdentities.id, id));
}

export async function updateEmailIdentity(db: Executor, userId: string, email: string) {
  await db
    .update(authIdentities)
    .set({
      email,
      identityData: sql`${authIdentities.identityData} || ${JSON.stringify({ email })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, 'email')));
}

/** Marks the user's email identity as verified (`identity_data.email_verified`). */
export async function markEmailIdentityVerified(db: Executor, userId: string) {
  await db
    .update(authIdentities)
    .set({
      identityData: sql`${authIdentities.identityData} || '{"email_verified":true}'::jsonb`,
      updatedAt: new Date(),
    })
    .where(and(eq(authIdentities.userId, userId), eq(authIdentities.provider, 'email')));
}

export function listFactors(db: Executor, userId: string) {
  return db
    .select()
    .from(authMfaFactors)
    .where(eq(authMfaFactors.userId, userId))
    .orderBy(authMfaFactors.createdAt);
}

// ---- sessions and refresh tokens ----------------------------------------------------------

export async function insertSession(db: Executor, values: typeof authSessions.$inferInsert) {
  const [row] = await db.insert(authSessions).values(values).returning();
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** Which of `ids` (uuids) are sessions that still exist, in one query. */
export async function listExistingSessionIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(inArray(authSessions.id, ids));
  return rows.map((row) => row.id);
}

export async function findSession(db: Executor, id: string) {
  const rows = await db.select().from(authSessions).where(eq(authSessions.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function updateSession(
  db: Executor,
  id: string,
  patch: Partial<typeof authSessions.$inferInsert>,
) {
  await db
    .update(authSessions)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authSessions.id, id));
}

/** A session that was deleted: its id and its member. */
export interface EndedSessionRow {
  id: string;
  userId: string;
}

const endedSessionColumns = { id: authSessions.id, userId: authSessions.userId };

/** Deletes one session; returns it when it existed. */
export function deleteSession(db: Executor, id: string): Promise<EndedSessionRow[]> {
  return db.delete(authSessions).where(eq(authSessions.id, id)).returning(endedSessionColumns);
}

/** Deletes the user's sessions, all of them or all but `keepSessionId`; returns them. */
export function deleteUserSessions(
  db: Executor,
  userId: string,
  keepSessionId?: string,
): Promise<EndedSessionRow[]> {
  return db
    .delete(authSessions)
    .where(
      keepSessionId
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepSessionId))
        : eq(authSessions.userId, userId),
    )
    .returning(endedSessionColumns);
}

/** Deletes the sessions granted to a third-party app, of one member or of all; returns them. */
export function deleteAppSessions(
  db: Executor,
  oauthClientId: string,
  userId?: string,
): Promise<EndedSessionRow[]> {
  return db
    .delete(authSessions)
    .where(
      userId
        ? and(eq(authSessions.oauthClientId, oauthClientId), eq(authSessions.userId, userId))
        : eq(authSessions.oauthClientId, oauthClientId),
    )
    .returning(endedSessionColumns);
}

/** Deletes the user's sessions below `aal2`, except `keepSessionId`; returns them. */
export function deleteLowAalSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
): Promise<EndedSessionRow[]> {
  return db
    .delete(authSessions)
    .where(
      and(
        eq(authSessions.userId, userId),
        ne(authSessions.id, keepSessionId),
        ne(authSessions.aal, 'aal2'),
      ),
    )
    .returning(endedSessionColumns);
}

/**
 * What every signed-in request needs to know of its session, in one query: whose it is, whether
 * the member is banned or deleted, and whether they have a verified second factor (then only an
 * `aal2` token may act for them). Null when the session no longer exists.
 */
export async function findSessionState(db: Executor, sessionId: string) {
  const rows = await db
    .select({
      userId: authSessions.userId,
      bannedUntil: authUsers.bannedUntil,
      deletedAt: authUsers.deletedAt,
      isAnonymous: authUsers.isAnonymous,
      hasVerifiedFactor: sql<boolean>`exists (select 1 from ${authMfaFactors} where ${authMfaFactors.userId} = ${authSessions.userId} and ${authMfaFactors.status} = 'verified')`,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .where(eq(authSessions.id, sessionId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRefreshToken(
  db: Executor,
  values: typeof authRefreshTokens.$inferInsert,
) {
  await db.insert(authRefreshTokens).values(values);
}

/** The refresh token row for a hash, locked for the rest of the transaction. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const rows = await db
    .select()
    .from(authRefreshTokens)
    .where(eq(authRefreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** The session's newest unrevoked refresh token. */
export async function findActiveRefreshToken(db: Executor, sessionId: string) {
  const rows = await db
    .select()
    .from(authRefreshTokens)
    .where(and(eq(authRefreshTokens.sessionId, sessionId), eq(authRefreshTokens.revoked, false)))
    .orderBy(desc(authRefreshTokens.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeRefreshToken(db: Executor, id: string, now: Date) {
  await db
    .update(authRefreshTokens)
    .set({ revoked: true, updatedAt: now })
    .where(eq(authRefreshTokens.id, id));
}

export async function revokeSessionRefreshTokens(db: Executor, sessionIds: string[], now: Date) {
  if (!sessionIds.length) return;
  await db
    .update(authRefreshTokens)
    .set({ revoked: true, updatedAt: now })
    .where(inArray(authRefreshTokens.sessionId, sessionIds));
}

// ---- PKCE flow state ---------------------------------------------------------------------

export async function insertFlowState(db: Executor, values: typeof authFlowStates.$inferInsert) {
  const [row] = await db.insert(authFlowStates).values(values).returning();
  if (!row) throw new Error('flow state insert returned no row');
  return row;
}

/** The newest flow state of a user for an authentication method. */
export async function findLatestFlowState(db: Executor, userId: string, method: string) {
  const rows = await db
    .select()
    .from(authFlowStates)
    .where(and(eq(authFlowStates.userId, userId), eq(authFlowStates.authenticationMethod, method)))
    .orderBy(desc(authFlowStates.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFlowStateByAuthCode(db: Executor, authCode: string) {
  const rows = await db
    .select()
    .from(authFlowStates)
    .where(eq(authFlowStates.authCode, authCode))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateFlowState(
  db: Executor,
  id: string,
  patch: Partial<typeof authFlowStates.$inferInsert>,
) {
  await db
    .update(authFlowStates)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authFlowStates.id, id));
}

export async function deleteFlowState(db: Executor, id: string) {
  await db.delete(authFlowStates).where(eq(authFlowStates.id, id));
}
