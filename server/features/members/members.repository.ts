import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, reservedUsernames } from '../../db/schema';

/*
 * Members as every feature knows them: a profile row's identity (id, username, avatar, staff
 * flags). The lowest member-facing layer (issue 27): features that show an author or check a role
 * import this, not the profiles feature, whose profile page composes blocks, messages and posts.
 */

/** Public fields of a profile shown beside posts, comments and reports. */
export interface AuthorRow {
  id: string;
  username: string;
  avatarUrl: string | null;
}

/**
 * Authors (id, username, avatar) of the given profile ids in one query; unknown ids are absent.
 */
export async function findAuthorsByIds(
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, AuthorRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: profiles.id, username: profiles.username, avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(inArray(profiles.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether a profile with this id exists. */
export async function profileIdExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, id))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether another profile (not `exceptId`) has this username, compared case-insensitively, or
 * it is reserved (an erased account's, issue 27: `reserved_usernames`, lower-cased).
 */
export async function isUsernameTaken(
  db: Executor,
  username: string,
  exceptId?: string,
): Promise<boolean> {
  const name = username.toLowerCase();
  const sameName = sql`lower(${profiles.username}) = ${name}`;
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(exceptId ? and(sameName, ne(profiles.id, exceptId)) : sameName)
    .limit(1);
  if (rows.length > 0) return true;
  const reserved = await db
    .select({ username: reservedUsernames.username })
    .from(reservedUsernames)
    .where(eq(reservedUsernames.username, name))
    .limit(1);
  return reserved.length > 0;
}

export async function insertProfile(db: Executor, values: typeof profiles.$inferInsert) {
  await db.insert(profiles).values(values);
}

/** Deletes a profile; the member's posts, comments, likes and follows go with it (cascade). */
export async function deleteProfile(db: Executor, id: string) {
  await db.delete(profiles).where(eq(profiles.id, id));
}

/** Clears a member's avatar (its photo is gone). */
export async function clearAvatar(tx: Executor, userId: string): Promise<void> {
  await tx.update(profiles).set({ avatarUrl: null }).where(eq(profiles.id, userId));
}

/**
 * Whether the member is staff who act on content: a moderator or an admin (`profiles.is_moderator`
 * or `is_admin`, issue 15); false for an unknown id.
 */
export async function isStaffMember(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ isAdmin: profiles.isAdmin, isModerator: profiles.isModerator })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return (rows[0]?.isAdmin ?? false) || (rows[0]?.isModerator ?? false);
}

/** Whether the member is an admin (`profiles.is_admin`): contests, the catalogue, verification. */
export async function isAdminMember(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.isAdmin ?? false;
}
