import { describe, expect, it } from 'vitest';
import { notificationTypes } from '../../../common/features/notifications/notifications.contract';
import {
  MAX_RECIPIENTS_PER_EVENT,
  parseRealtimeEvent,
  realtimePayload,
  type RealtimeEvent,
} from './realtime-event';

/** NOTIFY refuses a payload of 8,000 bytes or more. */
const NOTIFY_PAYLOAD_LIMIT = 8000;

function manyRecipients(count: number): [string, string][] {
  return Array.from({ length: count }, () => [crypto.randomUUID(), crypto.randomUUID()]);
}

describe('notifications_inserted payloads', () => {
  it('fit a full batch with the longest type under NOTIFY’s limit, and read back whole', () => {
    const type = [...notificationTypes].sort((a, b) => b.length - a.length)[0]!;
    const event: RealtimeEvent = {
      topic: 'notifications_inserted',
      type,
      recipients: manyRecipients(MAX_RECIPIENTS_PER_EVENT),
    };
    const payload = realtimePayload(event, Date.now());
    expect(Buffer.byteLength(payload)).toBeLessThan(NOTIFY_PAYLOAD_LIMIT);
    expect(parseRealtimeEvent(payload)?.event).toEqual(event);
  });

  it('refuses a batch over the limit, an empty one and a recipient that is not a pair of ids', () => {
    const read = (recipients: unknown) =>
      parseRealtimeEvent(
        JSON.stringify({ topic: 'notifications_inserted', type: 'event_updated', recipients }),
      );
    expect(read(manyRecipients(MAX_RECIPIENTS_PER_EVENT + 1))).toBeNull();
    expect(read([])).toBeNull();
    expect(read([[crypto.randomUUID()]])).toBeNull();
    expect(read([[crypto.randomUUID(), 'not-an-id']])).toBeNull();
    expect(read(manyRecipients(1))?.event.topic).toBe('notifications_inserted');
  });
});
