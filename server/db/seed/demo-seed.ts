import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { hashPassword } from '../../features/auth/password-hash';
import { authIdentities, authUsers, notifications, profiles } from '../schema';
import { demoMembers, demoNotifications } from './demo-data';
import { seedDemoMessages } from './demo-messages';
import { stableUuid } from './stable-id';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The fixed profile id of a demo member. */
export function demoMemberId(username: string): string {
  return stableUuid(`demo:profile:${username.toLowerCase()}`);
}

/** Rows a demo run added, per table (0 and 0 when the demo was already there). */
export interface DemoSeedResult {
  accounts: number;
  profiles: number;
  notifications: number;
  /** Conversations behind the "sent you a message" notifications. */
  conversations: number;
}

/** Password of every demo account (demo data only: never seed it into a real community). */
export const DEMO_PASSWORD = 'MagicDemo!2026';

/** The sign-in address of a demo member. */
export function demoMemberEmail(username: string): string {
  return `${username.toLowerCase().replaceAll('_', '.')}@demo.magic-community.test`;
}

/** Sign-in accounts (auth users with an email identity) for the demo members. */
function demoAccountRows(now: Date, encryptedPassword: string) {
  const users: (typeof authUsers.$inferInsert)[] = [];
  const identities: (typeof authIdentities.$inferInsert)[] = [];
  for (const member of demoMembers) {
    const id = demoMemberId(member.username);
    const email = demoMemberEmail(member.username);
    const createdAt = new Date(now.getTime() - member.joinedDaysAgo * DAY_MS);
    const metadata = {
      first_name: member.firstName,
      last_name: member.lastName,
      username: member.username,
      email_verified: true,
    };
    users.push({
      id,
      email,
      encryptedPassword,
      emailConfirmedAt: createdAt,
      appMetadata: { provider: 'email', providers: ['email'] },
      userMetadata: metadata,
      createdAt,
      updatedAt: createdAt,
    });
    identities.push({
      id: stableUuid(`demo:identity:${member.username}`),
      userId: id,
      provider: 'email',
      providerId: id,
      email,
      identityData: { ...metadata, sub: id, email, phone_verified: false },
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { users, identities };
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
    .map((item) => {
      const createdAt = new Date(now.getTime() - item.hoursAgo * HOUR_MS);
      const readAt = item.isRead ? new Date(createdAt.getTime() + HOUR_MS) : null;
      const row: typeof notifications.$inferInsert = {
        id: stableUuid(`demo:notification:${item.key}`),
        userId: demoMemberId(item.recipient),
        actorId: item.actor ? demoMemberId(item.actor) : null,
        type: item.type,
        createdAt,
        readAt,
      };
      return { key: item.key, row, createdAt, readAt };
    });
}

/**
 * Inserts the demo community (sign-in accounts, members, their notifications and the
 * conversation behind each "sent you a message") in one transaction; every demo account signs
 * in with {@link DEMO_PASSWORD}.
 * Idempotent: rows have fixed ids and existing ones are left alone, so a second run adds
 * nothing. A demo username already taken by someone else is skipped with its notifications.
 * Returns how many rows this run added.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<DemoSeedResult> {
  const encryptedPassword = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const accounts = demoAccountRows(now, encryptedPassword);
    const insertedAccounts = await tx
      .insert(authUsers)
      .values(accounts.users)
      .onConflictDoNothing()
      .returning({ id: authUsers.id });
    await tx.insert(authIdentities).values(accounts.identities).onConflictDoNothing();
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
    const planned = demoNotificationRows(now, new Set(present.map((row) => row.id)));
    const messaged = await seedDemoMessages(
      tx,
      planned.flatMap(({ key, row, createdAt, readAt }) =>
        row.type === 'message' && row.actorId
          ? [{ key, recipientId: row.userId, senderId: row.actorId, createdAt, readAt }]
          : [],
      ),
    );
    // A message notification points to its conversation, as the ones the app sends do.
    const rows = planned.map(({ key, row }) =>
      row.type === 'message' ? { ...row, entityId: messaged.conversationByKey.get(key) } : row,
    );
    const insertedNotifications =
      rows.length === 0
        ? []
        : await tx
            .insert(notifications)
            .values(rows)
            .onConflictDoNothing()
            .returning({ id: notifications.id });
    return {
      accounts: insertedAccounts.length,
      profiles: insertedProfiles.length,
      notifications: insertedNotifications.length,
      conversations: messaged.conversations,
    };
  });
}
