import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_FEED_NOT_FOUND_MESSAGE,
  calendarFeedSchema,
  type Event,
} from '../../../common/features/events/events.contract';
import { events } from '../../db/schema';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { createGroupAs, joinAs } from '../../test/groups-test-support';
import { calendarFileName } from './event-calendar';
import { callAs, createEventAs, parkTimeIn } from '../../test/events-test-support';

const SITE = 'https://magic.example';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The VEVENTs of an iCalendar text, parsed back with ical.js. */
function parseEvents(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      isUtc: event.startDate.zone?.tzid === 'UTC' && event.endDate.zone?.tzid === 'UTC',
      status: component.getFirstPropertyValue('status'),
      url: component.getFirstPropertyValue('url'),
    };
  });
}

const going = async (ctx: TestContext, eventId: string, member: TestMember, status = 'going') => {
  const res = await callAs(ctx, 'PUT', `/api/events/${eventId}/rsvp`, member, { status });
  expect(res.statusCode, res.body).toBe(200);
};

describe('calendar file names', () => {
  it('are the title in lower-case words', () => {
    expect(calendarFileName("Mickey's Very Merry Christmas Party")).toBe(
      'mickeys-very-merry-christmas-party.ics',
    );
    expect(calendarFileName('Café & Crêpes @ EPCOT!')).toBe('cafe-crepes-epcot.ics');
    expect(calendarFileName('🎆🎆')).toBe('event.ics');
    expect(calendarFileName('a'.repeat(100))).toBe(`${'a'.repeat(60)}.ics`);
  });
});

describeEachDatabase(
  'event calendars',
  (ctx) => {
    let organizer: TestMember;
    let member: TestMember;
    let outsider: TestMember;

    beforeAll(async () => {
      organizer = await createMember(ctx().db);
      member = await createMember(ctx().db);
      outsider = await createMember(ctx().db);
    });

    it('downloads an event as .ics that parses back with its fields, and says when it is cancelled', async () => {
      const event = await createEventAs(ctx(), organizer, {
        title: 'Sunrise at Cinderella Castle',
        description: 'Rope drop, then breakfast on Main Street.',
        park: 'Magic Kingdom',
        location: 'Partners statue',
        startsAt: '2027-01-15T07:30',
        endsAt: '2027-01-15T10:00',
        ticketRequired: true,
        ticketNotes: 'Park ticket with early entry.',
      });
      const res = await callAs(ctx(), 'GET', `/api/events/${event.id}/calendar.ics`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="sunrise-at-cinderella-castle.ics"',
      );
      const [parsed, ...more] = parseEvents(res.body);
      expect(more).toEqual([]);
      expect(parsed).toEqual({
        uid: `${event.id}@magic.example`,
        summary: 'Sunrise at Cinderella Castle',
        description: expect.stringContaining('Rope drop, then breakfast on Main Street.'),
        location: 'Partners statue, Magic Kingdom',
        // 07:30 EST is 12:30 UTC.
        start: '2027-01-15T12:30:00.000Z',
        end: '2027-01-15T15:00:00.000Z',
        isUtc: true,
        status: 'CONFIRMED',
        url: `${SITE}/event/${event.id}`,
      });
      expect(parsed!.description).toContain('Ticket required. Park ticket with early entry.');
      expect(parsed!.description).toContain(`${SITE}/event/${event.id}`);

      const cancel = await callAs(ctx(), 'POST', `/api/events/${event.id}/cancel`, organizer, {
        reason: 'Rain all morning',
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const after = await callAs(ctx(), 'GET', `/api/events/${event.id}/calendar.ics`, member);
      expect(after.statusCode).toBe(200);
      const [cancelled] = parseEvents(after.body);
      expect(cancelled).toMatchObject({ uid: parsed!.uid, status: 'CANCELLED' });
      expect(cancelled!.description).toContain('Cancelled: Rain all morning');
    });

    it('keeps a private group’s event out of a non-member’s .ics; 404 for unknown ids', async () => {
      const group = await createGroupAs(ctx(), organizer, { visibility: 'private' });
      await joinAs(ctx(), group, member, organizer);
      const event = await createEventAs(ctx(), organizer, {
        title: 'Secret supper club',
        groupId: group.id,
      });
      const url = `/api/events/${event.id}/calendar.ics`;
      expect((await callAs(ctx(), 'GET', url, member)).statusCode).toBe(200);
      for (const viewer of [null, outsider]) {
        const res = await callAs(ctx(), 'GET', url, viewer);
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Secret supper club');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
      const unknown = await callAs(ctx(), 'GET', `/api/events/${crypto.randomUUID()}/calendar.ics`);
      expect(unknown.statusCode).toBe(404);
      expect((await callAs(ctx(), 'GET', '/api/events/not-an-id/calendar.ics')).statusCode).toBe(
        404,
      );
    });

    it('gives a member a private feed of the Going events they may see; a new or revoked link stops the old one', async () => {
      const feedMember = await createMember(ctx().db);
      const empty = await callAs(ctx(), 'GET', '/api/calendar/feed', feedMember);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ url: null, webcalUrl: null });
      expect((await callAs(ctx(), 'GET', '/api/calendar/feed')).statusCode).toBe(401);

      const made = await callAs(ctx(), 'PUT', '/api/calendar/feed', feedMember);
      expect(made.statusCode, made.body).toBe(200);
      const feed = calendarFeedSchema.parse(made.json());
      expect(feed.url).toMatch(/^https:\/\/magic\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect(feed.webcalUrl).toBe(feed.url!.replace('https:', 'webcal:'));
      expect((await callAs(ctx(), 'GET', '/api/calendar/feed', feedMember)).json()).toEqual(feed);
      const path = new URL(feed.url!).pathname;

      // What the member answers, and what becomes of the events.
      await createEventAs(ctx(), feedMember, { title: 'My own meet-up' });
      const goingTo = await createEventAs(ctx(), organizer, { title: 'Going to this' });
      await going(ctx(), goingTo.id, feedMember);
      const interested = await createEventAs(ctx(), organizer, { title: 'Only interested' });
      await going(ctx(), interested.id, feedMember, 'interested');
      const full = await createEventAs(ctx(), organizer, { title: 'Full event', capacity: 1 });
      await going(ctx(), full.id, feedMember); // waitlisted: the organizer has the one place
      const cancelled = await createEventAs(ctx(), organizer, { title: 'Called off' });
      await going(ctx(), cancelled.id, feedMember);
      await callAs(ctx(), 'POST', `/api/events/${cancelled.id}/cancel`, organizer, {});
      const recent = await createEventAs(ctx(), organizer, { title: 'Last week' });
      await going(ctx(), recent.id, feedMember);
      const old = await createEventAs(ctx(), organizer, { title: 'Long ago' });
      await going(ctx(), old.id, feedMember);
      const moveBack = async (event: Event, days: number) =>
        ctx()
          .db.update(events)
          .set({
            startsAt: new Date(Date.now() - days * DAY_MS - 2 * 60 * 60 * 1000),
            endsAt: new Date(Date.now() - days * DAY_MS),
          })
          .where(eq(events.id, event.id));
      await moveBack(recent, 7);
      await moveBack(old, 40);
      // A private group's event: going while a member, then the member leaves the group.
      const owner = await createMember(ctx().db);
      const group = await createGroupAs(ctx(), owner, { visibility: 'private' });
      await joinAs(ctx(), group, feedMember, owner);
      const left = await createEventAs(ctx(), owner, { title: 'Group night', groupId: group.id });
      await going(ctx(), left.id, feedMember);
      const stayed = await createEventAs(ctx(), owner, {
        title: 'Group morning',
        groupId: group.id,
        startsAt: parkTimeIn(3),
        endsAt: parkTimeIn(3.1),
      });
      await going(ctx(), stayed.id, feedMember);

      const before = parseEvents((await callAs(ctx(), 'GET', path)).body);
      expect(before.map((event) => event.summary).sort()).toEqual(
        [
          'My own meet-up',
          'Going to this',
          'Called off',
          'Last week',
          'Group night',
          'Group morning',
        ].sort(),
      );
      const leave = await callAs(ctx(), 'DELETE', `/api/groups/${group.id}/membership`, feedMember);
      expect(leave.statusCode, leave.body).toBe(200);

      // No sign-in: the secret is the key.
      const res = await callAs(ctx(), 'GET', path);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=900');
      const listed = parseEvents(res.body);
      expect(listed[0]?.summary).toBe('Last week');
      expect(listed.map((event) => event.summary).sort()).toEqual(
        ['My own meet-up', 'Going to this', 'Called off', 'Last week'].sort(),
      );
      expect(listed.find((event) => event.summary === 'Called off')?.status).toBe('CANCELLED');
      expect(listed.find((event) => event.summary === 'Going to this')).toMatchObject({
        uid: `${goingTo.id}@magic.example`,
        status: 'CONFIRMED',
        url: `${SITE}/event/${goingTo.id}`,
        start: goingTo.startsAt,
        end: goingTo.endsAt,
      });

      // A new link: the old one is gone.
      const renewed = calendarFeedSchema.parse(
        (await callAs(ctx(), 'PUT', '/api/calendar/feed', feedMember)).json(),
      );
      expect(renewed.url).not.toBe(feed.url);
      const stale = await callAs(ctx(), 'GET', path);
      expect(stale.statusCode).toBe(404);
      expect(stale.json()).toEqual({
        error: { code: 'not_found', message: CALENDAR_FEED_NOT_FOUND_MESSAGE },
      });
      const renewedPath = new URL(renewed.url!).pathname;
      expect((await callAs(ctx(), 'GET', renewedPath)).statusCode).toBe(200);

      // Turned off: no link, and the last one is gone too.
      const off = await callAs(ctx(), 'DELETE', '/api/calendar/feed', feedMember);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ url: null, webcalUrl: null });
      expect((await callAs(ctx(), 'GET', renewedPath)).statusCode).toBe(404);
      expect((await callAs(ctx(), 'GET', '/api/calendar/feed', feedMember)).json()).toEqual({
        url: null,
        webcalUrl: null,
      });
    });

    it('tells the feed routes from a secret named like them', async () => {
      expect((await callAs(ctx(), 'GET', '/api/calendar/feed.ics')).statusCode).toBe(404);
      expect((await callAs(ctx(), 'GET', `/api/calendar/${'x'.repeat(43)}.ics`)).json()).toEqual({
        error: { code: 'not_found', message: CALENDAR_FEED_NOT_FOUND_MESSAGE },
      });
      // Text that cannot be a secret (a NUL, too short) is not looked up: 404 all the same.
      for (const secret of ['%00abc', 'short', `${'x'.repeat(42)}%C3%A9`]) {
        const res = await callAs(ctx(), 'GET', `/api/calendar/${secret}.ics`);
        expect(res.statusCode, secret).toBe(404);
        expect(res.json()).toMatchObject({ error: { message: CALENDAR_FEED_NOT_FOUND_MESSAGE } });
      }
      expect((await callAs(ctx(), 'PUT', '/api/calendar/feed')).statusCode).toBe(401);
      expect((await callAs(ctx(), 'DELETE', '/api/calendar/feed')).statusCode).toBe(401);
    });
  },
  { siteUrl: SITE },
);
