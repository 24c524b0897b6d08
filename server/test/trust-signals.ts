import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { createMember } from './sign-in';

/**
 * Gives a member `days` days of visits (UTC days, the last `endingDaysAgo` days before today)
 * with `itemsPerDay` items read each: the signals the trust levels are computed from.
 */
export async function giveVisits(
  db: Database,
  userId: string,
  options: { days: number; itemsPerDay: number; endingDaysAgo?: number },
): Promise<void> {
  const last = options.endingDaysAgo ?? 1;
  await db.execute(sql`
    insert into member_visits (user_id, day, items_read)
    select ${userId}::uuid, (now() at time zone 'UTC')::date - d, ${options.itemsPerDay}::int
    from generate_series(${last}::int, ${last + options.days - 1}::int) as d
    on conflict (user_id, day) do update set items_read = excluded.items_read`);
}

/**
 * A member at trust level `member` by their own signals (past the defaults of the trust
 * settings: an account a month old, 12 days visited, 72 items read, never moderated), whose
 * reports weigh a full report: an `isEstablished` member, named for what the test means.
 */
export function createTrustedMember(db: Database) {
  return createMember(db, { isEstablished: true });
}
