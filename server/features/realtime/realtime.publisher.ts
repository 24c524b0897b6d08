import type { Executor } from '../../db/client';
import { REALTIME_CHANNEL, realtimePayload, type RealtimeEvent } from './realtime-event';
import { sendNotify } from './realtime.repository';

/**
 * Publishes a change for every app process to push to its sockets. Call it with the transaction
 * that makes the change: the event goes out on commit, and never for a rolled-back change. It
 * carries the moment it was published, for the delivery lag in `/metrics`.
 */
export async function publishRealtimeEvent(db: Executor, event: RealtimeEvent): Promise<void> {
  await sendNotify(db, REALTIME_CHANNEL, realtimePayload(event, Date.now()));
}
