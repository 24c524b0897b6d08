import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { groupInvites, profiles, type GroupInviteRow } from '../../db/schema';
import { cursorTimestamp, type CursorKey } from '../../lib/cursor';
import type { AuthorRow } from '../members/members.repository';

/** An invite with who made it and its cursor timestamp. */
export type GroupInviteListRow = GroupInviteRow & { creator: AuthorRow | null; key: CursorKey };

export async function insertInvite(
  db: Executor,
  values: { groupId: string; token: string; createdBy: string; expiresAt: Date },
): Promise<GroupInviteRow> {
  const [row] = await db.insert(groupInvites).values(values).returning();
  if (!row) throw new Error('invite insert returned no row');
  return row;
}

/** An invite by its link's token; null when there is none. */
export async function findInviteByToken(
  db: Executor,
  token: string,
): Promise<GroupInviteRow | null> {
  const rows = await db.select().from(groupInvites).where(eq(groupInvites.token, token)).limit(1);
  return rows[0] ?? null;
}

/** Revokes a group's invite (once); returns whether the invite is the group's. */
export async function revokeInvite(
  db: Executor,
  groupId: string,
  inviteId: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(groupInvites)
    .set({ revokedAt: sql`coalesce(${groupInvites.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(groupInvites.id, inviteId), eq(groupInvites.groupId, groupId)))
    .returning({ id: groupInvites.id });
  return rows.length > 0;
}

/** Revokes every link of the group that `createdBy` made and that is still unrevoked. */
export async function revokeInvitesCreatedBy(
  db: Executor,
  groupId: string,
  createdBy: string,
  now: Date,
): Promise<void> {
  await db
    .update(groupInvites)
    .set({ revokedAt: now })
    .where(
      and(
        eq(groupInvites.groupId, groupId),
        eq(groupInvites.createdBy, createdBy),
        isNull(groupInvites.revokedAt),
      ),
    );
}

/** One page of a group's invites, newest first. */
export async function listInvitesPage(
  db: Executor,
  groupId: string,
  cursor: CursorKey | undefined,
  limit: number,
): Promise<GroupInviteListRow[]> {
  const after = cursor
    ? sql`(${groupInvites.createdAt}, ${groupInvites.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({
      invite: groupInvites,
      creatorId: profiles.id,
      creatorUsername: profiles.username,
      creatorAvatarUrl: profiles.avatarUrl,
      keyCreatedAt: cursorTimestamp(groupInvites.createdAt),
    })
    .from(groupInvites)
    .leftJoin(profiles, eq(profiles.id, groupInvites.createdBy))
    .where(and(eq(groupInvites.groupId, groupId), after))
    .orderBy(desc(groupInvites.createdAt), desc(groupInvites.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row.invite,
    creator:
      row.creatorId && row.creatorUsername !== null
        ? { id: row.creatorId, username: row.creatorUsername, avatarUrl: row.creatorAvatarUrl }
        : null,
    key: { createdAt: row.keyCreatedAt, id: row.invite.id },
  }));
}
