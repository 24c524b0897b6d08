import type { Executor } from '../../db/client';
import type { NotificationType } from '../../../common/features/notifications/notifications.contract';
import {
  MAX_RECIPIENTS_PER_EVENT,
  REALTIME_CHANNEL,
  realtimePayload,
  type RealtimeEvent,
} from './realtime-event';
import { sendNotify } from './realtime.repository';

/**
 * Publishes a change for every app process to push to its sockets. Call it with the transaction
 * that makes the change: the event goes out on commit, and never for a rolled-back change. It
 * carries the moment it was published, for the delivery lag in `/metrics`.
 */
export async function publishRealtimeEvent(db: Executor, event: RealtimeEvent): Promise<void> {
  await sendNotify(db, REALTIME_CHANNEL, realtimePayload(event, Date.now()));
}

/**
 * Publishes notifications of one type written for many members (each with its own id), on
 * commit like any event, in payloads of up to {@link MAX_RECIPIENTS_PER_EVENT} members: every
 * process reads a payload per 90 members rather than one per member.
 */
export async function publishNotificationsInserted(
  db: Executor,
  type: NotificationType,
  recipients: readonly { userId: string; id: string }[],
): Promise<void> {
  const publishedAt = Date.now();
  for (let start = 0; start < recipients.length; start += MAX_RECIPIENTS_PER_EVENT) {
    const batch = recipients.slice(start, start + MAX_RECIPIENTS_PER_EVENT);
    const event: RealtimeEvent = {
      topic: 'notifications_inserted',
      type,
      recipients: batch.map(({ userId, id }): [string, string] => [userId, id]),
    };
    await sendNotify(db, REALTIME_CHANNEL, realtimePayload(event, publishedAt));
  }
}
