import { eq } from 'drizzle-orm';
import {
  officialEvents,
  SITE_ACCOUNT,
  type OfficialEvent,
} from '../../../common/features/events/official-events';
import { parkLocalToInstant } from '../../../common/features/events/park-time';
import type { Database, Executor } from '../../db/client';
import { authUsers, events, profiles } from '../../db/schema';
import { scheduleEventReminder } from './event-reminders';

/** What seeding added this time (0 and 0 once everything is there). */
export interface OfficialEventsSeedResult {
  siteAccount: boolean;
  events: number;
}

/**
 * The site's own account: an auth user with no password, no sign-in identity and no email (the
 * contract's `.invalid` address is not stored: a password reset, magic link or confirmation
 * asked for it would otherwise reach the account through the outbox), so no way to sign in with
 * it; and a staff profile. Its username is the contract's unless a member took it first; then
 * the id's last characters are added.
 */
/** When the site's account says it joined: before the first official event, never "today". */
const SITE_ACCOUNT_CREATED_AT = new Date('2024-08-01T12:00:00Z');

async function ensureSiteAccount(tx: Executor): Promise<boolean> {
  const inserted = await tx
    .insert(authUsers)
    .values({
      id: SITE_ACCOUNT.id,
      email: null,
      encryptedPassword: null,
      emailConfirmedAt: null,
      appMetadata: { provider: 'site', providers: [] },
      userMetadata: { username: SITE_ACCOUNT.username, first_name: SITE_ACCOUNT.displayName },
      createdAt: SITE_ACCOUNT_CREATED_AT,
      updatedAt: SITE_ACCOUNT_CREATED_AT,
    })
    .onConflictDoNothing()
    .returning({ id: authUsers.id });
  const [profile] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.id, SITE_ACCOUNT.id));
  if (profile) return inserted.length > 0;
  const values = {
    id: SITE_ACCOUNT.id,
    firstName: SITE_ACCOUNT.displayName,
    bio: 'The team behind Magic Community. We post the official Walt Disney World events.',
    isAdmin: true,
    createdAt: SITE_ACCOUNT_CREATED_AT,
    updatedAt: SITE_ACCOUNT_CREATED_AT,
  };
  const [made] = await tx
    .insert(profiles)
    .values({ ...values, username: SITE_ACCOUNT.username })
    .onConflictDoNothing()
    .returning({ id: profiles.id });
  if (!made) {
    // The username belongs to a member: the site takes a variant of it.
    await tx
      .insert(profiles)
      .values({ ...values, username: `${SITE_ACCOUNT.username}_${SITE_ACCOUNT.id.slice(-4)}` })
      .onConflictDoNothing();
  }
  return true;
}

function officialEventRow(event: OfficialEvent, now: Date): typeof events.$inferInsert {
  return {
    id: event.id,
    organizerId: SITE_ACCOUNT.id,
    title: event.title,
    description: event.description,
    type: event.type,
    park: event.park,
    location: event.location,
    startsAt: parkLocalToInstant(event.startsAt),
    endsAt: parkLocalToInstant(event.endsAt),
    ticketRequired: event.ticketRequired,
    ticketNotes: event.ticketNotes,
    official: true,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Seeds, at every start (beside the catalogue), the site's account and the spec's six official
 * events (`common/features/events/official-events.ts`) with their fixed ids, organized by that
 * account; park-local times are read in America/New_York. Idempotent and safe for several
 * processes at once: rows that exist are left as they are (staff may have edited or cancelled
 * an official event). A new one that is still ahead gets its reminder.
 */
export async function seedOfficialEvents(
  db: Database,
  now: Date = new Date(),
): Promise<OfficialEventsSeedResult> {
  return db.transaction(async (tx) => {
    const siteAccount = await ensureSiteAccount(tx);
    const inserted = await tx
      .insert(events)
      .values(officialEvents.map((event) => officialEventRow(event, now)))
      .onConflictDoNothing()
      .returning({ id: events.id, startsAt: events.startsAt });
    for (const event of inserted) await scheduleEventReminder(tx, event.id, event.startsAt, now);
    return { siteAccount, events: inserted.length };
  });
}
