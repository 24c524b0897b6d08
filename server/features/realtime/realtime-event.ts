import { z } from 'zod';
import { notificationTypeSchema } from '../../../common/features/notifications/notifications.contract';

/** The Postgres channel every app process listens on (LISTEN/NOTIFY). */
export const REALTIME_CHANNEL = 'magic_realtime';

/**
 * What travels between processes over NOTIFY: a change to one member's notifications. Kept
 * small (NOTIFY payloads must stay under 8000 bytes); clients refetch the details.
 */
export const realtimeEventSchema = z.object({
  topic: z.literal('notifications'),
  userId: z.uuid(),
  event: z.enum(['INSERT', 'UPDATE']),
  id: z.uuid().nullable(),
  type: notificationTypeSchema.nullable(),
});
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Reads a NOTIFY payload; null for anything that is not a realtime event of this version. */
export function parseRealtimeEvent(payload: string): RealtimeEvent | null {
  try {
    const parsed = realtimeEventSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
