import type { Executor } from '../../db/client';
import { REALTIME_CHANNEL, type RealtimeEvent } from './realtime-event';
import { sendNotify } from './realtime.repository';

/**
 * Publishes a change for every app process to push to its sockets. Call it with the transaction
 * that makes the change: the event goes out on commit, and never for a rolled-back change.
 */
export async function publishRealtimeEvent(db: Executor, event: RealtimeEvent): Promise<void> {
  await sendNotify(db, REALTIME_CHANNEL, JSON.stringify(event));
}
