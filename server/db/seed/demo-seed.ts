import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { notifications, profiles } from '../schema';
import { demoMembers, demoNotifications } from './demo-data';
import { stableUuid } from './stable-id';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The fixed profile id of a demo member. */
export function demoMemberId(username: string): string {
  return stableUuid(`demo:profile:${username.toLowerCase()}`);
}

/** Rows a demo run added, per table (0 and 0 when the demo was already there). */
export interface DemoSeedResult {
  profiles: number;
  notifications: number;
}

function demoProfileRows(now: Date): (typeof profiles.$inferInsert)[] {
  return demoMembers.map((member) => ({
    id: demoMemberId(member.username),
    username: member.username,
    firstName: member.firstName,
    lastName: member.lastName,
    bio: member.bio,
    isAdmin: member.isAdmin ?? false,
    createdAt: new Date(now.getTime() - member.joinedDaysAgo * DAY_MS),
    updatedAt: new Date(now.getTime() - Math.floor(member.joinedDaysAgo / 2) * DAY_MS),
  }));
}

/** Notification rows whose recipient and actor are demo profiles present in the database. */
function demoNotificationRows(now: Date, presentIds: Set<string>) {
  const isPresent = (username: string | null) =>
    username === null || presentIds.has(demoMemberId(username));
  return demoNotifications
    .filter((item) => isPresent(item.recipient) && isPresent(item.actor))
    .map((item): typeof notifications.$inferInsert => {
      const createdAt = new Date(now.getTime() - item.hoursAgo * HOUR_MS);
      return {
        id: stableUuid(`demo:notification:${item.key}`),
        userId: demoMemberId(item.recipient),
        actorId: item.actor ? demoMemberId(item.actor) : null,
        type: item.type,
        createdAt,
        readAt: item.isRead ? new Date(createdAt.getTime() + HOUR_MS) : null,
      };
    });
}

/**
 * Inserts the demo community (members and their notifications) in one transaction.
 * Idempotent: rows have fixed ids and existing ones are left alone, so a second run adds
 * nothing. A demo username already taken by someone else is skipped with its notifications.
 * Returns how many rows this run added.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    const insertedProfiles = await tx
      .insert(profiles)
      .values(demoProfileRows(now))
      .onConflictDoNothing()
      .returning({ id: profiles.id });

    const demoIds = demoMembers.map((member) => demoMemberId(member.username));
    const present = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(inArray(profiles.id, demoIds));
    const rows = demoNotificationRows(now, new Set(present.map((row) => row.id)));
    const insertedNotifications =
      rows.length === 0
        ? []
        : await tx
            .insert(notifications)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: notifications.id });

    return { profiles: insertedProfiles.length, notifications: insertedNotifications.length };
  });
}
