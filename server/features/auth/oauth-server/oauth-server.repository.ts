import { and, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  authOauthAuthorizations,
  authOauthClients,
  authOauthConsents,
  type OauthAuthorizationRow,
  type OauthClientRow,
} from '../../../db/schema';

/** Storage of the OAuth server: its clients, the members' requests and what they allowed. */

export async function insertOauthClient(
  db: Executor,
  values: typeof authOauthClients.$inferInsert,
): Promise<OauthClientRow> {
  const [row] = await db.insert(authOauthClients).values(values).returning();
  if (!row) throw new Error('oauth client insert returned no row');
  return row;
}

export async function findOauthClient(db: Executor, id: string): Promise<OauthClientRow | null> {
  const rows = await db.select().from(authOauthClients).where(eq(authOauthClients.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function updateOauthClient(
  db: Executor,
  id: string,
  patch: Partial<typeof authOauthClients.$inferInsert>,
): Promise<OauthClientRow | null> {
  const [row] = await db
    .update(authOauthClients)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(authOauthClients.id, id))
    .returning();
  return row ?? null;
}

/** Removes a client; its requests, consents and sessions go with it (foreign keys). */
export async function deleteOauthClient(db: Executor, id: string): Promise<void> {
  await db.delete(authOauthClients).where(eq(authOauthClients.id, id));
}

/** One page of clients, newest first, and how many there are. */
export async function listOauthClients(
  db: Executor,
  page: { page: number; perPage: number },
): Promise<{ rows: OauthClientRow[]; total: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(authOauthClients)
      .orderBy(desc(authOauthClients.createdAt), desc(authOauthClients.id))
      .limit(page.perPage)
      .offset((page.page - 1) * page.perPage),
    db.select({ total: count() }).from(authOauthClients),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function insertAuthorization(
  db: Executor,
  values: typeof authOauthAuthorizations.$inferInsert,
): Promise<OauthAuthorizationRow> {
  const [row] = await db.insert(authOauthAuthorizations).values(values).returning();
  if (!row) throw new Error('oauth authorization insert returned no row');
  return row;
}

/** A request by its public id, locked for the rest of the transaction. */
export async function findAuthorizationForUpdate(
  db: Executor,
  authorizationId: string,
): Promise<OauthAuthorizationRow | null> {
  const rows = await db
    .select()
    .from(authOauthAuthorizations)
    .where(eq(authOauthAuthorizations.authorizationId, authorizationId))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

/** An approved request by its code's hash, locked for the rest of the transaction. */
export async function findAuthorizationByCodeForUpdate(
  db: Executor,
  codeHash: string,
): Promise<OauthAuthorizationRow | null> {
  const rows = await db
    .select()
    .from(authOauthAuthorizations)
    .where(eq(authOauthAuthorizations.authorizationCodeHash, codeHash))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function updateAuthorization(
  db: Executor,
  id: string,
  patch: Partial<typeof authOauthAuthorizations.$inferInsert>,
): Promise<OauthAuthorizationRow> {
  const [row] = await db
    .update(authOauthAuthorizations)
    .set(patch)
    .where(eq(authOauthAuthorizations.id, id))
    .returning();
  if (!row) throw new Error('oauth authorization update returned no row');
  return row;
}

export async function deleteAuthorization(db: Executor, id: string): Promise<void> {
  await db.delete(authOauthAuthorizations).where(eq(authOauthAuthorizations.id, id));
}

/** Drops up to `limit` requests that expired before `before` (answered or not). */
export async function deleteExpiredAuthorizations(
  db: Executor,
  before: Date,
  limit: number,
): Promise<void> {
  await db
    .delete(authOauthAuthorizations)
    .where(
      sql`${authOauthAuthorizations.id} in (${db
        .select({ id: authOauthAuthorizations.id })
        .from(authOauthAuthorizations)
        .where(lt(authOauthAuthorizations.expiresAt, before))
        .limit(limit)})`,
    );
}

/** The member's standing consent for an app (not revoked), if any. */
export async function findActiveConsent(db: Executor, userId: string, clientId: string) {
  const rows = await db
    .select()
    .from(authOauthConsents)
    .where(
      and(
        eq(authOauthConsents.userId, userId),
        eq(authOauthConsents.clientId, clientId),
        isNull(authOauthConsents.revokedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Records what the member allowed an app: a new grant, or the scopes of a renewed one. */
export async function upsertConsent(
  db: Executor,
  values: { userId: string; clientId: string; scopes: string; grantedAt: Date },
): Promise<void> {
  await db
    .insert(authOauthConsents)
    .values(values)
    .onConflictDoUpdate({
      target: [authOauthConsents.userId, authOauthConsents.clientId],
      set: { scopes: values.scopes, grantedAt: values.grantedAt, revokedAt: null },
    });
}

/** Marks the member's grant to an app revoked; false when there was none standing. */
export async function revokeConsent(
  db: Executor,
  userId: string,
  clientId: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(authOauthConsents)
    .set({ revokedAt: at })
    .where(
      and(
        eq(authOauthConsents.userId, userId),
        eq(authOauthConsents.clientId, clientId),
        isNull(authOauthConsents.revokedAt),
      ),
    )
    .returning({ id: authOauthConsents.id });
  return rows.length > 0;
}

/** The member's standing grants with their apps, newest first. */
export async function listActiveGrants(db: Executor, userId: string) {
  return db
    .select({ consent: authOauthConsents, client: authOauthClients })
    .from(authOauthConsents)
    .innerJoin(authOauthClients, eq(authOauthClients.id, authOauthConsents.clientId))
    .where(and(eq(authOauthConsents.userId, userId), isNull(authOauthConsents.revokedAt)))
    .orderBy(desc(authOauthConsents.grantedAt));
}
