import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  EVENT_CANCELLED_MESSAGE,
  EVENT_COVER_INVALID_MESSAGE,
  EVENT_END_BEFORE_START_MESSAGE,
  EVENT_ENDED_MESSAGE,
  EVENT_GROUP_MEMBERS_ONLY_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_ORGANIZER_ONLY_MESSAGE,
  EVENT_PLACE_REQUIRED_MESSAGE,
  EVENT_START_IN_PAST_MESSAGE,
  EVENT_START_TOO_FAR_MESSAGE,
  EVENT_TOO_LONG_MESSAGE,
  eventCapacityBelowGoingMessage,
  EVENTS_CREATE_LIMIT_MESSAGE,
  EVENTS_CREATE_RATE_LIMIT,
  eventPageSchema,
  eventSchema,
} from '../../../common/features/events/events.contract';
import { instantToParkLocal, parkLocalToInstant } from '../../../common/features/events/park-time';
import { eventRsvps, jobs, uploads } from '../../db/schema';
import { EVENT_REMINDER_JOB, eventReminderKey } from './event-reminders';
import { describeEachDatabase } from '../../test/build-test-app';
import { insertUpload } from '../../test/factories';
import { createMember } from '../../test/sign-in';
import { createGroupAs, joinAs } from '../../test/groups-test-support';
import {
  callAs,
  createEventAs,
  endEvent,
  notifiedOf,
  parkTimeIn,
} from '../../test/events-test-support';

const nextYear = new Date().getUTCFullYear() + 1;

describeEachDatabase('events', (context) => {
  it('creates an event: park-local times stored as instants and shown back, organizer going, cover claimed', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const cover = await insertUpload(ctx.db, organizer.id);
    // Summer (EDT, UTC-4) and winter (EST, UTC-5) round trips.
    const summer = await createEventAs(ctx, organizer, {
      title: '  Fireworks meet-up  ',
      type: 'meetup',
      park: 'Magic Kingdom',
      location: 'Partners statue',
      startsAt: `${nextYear}-07-04T21:00`,
      endsAt: `${nextYear}-07-04T22:30`,
      coverUploadId: cover.toUpperCase(),
      ticketRequired: true,
      ticketNotes: 'Park ticket',
      capacity: 12,
    });
    expect(summer).toMatchObject({
      title: 'Fireworks meet-up',
      startsAt: `${nextYear}-07-05T01:00:00.000Z`,
      endsAt: `${nextYear}-07-05T02:30:00.000Z`,
      startsAtLocal: `${nextYear}-07-04T21:00`,
      endsAtLocal: `${nextYear}-07-04T22:30`,
      timeZone: 'America/New_York',
      park: 'Magic Kingdom',
      location: 'Partners statue',
      ticketRequired: true,
      ticketNotes: 'Park ticket',
      capacity: 12,
      official: false,
      status: 'scheduled',
      cancelReason: '',
      organizer: { id: organizer.id, username: organizer.username },
      group: null,
      goingCount: 1,
      interestedCount: 0,
      waitlistCount: 0,
      viewerRsvp: 'going',
      waitlistPosition: null,
      canManage: true,
      commentCount: 0,
      path: `/event/${summer.id}`,
    });
    expect(summer.cover).toMatchObject({ id: cover, width: 800, height: 600 });
    const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.id, cover));
    expect(upload!.usedAt).toBeInstanceOf(Date);

    const winter = await createEventAs(ctx, organizer, {
      startsAt: `${nextYear}-01-15T09:00`,
      endsAt: `${nextYear}-01-15T11:00`,
    });
    expect(winter.startsAt).toBe(`${nextYear}-01-15T14:00:00.000Z`);
    expect(winter.startsAtLocal).toBe(`${nextYear}-01-15T09:00`);
    for (const local of [summer.startsAtLocal, winter.endsAtLocal]) {
      expect(instantToParkLocal(parkLocalToInstant(local))).toBe(local);
    }

    // Visitors read it; others see their own standing.
    const visitor = await callAs(ctx, 'GET', `/api/events/${summer.id.toUpperCase()}`, null);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(eventSchema.parse(visitor.json())).toMatchObject({
      viewerRsvp: null,
      canManage: false,
    });
    expect(visitor.headers['cache-control']).toBe('private, no-cache');
  });

  it('refuses bad times, a missing place and a cover that is not the organizer’s, with the contract’s texts', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const theirs = await insertUpload(ctx.db, other.id);
    const base = {
      title: 'A meet-up',
      park: 'EPCOT',
      startsAt: parkTimeIn(3),
      endsAt: parkTimeIn(3.1),
    };
    const cases: [object, number, string][] = [
      [{ endsAt: base.startsAt }, 422, EVENT_END_BEFORE_START_MESSAGE],
      [{ startsAt: parkTimeIn(-1), endsAt: parkTimeIn(1) }, 422, EVENT_START_IN_PAST_MESSAGE],
      [{ startsAt: parkTimeIn(800), endsAt: parkTimeIn(800.1) }, 422, EVENT_START_TOO_FAR_MESSAGE],
      [{ endsAt: parkTimeIn(130) }, 422, EVENT_TOO_LONG_MESSAGE],
      [{ park: null, location: '   ' }, 422, EVENT_PLACE_REQUIRED_MESSAGE],
      [{ coverUploadId: theirs }, 422, EVENT_COVER_INVALID_MESSAGE],
      [{ coverUploadId: crypto.randomUUID() }, 422, EVENT_COVER_INVALID_MESSAGE],
      [
        { startsAt: `${nextYear}-02-30T10:00` },
        400,
        'Start must be a date and time like 2026-12-24T19:00',
      ],
      [
        { startsAt: '2026-12-24 19:00' },
        400,
        'Start must be a date and time like 2026-12-24T19:00',
      ],
      [{ capacity: 0 }, 400, 'Capacity must be at least 1'],
    ];
    for (const [patch, status, message] of cases) {
      const res = await callAs(ctx, 'POST', '/api/events', organizer, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(status);
      expect(res.body).toContain(message);
    }
    // None of them left an event behind.
    const list = await callAs(ctx, 'GET', `/api/events?when=upcoming&limit=100`, organizer);
    expect(
      eventPageSchema.parse(list.json()).items.filter((e) => e.organizer.id === organizer.id),
    ).toHaveLength(0);
    const visitor = await callAs(ctx, 'POST', '/api/events', null, base);
    expect(visitor.statusCode).toBe(401);
  });

  it('puts events in groups their creator belongs to; others get 403, a hidden private group 404', async () => {
    const ctx = context();
    const owner = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const outsider = await createMember(ctx.db);
    const open = await createGroupAs(ctx, owner, { visibility: 'public' });
    const closed = await createGroupAs(ctx, owner, { visibility: 'private' });
    await joinAs(ctx, closed, member, owner);
    const inGroup = await createEventAs(ctx, member, { groupId: closed.id });
    expect(inGroup.group).toEqual({ id: closed.id, name: closed.name, visibility: 'private' });
    const body = {
      title: 'Crashing',
      park: 'EPCOT',
      startsAt: parkTimeIn(2),
      endsAt: parkTimeIn(2.1),
    };
    const publicNonMember = await callAs(ctx, 'POST', '/api/events', outsider, {
      ...body,
      groupId: open.id,
    });
    expect(publicNonMember.statusCode).toBe(403);
    expect(publicNonMember.json().error.message).toBe(EVENT_GROUP_MEMBERS_ONLY_MESSAGE);
    const privateNonMember = await callAs(ctx, 'POST', '/api/events', outsider, {
      ...body,
      groupId: closed.id,
    });
    expect(privateNonMember.statusCode).toBe(404);
    const unknown = await callAs(ctx, 'POST', '/api/events', outsider, {
      ...body,
      groupId: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it(`allows ${EVENTS_CREATE_RATE_LIMIT.max} new events a day`, async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const key = `events:create:${organizer.id}`;
    for (let i = 0; i < EVENTS_CREATE_RATE_LIMIT.max; i += 1) {
      await ctx.app.rateLimiter.consume(key, EVENTS_CREATE_RATE_LIMIT);
    }
    const res = await callAs(ctx, 'POST', '/api/events', organizer, {
      title: 'One too many',
      park: 'EPCOT',
      startsAt: parkTimeIn(2),
      endsAt: parkTimeIn(2.1),
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.message).toBe(EVENTS_CREATE_LIMIT_MESSAGE);
  });

  it('lets the organizer and staff edit, cancel and delete; others get 403', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const event = await createEventAs(ctx, organizer);
    const refused = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, other, { title: 'Mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(EVENT_ORGANIZER_ONLY_MESSAGE);
    const byStaff = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, staff, {
      title: 'Renamed by staff',
      description: 'Now with a description',
    });
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json()).toMatchObject({ title: 'Renamed by staff', canManage: true });
    const byOrganizer = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      park: null,
      location: 'Disney Springs, by the Coca-Cola store',
      capacity: 5,
    });
    expect(byOrganizer.statusCode, byOrganizer.body).toBe(200);
    expect(byOrganizer.json()).toMatchObject({ park: null, capacity: 5 });
    const noPlace = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      location: '',
    });
    expect(noPlace.statusCode).toBe(422);
    expect(noPlace.json().error.message).toBe(EVENT_PLACE_REQUIRED_MESSAGE);
    const nothing = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {});
    expect(nothing.statusCode).toBe(400);

    expect(
      (await callAs(ctx, 'POST', `/api/events/${event.id}/cancel`, other, {})).statusCode,
    ).toBe(403);
    const cancelled = await callAs(ctx, 'POST', `/api/events/${event.id}/cancel`, organizer, {
      reason: 'Storm warning',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Storm warning' });
    for (const [method, url, payload] of [
      ['POST', `/api/events/${event.id}/cancel`, {}],
      ['PATCH', `/api/events/${event.id}`, { title: 'Back on' }],
      ['PUT', `/api/events/${event.id}/rsvp`, { status: 'going' }],
    ] as const) {
      const res = await callAs(ctx, method, url, organizer, payload);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().error.message).toBe(EVENT_CANCELLED_MESSAGE);
    }
    // Still shown (cancelled) until deleted.
    expect((await callAs(ctx, 'GET', `/api/events/${event.id}`, null)).statusCode).toBe(200);
    expect((await callAs(ctx, 'DELETE', `/api/events/${event.id}`, other)).statusCode).toBe(403);
    expect((await callAs(ctx, 'DELETE', `/api/events/${event.id}`, staff)).statusCode).toBe(204);
    const gone = await callAs(ctx, 'GET', `/api/events/${event.id}`, organizer);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(EVENT_NOT_FOUND_MESSAGE);
    expect((await callAs(ctx, 'DELETE', `/api/events/${event.id}`, organizer)).statusCode).toBe(
      404,
    );

    const mine = await createEventAs(ctx, organizer);
    expect((await callAs(ctx, 'DELETE', `/api/events/${mine.id}`, organizer)).statusCode).toBe(204);
  });

  it('refuses changes to an ended event, a capacity below those going, and a move into the past', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const guest = await createMember(ctx.db);
    const event = await createEventAs(ctx, organizer, { capacity: 3 });
    await callAs(ctx, 'PUT', `/api/events/${event.id}/rsvp`, guest, { status: 'going' });
    const below = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, { capacity: 1 });
    expect(below.statusCode).toBe(422);
    expect(below.json().error.message).toBe(eventCapacityBelowGoingMessage(2));
    expect(eventCapacityBelowGoingMessage(1)).toBe(
      'Capacity cannot be lower than the 1 member already going.',
    );
    const exact = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, { capacity: 2 });
    expect(exact.statusCode, exact.body).toBe(200);
    const past = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      startsAt: parkTimeIn(-0.5),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.message).toBe(EVENT_START_IN_PAST_MESSAGE);
    const endFirst = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      endsAt: parkTimeIn(9),
    });
    expect(endFirst.statusCode).toBe(422);
    expect(endFirst.json().error.message).toBe(EVENT_END_BEFORE_START_MESSAGE);

    await endEvent(ctx, event.id);
    for (const [who, method, url, payload] of [
      [organizer, 'PATCH', `/api/events/${event.id}`, { title: 'Later' }],
      [organizer, 'POST', `/api/events/${event.id}/cancel`, {}],
      [guest, 'PUT', `/api/events/${event.id}/rsvp`, { status: 'interested' }],
      [guest, 'DELETE', `/api/events/${event.id}/rsvp`, undefined],
      [guest, 'POST', `/api/events/${event.id}/comments`, { body: 'Was fun' }],
    ] as const) {
      const res = await callAs(ctx, method, url, who, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json().error.message).toBe(EVENT_ENDED_MESSAGE);
    }
    // The organizer may still delete it.
    expect((await callAs(ctx, 'DELETE', `/api/events/${event.id}`, organizer)).statusCode).toBe(
      204,
    );
  });

  it('tells everyone going and waitlisted, not those interested, when the event moves or is cancelled', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const going = await createMember(ctx.db);
    const waitlisted = await createMember(ctx.db);
    const interested = await createMember(ctx.db);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const event = await createEventAs(ctx, organizer, { capacity: 2 });
    const answer = async (who: typeof going, status: 'going' | 'interested') => {
      const res = await callAs(ctx, 'PUT', `/api/events/${event.id}/rsvp`, who, { status });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    await answer(going, 'going');
    expect((await answer(waitlisted, 'going')).status).toBe('waitlisted');
    await answer(interested, 'interested');

    // Texts only: nobody is told.
    await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, { title: 'New title' });
    expect(await notifiedOf(ctx, event.id, 'event_updated')).toEqual([]);
    // Same place given again: not a move.
    await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, { park: 'EPCOT' });
    expect(await notifiedOf(ctx, event.id, 'event_updated')).toEqual([]);

    const newStart = parkTimeIn(12);
    const moved = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, staff, {
      startsAt: newStart,
      endsAt: parkTimeIn(12.2),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startsAtLocal).toBe(newStart);
    const expected = [going.id, waitlisted.id].sort();
    expect(await notifiedOf(ctx, event.id, 'event_updated')).toEqual(expected);
    // The organizer is the actor, and the notice reaches the member's list.
    const list = await callAs(ctx, 'GET', '/api/notifications', going);
    expect(JSON.stringify(list.json())).toContain(organizer.id);
    expect(JSON.stringify(list.json())).toContain('event_updated');

    await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, { location: 'Elsewhere' });
    expect(await notifiedOf(ctx, event.id, 'event_updated')).toHaveLength(4);

    const cancel = await callAs(ctx, 'POST', `/api/events/${event.id}/cancel`, organizer, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await notifiedOf(ctx, event.id, 'event_cancelled')).toEqual(expected);
  });

  it('schedules the reminder when an event is created and again when its start moves', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const event = await createEventAs(ctx, organizer);
    const reminderKeys = async () =>
      (await ctx.db.select({ key: jobs.key, kind: jobs.kind }).from(jobs))
        .filter((job) => job.kind === EVENT_REMINDER_JOB && job.key.includes(event.id))
        .map((job) => job.key)
        .sort();
    const first = eventReminderKey(event.id, new Date(event.startsAt));
    expect(await reminderKeys()).toEqual([first]);
    await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, { title: 'Same time' });
    expect(await reminderKeys()).toEqual([first]);
    const moved = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      startsAt: parkTimeIn(9),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const second = eventReminderKey(event.id, new Date(moved.json().startsAt as string));
    expect(await reminderKeys()).toEqual([first, second].sort());
  });

  it('lists upcoming soonest first, past latest first, and the days of a month, with filters and cursors', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const viewer = await createMember(ctx.db);
    const park = 'Animal Kingdom';
    const made = [];
    for (const days of [30, 5, 12, 20]) {
      made.push(
        await createEventAs(ctx, organizer, {
          park,
          type: days === 12 ? 'festival' : 'meetup',
          startsAt: parkTimeIn(days),
          endsAt: parkTimeIn(days + 0.1),
        }),
      );
    }
    const ended = await createEventAs(ctx, organizer, { park });
    await endEvent(ctx, ended.id);
    const ids = (page: unknown) => eventPageSchema.parse(page).items.map((e) => e.id);

    const first = await callAs(
      ctx,
      'GET',
      `/api/events?park=${encodeURIComponent(park)}&limit=2`,
      viewer,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(ids(first.json())).toEqual([made[1]!.id, made[2]!.id]);
    const cursor = first.json().nextCursor as string;
    const second = await callAs(
      ctx,
      'GET',
      `/api/events?park=${encodeURIComponent(park)}&limit=2&cursor=${cursor}`,
      viewer,
    );
    expect(ids(second.json())).toEqual([made[3]!.id, made[0]!.id]);
    expect(second.json().nextCursor).toBeNull();
    const wrong = await callAs(
      ctx,
      'GET',
      `/api/events?when=past&park=${encodeURIComponent(park)}&cursor=${cursor}`,
      viewer,
    );
    expect(wrong.statusCode).toBe(400);

    const past = await callAs(
      ctx,
      'GET',
      `/api/events?when=past&park=${encodeURIComponent(park)}`,
      null,
    );
    expect(ids(past.json())).toEqual([ended.id]);
    const festivals = await callAs(
      ctx,
      'GET',
      `/api/events?park=${encodeURIComponent(park)}&type=festival`,
      null,
    );
    expect(ids(festivals.json())).toEqual([made[2]!.id]);

    const from = parkTimeIn(11).slice(0, 10);
    const to = parkTimeIn(21).slice(0, 10);
    const range = await callAs(
      ctx,
      'GET',
      `/api/events?park=${encodeURIComponent(park)}&from=${from}&to=${to}`,
      null,
    );
    expect(range.statusCode, range.body).toBe(200);
    expect(ids(range.json())).toEqual([made[2]!.id, made[3]!.id]);
    for (const query of [
      `from=${from}`,
      `from=${to}&to=${from}`,
      `from=${from}&to=${parkTimeIn(80).slice(0, 10)}`,
      `from=${nextYear}-02-30&to=${nextYear}-03-02`,
    ]) {
      const bad = await callAs(ctx, 'GET', `/api/events?${query}`, null);
      expect(bad.statusCode, query).toBe(400);
    }
  });

  it('keeps the counts and the answers of a deleted event out of every list', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const event = await createEventAs(ctx, organizer, { park: 'Disney Springs' });
    const [rsvp] = await ctx.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id));
    expect(rsvp).toMatchObject({ userId: organizer.id, status: 'going' });
    await callAs(ctx, 'DELETE', `/api/events/${event.id}`, organizer);
    const list = await callAs(ctx, 'GET', '/api/events?park=Disney%20Springs', organizer);
    expect(eventPageSchema.parse(list.json()).items.map((e) => e.id)).not.toContain(event.id);
    for (const url of [`/api/events/${event.id}/attendees`, `/api/events/${event.id}/comments`]) {
      expect((await callAs(ctx, 'GET', url, organizer)).statusCode).toBe(404);
    }
  });
});
