import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * `pg_notify(channel, payload)`: inside a transaction it is delivered when (and only if) the
 * transaction commits, to every connection listening on the channel, in commit order.
 */
export async function sendNotify(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
