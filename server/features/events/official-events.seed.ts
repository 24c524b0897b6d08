import { and, eq, isNull, lte } from 'drizzle-orm';
import {
  officialEvents,
  SITE_ACCOUNT,
  type OfficialEvent,
} from '../../../common/features/events/official-events';
import { currentOrNextSeason, seasonAfter } from '../../../common/features/events/event-seasons';
import type { Database, Executor } from '../../db/client';
import { authUsers, eventRsvps, events, profiles } from '../../db/schema';
import { scheduleEventReminder } from './event-reminders';
import { refreshEventCounts } from './event-rsvps.repository';

/**
 * What seeding did this time: whether it made the site account, how many official events it
 * added and how many ended ones it moved to their next season (0, 0 and 0 once all is current).
 */
export interface OfficialEventsSeedResult {
  siteAccount: boolean;
  events: number;
  rolled: number;
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
  const season = currentOrNextSeason(event.season, now);
  return {
    id: event.id,
    organizerId: SITE_ACCOUNT.id,
    title: event.title,
    description: event.description,
    type: event.type,
    park: event.park,
    location: event.location,
    startsAt: season.startsAt,
    endsAt: season.endsAt,
    ticketRequired: event.ticketRequired,
    ticketNotes: event.ticketNotes,
    official: true,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Moves each of the six official events whose dates are over to its next season (the one in
 * progress at `now`, else the next, starting after the dates it had), in the caller's
 * transaction. The row keeps its id (the guide's links, its page, its discussion), its texts,
 * place and cover; a season's cancellation ends with it (the new season is scheduled), and the
 * answers (going, waitlisted, interested) were for the season that ended, so they go. The new
 * start gets its reminder (its job key names the start: one job however many processes do
 * this). Dates staff entered are left alone until they are over. Safe for several processes at
 * once: each row is locked and checked again. Staff's own official events (not among the six)
 * have no season and simply end.
 */
export async function rollOfficialEvents(tx: Executor, now: Date): Promise<number> {
  let rolled = 0;
  for (const official of officialEvents) {
    const [row] = await tx
      .select({ id: events.id, endsAt: events.endsAt })
      .from(events)
      .where(
        and(
          eq(events.id, official.id),
          eq(events.official, true),
          isNull(events.deletedAt),
          lte(events.endsAt, now),
        ),
      )
      .for('update');
    if (!row) continue;
    const season = seasonAfter(official.season, row.endsAt, now);
    await tx
      .update(events)
      .set({
        startsAt: season.startsAt,
        endsAt: season.endsAt,
        status: 'scheduled',
        cancelReason: '',
        updatedAt: now,
      })
      .where(eq(events.id, row.id));
    await tx.delete(eventRsvps).where(eq(eventRsvps.eventId, row.id));
    await refreshEventCounts(tx, row.id);
    await scheduleEventReminder(tx, row.id, season.startsAt, now);
    rolled += 1;
  }
  return rolled;
}

/**
 * Seeds, at every start (beside the catalogue), the site's account and the spec's six official
 * events (`common/features/events/official-events.ts`) with their fixed ids, organized by that
 * account, on the season in progress or the next one at `now` (park-local times read in
 * America/New_York); then moves the ended ones on ({@link rollOfficialEvents}, also run daily
 * by `official-events.job.ts`). Idempotent and safe for several processes at once: rows that
 * exist keep what staff changed (texts, a cancellation, dates not yet over). A new one gets its
 * reminder.
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
    const rolled = await rollOfficialEvents(tx, now);
    return { siteAccount, events: inserted.length, rolled };
  });
}
