import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  eventSchema,
  type CreateEventInput,
  type Event,
} from '../../common/features/events/events.contract';
import { instantToParkLocal } from '../../common/features/events/park-time';
import { events, notifications } from '../db/schema';
import type { TestContext } from './build-test-app';
import type { TestMember } from './sign-in';
import { callAs } from './groups-test-support';

export { callAs };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The park-local `YYYY-MM-DDTHH:mm` `days` from now (whole days; fractions allowed). */
export function parkTimeIn(days: number): string {
  return instantToParkLocal(new Date(Date.now() + days * DAY_MS));
}

let eventCount = 0;

/** An event made through the API by `organizer` (their daily limit set aside), answered 201. */
export async function createEventAs(
  ctx: TestContext,
  organizer: TestMember,
  input: Partial<CreateEventInput> = {},
): Promise<Event> {
  eventCount += 1;
  await ctx.app.rateLimiter.reset(`events:create:${organizer.id}`);
  const res = await callAs(ctx, 'POST', '/api/events', organizer, {
    title: `Test meet-up ${eventCount}`,
    park: 'EPCOT',
    location: 'By the fountain',
    startsAt: parkTimeIn(10),
    endsAt: parkTimeIn(10.1),
    ...input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return eventSchema.parse(res.json());
}

/** Puts the event in the past (it started two days ago and ended yesterday), as time would. */
export async function endEvent(ctx: TestContext, eventId: string): Promise<void> {
  await ctx.db
    .update(events)
    .set({
      startsAt: new Date(Date.now() - 2 * DAY_MS),
      endsAt: new Date(Date.now() - DAY_MS),
    })
    .where(eq(events.id, eventId));
}

/** The members told of the event with a notification of `type`. */
export async function notifiedOf(
  ctx: TestContext,
  eventId: string,
  type: 'event_updated' | 'event_cancelled' | 'event_promoted' | 'event_reminder',
): Promise<string[]> {
  const rows = await ctx.db
    .select({ userId: notifications.userId })
    .from(notifications)
    .where(and(eq(notifications.entityId, eventId), eq(notifications.type, type)));
  return rows.map((row) => row.userId).sort();
}
