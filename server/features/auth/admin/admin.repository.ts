import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  authIdentities,
  authMfaFactors,
  authUsers,
  type AuthFactorRow,
  type AuthIdentityRow,
} from '../../../db/schema';

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of the users of an audience, newest first unless asked otherwise, with the total;
 * `filter` matches part of the email or of `user_metadata.full_name` (any case).
 */
export async function listUsersPage(
  db: Executor,
  options: {
    aud: string;
    filter: string | null;
    isAscending: boolean;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [eq(authUsers.aud, options.aud)];
  if (options.filter) {
    const pattern = `%${likeLiteral(options.filter)}%`;
    const matches = or(
      ilike(authUsers.email, pattern),
      sql`${authUsers.userMetadata} ->> 'full_name' ilike ${pattern}`,
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const order = options.isAscending ? asc : desc;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(authUsers)
      .where(where)
      .orderBy(order(authUsers.createdAt), order(authUsers.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(authUsers).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** The identities of several users, grouped by user id. */
export async function listIdentitiesOfUsers(
  db: Executor,
  userIds: string[],
): Promise<Map<string, AuthIdentityRow[]>> {
  const grouped = new Map<string, AuthIdentityRow[]>();
  if (!userIds.length) return grouped;
  const rows = await db
    .select()
    .from(authIdentities)
    .where(inArray(authIdentities.userId, userIds))
    .orderBy(authIdentities.createdAt);
  for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
  return grouped;
}

/** The MFA factors of several users, grouped by user id. */
export async function listFactorsOfUsers(
  db: Executor,
  userIds: string[],
): Promise<Map<string, AuthFactorRow[]>> {
  const grouped = new Map<string, AuthFactorRow[]>();
  if (!userIds.length) return grouped;
  const rows = await db
    .select()
    .from(authMfaFactors)
    .where(inArray(authMfaFactors.userId, userIds))
    .orderBy(authMfaFactors.createdAt);
  for (const row of rows) grouped.set(row.userId, [...(grouped.get(row.userId) ?? []), row]);
  return grouped;
}

/** Deletes an account; identities, sessions, refresh tokens, factors and flow states go with it. */
export async function deleteAuthUser(db: Executor, userId: string) {
  await db.delete(authUsers).where(eq(authUsers.id, userId));
}

/** Deletes every MFA factor of a user (their challenges go with them). */
export async function deleteUserFactors(db: Executor, userId: string) {
  await db.delete(authMfaFactors).where(eq(authMfaFactors.userId, userId));
}

/** Empties an identity for a soft delete: no data, no email, an unrecognisable provider id. */
export async function obfuscateIdentity(db: Executor, identityId: string, providerId: string) {
  await db
    .update(authIdentities)
    .set({ identityData: {}, email: null, providerId, updatedAt: new Date() })
    .where(eq(authIdentities.id, identityId));
}

/** Renames a factor; returns the updated row. */
export async function renameFactor(db: Executor, factorId: string, friendlyName: string) {
  const [row] = await db
    .update(authMfaFactors)
    .set({ friendlyName, updatedAt: new Date() })
    .where(eq(authMfaFactors.id, factorId))
    .returning();
  if (!row) throw new Error('factor update matched no row');
  return row;
}
