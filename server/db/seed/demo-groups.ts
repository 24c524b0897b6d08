import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { groupJoinRequests, groupMembers, groups, posts, profiles } from '../schema';
import { demoGroups } from './demo-groups-data';
import { demoMemberId } from './demo-seed';
import { stableUuid } from './stable-id';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Rows the groups part of a demo run added. */
export interface DemoGroupsResult {
  groups: number;
  members: number;
  requests: number;
  posts: number;
}

/** The fixed id of a demo group. */
export function demoGroupId(key: string): string {
  return stableUuid(`demo:group:${key}`);
}

/**
 * Adds the demo groups (public and private), their owners, moderators and members, waiting
 * requests and a few posts, then sets the groups' counters from the rows. Idempotent: fixed
 * ids, existing rows left alone; demo members missing from the database are skipped, and a
 * group whose name or owner is unavailable is left out with everything in it.
 */
export async function seedDemoGroups(db: Database, now = new Date()): Promise<DemoGroupsResult> {
  const result: DemoGroupsResult = { groups: 0, members: 0, requests: 0, posts: 0 };
  const usernames = demoGroups.flatMap((g) => [
    g.owner,
    ...g.moderators,
    ...g.members,
    ...(g.requests ?? []),
  ]);
  const present = new Set(
    (
      await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, [...new Set(usernames.map(demoMemberId))]))
    ).map((row) => row.id),
  );
  const idOf = (username: string) => {
    const id = demoMemberId(username);
    return present.has(id) ? id : null;
  };

  await db.transaction(async (tx) => {
    for (const group of demoGroups) {
      const ownerId = idOf(group.owner);
      if (!ownerId) continue;
      const id = demoGroupId(group.key);
      const createdAt = new Date(now.getTime() - group.createdDaysAgo * DAY_MS);
      const inserted = await tx
        .insert(groups)
        .values({
          id,
          name: group.name,
          description: group.description,
          about: group.about,
          park: group.park,
          topic: group.topic,
          visibility: group.visibility,
          createdAt,
          updatedAt: createdAt,
          lastActivityAt: createdAt,
        })
        // A name taken by a member's own group (any letter case) leaves the demo one out.
        .onConflictDoNothing()
        .returning({ id: groups.id });
      result.groups += inserted.length;
      const [exists] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(sql`${groups.id} = ${id}`);
      if (!exists) continue;

      const memberRows = [
        { userId: ownerId, role: 'owner' as const },
        ...group.moderators.map((u) => ({ userId: idOf(u), role: 'moderator' as const })),
        ...group.members.map((u) => ({ userId: idOf(u), role: 'member' as const })),
      ]
        .filter((row): row is { userId: string; role: 'owner' | 'moderator' | 'member' } =>
          Boolean(row.userId),
        )
        .map((row, index) => ({
          groupId: id,
          ...row,
          joinedAt: new Date(createdAt.getTime() + index * HOUR_MS),
        }));
      const members = await tx
        .insert(groupMembers)
        .values(memberRows)
        .onConflictDoNothing()
        .returning({ userId: groupMembers.userId });
      result.members += members.length;

      const requestRows = (group.requests ?? [])
        .map(idOf)
        .filter((userId): userId is string => Boolean(userId))
        .map((userId) => ({ groupId: id, userId, createdAt: new Date(now.getTime() - DAY_MS) }));
      if (requestRows.length > 0) {
        const requests = await tx
          .insert(groupJoinRequests)
          .values(requestRows)
          .onConflictDoNothing()
          .returning({ userId: groupJoinRequests.userId });
        result.requests += requests.length;
      }

      const inGroup = new Set(memberRows.map((row) => row.userId));
      for (const post of group.posts) {
        const authorId = idOf(post.author);
        if (!authorId || !inGroup.has(authorId)) continue;
        const at = new Date(now.getTime() - post.hoursAgo * HOUR_MS);
        const added = await tx
          .insert(posts)
          .values({
            id: stableUuid(`demo:group-post:${post.key}`),
            authorId,
            groupId: id,
            body: post.body,
            park: group.park,
            tags: post.tags ?? [],
            createdAt: at,
            updatedAt: at,
          })
          .onConflictDoNothing()
          .returning({ id: posts.id });
        result.posts += added.length;
      }
    }

    // Counters in step with the rows (the API keeps them so; the seeder writes rows directly).
    const ids = demoGroups.map((g) => demoGroupId(g.key));
    await tx
      .update(groups)
      .set({
        memberCount: sql`(select count(*)::int from group_members m where m.group_id = groups.id)`,
        postCount: sql`(select count(*)::int from posts p
          where p.group_id = groups.id and p.deleted_at is null)`,
        lastActivityAt: sql`greatest(${groups.createdAt}, coalesce((select max(p.created_at)
          from posts p where p.group_id = groups.id and p.deleted_at is null), ${groups.createdAt}))`,
      })
      .where(inArray(groups.id, ids));
  });
  return result;
}
