import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, expect, it } from 'vitest';
import { BOOKING_RULES_CHECKED_ON } from '../../../common/features/trips/booking-window-rules';
import {
  TRIP_NOT_FOUND_MESSAGE,
  tripWindowsSchema,
} from '../../../common/features/trips/trips.contract';
import type { Database } from '../../db/client';
import { blocks, tripDays, tripPlanners, trips } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { callAs } from '../../test/groups-test-support';
import { createMember, type TestMember } from '../../test/sign-in';
import { TRIP_CALENDAR_PLANNERS_ONLY_MESSAGE } from './trip-windows.routes';

const SITE = 'https://magic.example';

/** The VEVENTs of an iCalendar text, parsed back with ical.js. */
function parseEntries(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const entry = new ICAL.Event(component);
    return {
      uid: entry.uid,
      summary: entry.summary,
      isDate: entry.startDate.isDate,
      start: entry.startDate.isDate
        ? entry.startDate.toString()
        : entry.startDate.toJSDate().toISOString(),
    };
  });
}

async function insertTrip(
  db: Database,
  owner: TestMember,
  values: Partial<typeof trips.$inferInsert> = {},
): Promise<string> {
  const [row] = await db
    .insert(trips)
    .values({
      ownerId: owner.id,
      name: 'Our first trip',
      arrivesOn: '2027-03-12',
      departsOn: '2027-03-14',
      resortSlug: null,
      hasParkTickets: true,
      ...values,
    })
    .returning({ id: trips.id });
  await db.insert(tripDays).values([
    { tripId: row!.id, dayNumber: 1, park: 'Magic Kingdom' },
    { tripId: row!.id, dayNumber: 2, park: null },
  ]);
  return row!.id;
}

describeEachDatabase(
  'trip windows and calendars',
  (ctx) => {
    let owner: TestMember;
    let coPlanner: TestMember;
    let viewer: TestMember;
    let reader: TestMember;
    let blocked: TestMember;
    let privateTrip: string;
    let sharedTrip: string;

    beforeAll(async () => {
      const { db } = ctx();
      [owner, coPlanner, viewer, reader, blocked] = [
        await createMember(db),
        await createMember(db),
        await createMember(db),
        await createMember(db),
        await createMember(db),
      ];
      privateTrip = await insertTrip(db, owner, { name: 'Secret surprise' });
      sharedTrip = await insertTrip(db, owner, { name: 'Spring break', visibility: 'unlisted' });
      await db.insert(tripPlanners).values([
        { tripId: privateTrip, memberId: coPlanner.id, role: 'planner' },
        { tripId: privateTrip, memberId: viewer.id, role: 'viewer' },
      ]);
      await db.insert(blocks).values({ blockerId: owner.id, blockedId: blocked.id });
    });

    it('answers the windows to whoever may open the trip, with each rule’s source', async () => {
      for (const member of [owner, coPlanner, viewer]) {
        const res = await callAs(ctx(), 'GET', `/api/trips/${privateTrip}/windows`, member);
        expect(res.statusCode, res.body).toBe(200);
        const body = tripWindowsSchema.parse(res.json());
        expect(body.rulesCheckedOn).toBe(BOOKING_RULES_CHECKED_ON);
        // Off-site with tickets, one park day: its dining and Lightning Lane windows.
        expect(body.windows.map((window) => window.key)).toEqual([
          'dining:2027-03-12',
          'lightning-lane:2027-03-12',
        ]);
        expect(body.windows[0]).toMatchObject({
          opensAt: '2027-01-11T11:00:00.000Z',
          allDay: false,
          concernsDate: '2027-03-12',
          park: 'Magic Kingdom',
        });
        expect(body.windows.every((window) => window.source.length > 0)).toBe(true);
      }
      // A shared trip: anyone with the link, signed in or not.
      for (const member of [reader, null]) {
        const res = await callAs(ctx(), 'GET', `/api/trips/${sharedTrip}/windows`, member);
        expect(res.statusCode, res.body).toBe(200);
      }
      // A private trip is not found for others; nor a shared one across a block, nor nonsense.
      for (const [tripId, member] of [
        [privateTrip, reader],
        [privateTrip, null],
        [sharedTrip, blocked],
        ['not-a-trip', owner],
        ['00000000-0000-4000-8000-000000000000', owner],
      ] as const) {
        const res = await callAs(ctx(), 'GET', `/api/trips/${tripId}/windows`, member);
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().error.message).toBe(TRIP_NOT_FOUND_MESSAGE);
      }
    });

    it('gives the planners the trip’s .ics: a day per day, an entry per window', async () => {
      const res = await callAs(ctx(), 'GET', `/api/trips/${privateTrip}/calendar.ics`, viewer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="secret-surprise.ics"');
      const entries = parseEntries(res.body);
      expect(entries.map((entry) => entry.summary)).toEqual([
        'Day 1 · Magic Kingdom — Secret surprise',
        'Day 2 · Rest day — Secret surprise',
        'Day 3 — Secret surprise',
        'Dining reservations open for Fri 12 Mar — Secret surprise',
        'Lightning Lane selections open for Fri 12 Mar — Secret surprise',
      ]);
      expect(entries[0]).toMatchObject({ isDate: true, start: '2027-03-12' });
      expect(entries[3]).toMatchObject({
        isDate: false,
        start: '2027-01-11T11:00:00.000Z',
        uid: `trip-${privateTrip}-window-dining:2027-03-12@magic.example`,
      });

      // A reader of the shared trip may not download it; others do not find it.
      const forbidden = await callAs(ctx(), 'GET', `/api/trips/${sharedTrip}/calendar.ics`, reader);
      expect(forbidden.statusCode, forbidden.body).toBe(403);
      expect(forbidden.json().error).toEqual({
        code: 'forbidden',
        message: TRIP_CALENDAR_PLANNERS_ONLY_MESSAGE,
      });
      for (const member of [reader, null]) {
        const hidden = await callAs(ctx(), 'GET', `/api/trips/${privateTrip}/calendar.ics`, member);
        expect(hidden.statusCode, hidden.body).toBe(404);
      }
      const visitor = await callAs(ctx(), 'GET', `/api/trips/${sharedTrip}/calendar.ics`);
      expect(visitor.statusCode, visitor.body).toBe(403);
    });

    it('puts the trips a member plans in their private feed, and no one else’s', async () => {
      const feedOf = async (member: TestMember) => {
        const feed = await callAs(ctx(), 'PUT', '/api/calendar/feed', member);
        expect(feed.statusCode, feed.body).toBe(200);
        const res = await callAs(ctx(), 'GET', new URL(feed.json().url as string).pathname);
        expect(res.statusCode, res.body).toBe(200);
        return parseEntries(res.body).map((entry) => entry.summary);
      };
      const ownerFeed = await feedOf(owner);
      expect(ownerFeed).toContain('Day 1 · Magic Kingdom — Secret surprise');
      expect(ownerFeed).toContain('Dining reservations open for Fri 12 Mar — Spring break');
      expect(await feedOf(coPlanner)).toContain('Day 2 · Rest day — Secret surprise');
      // A reader of a shared trip does not plan it: nothing of it in their feed.
      expect(await feedOf(reader)).toEqual([]);
      // A deleted trip leaves the feeds.
      await ctx().db.update(trips).set({ deletedAt: new Date() }).where(eq(trips.id, privateTrip));
      expect((await feedOf(viewer)).some((summary) => summary.includes('Secret surprise'))).toBe(
        false,
      );
    });
  },
  { siteUrl: SITE },
);
