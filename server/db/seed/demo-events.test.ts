import { inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  EVENT_COMMENT_MAX,
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_TITLE_MAX,
  EVENT_TITLE_MIN,
  eventPageSchema,
  eventSchema,
} from '../../../common/features/events/events.contract';
import { parks } from '../../../common/features/parks';
import { describeEachDatabase } from '../../test/build-test-app';
import { mintAccessToken } from '../../test/sign-in';
import { authSessions, eventRsvps, events, jobs } from '../schema';
import { demoMembers } from './demo-data';
import { demoEventId, demoEventStart, seedDemoEvents } from './demo-events';
import { demoEvents } from './demo-events-data';
import { seedDemoGroups } from './demo-groups';
import { demoGroups } from './demo-groups-data';
import { demoMemberId, seedDemo } from './demo-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

it('writes demo events that fit the rules: members, places, groups, times', () => {
  const usernames = new Set(demoMembers.map((member) => member.username));
  const keys = new Set<string>();
  for (const event of demoEvents) {
    expect(keys.has(event.key), event.key).toBe(false);
    keys.add(event.key);
    expect(event.title.length).toBeGreaterThanOrEqual(EVENT_TITLE_MIN);
    expect(event.title.length).toBeLessThanOrEqual(EVENT_TITLE_MAX);
    expect(event.description.length).toBeLessThanOrEqual(EVENT_DESCRIPTION_MAX);
    expect(event.location.length).toBeLessThanOrEqual(EVENT_LOCATION_MAX);
    expect(event.park === null || parks.includes(event.park)).toBe(true);
    const attendees = [
      event.organizer,
      ...event.going,
      ...(event.waitlisted ?? []),
      ...event.interested,
    ];
    expect(new Set(attendees).size, event.key).toBe(attendees.length);
    for (const username of [...attendees, ...event.comments.map((c) => c.author)]) {
      expect(usernames.has(username), username).toBe(true);
    }
    const going = 1 + event.going.length;
    if (event.capacity !== undefined) expect(going, event.key).toBeLessThanOrEqual(event.capacity);
    // A waitlist only on a full event.
    if (event.waitlisted?.length) expect(going, event.key).toBe(event.capacity);
    if (event.group) {
      const group = demoGroups.find((candidate) => candidate.key === event.group);
      expect(group, event.group).toBeDefined();
      const members = new Set([group!.owner, ...group!.moderators, ...group!.members]);
      for (const username of [...attendees, ...event.comments.map((c) => c.author)]) {
        expect(members.has(username), `${username} in ${event.group}`).toBe(true);
      }
    }
    for (const comment of event.comments) {
      expect(comment.body.length).toBeLessThanOrEqual(EVENT_COMMENT_MAX);
      expect(comment.hoursAgo).toBeLessThan(event.createdDaysAgo * 24);
    }
    expect(-event.daysFromNow).toBeLessThan(event.createdDaysAgo);
  }
  expect(demoEvents.filter((event) => event.daysFromNow > 0).length).toBeGreaterThanOrEqual(8);
  expect(demoEvents.filter((event) => event.daysFromNow < 0).length).toBeGreaterThanOrEqual(3);
  expect(demoEvents.some((event) => (event.waitlisted ?? []).length > 0)).toBe(true);
  const privateGroups = new Set(
    demoGroups.filter((group) => group.visibility === 'private').map((group) => group.key),
  );
  expect(demoEvents.some((event) => event.group && privateGroups.has(event.group))).toBe(true);
});

describeEachDatabase('demo community: events', (ctx) => {
  it('adds the demo events once, with counts from the answers, reminders, and private group events hidden', async () => {
    const { db, app } = ctx();
    const now = new Date();
    await seedDemo(db, now);
    await seedDemoGroups(db, now);
    const first = await seedDemoEvents(db, now);
    expect(first.events).toBe(demoEvents.length);
    expect(first.rsvps).toBe(
      demoEvents.reduce(
        (sum, e) => sum + 1 + e.going.length + (e.waitlisted ?? []).length + e.interested.length,
        0,
      ),
    );
    expect(first.comments).toBe(demoEvents.reduce((sum, e) => sum + e.comments.length, 0));
    expect(await seedDemoEvents(db, now)).toEqual({ events: 0, rsvps: 0, comments: 0 });

    const ids = demoEvents.map((event) => demoEventId(event.key));
    const rows = await db.select().from(events).where(inArray(events.id, ids));
    const answers = await db.select().from(eventRsvps).where(inArray(eventRsvps.eventId, ids));
    for (const row of rows) {
      const of = (status: string) =>
        answers.filter((a) => a.eventId === row.id && a.status === status).length;
      expect(row.goingCount).toBe(of('going'));
      expect(row.waitlistCount).toBe(of('waitlisted'));
      expect(row.interestedCount).toBe(of('interested'));
      const data = demoEvents.find((event) => demoEventId(event.key) === row.id)!;
      expect(row.startsAt.toISOString()).toBe(demoEventStart(data, now).toISOString());
      expect(row.commentCount).toBe(data.comments.length);
    }
    // Every upcoming event has its reminder; past ones none.
    const reminders = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.kind, ['event-reminder']));
    const reminded = new Set(reminders.map((job) => (job.payload as { eventId: string }).eventId));
    for (const event of demoEvents) {
      expect(reminded.has(demoEventId(event.key)), event.key).toBe(event.daysFromNow > 0);
    }

    // A visitor sees the upcoming public events soonest first; the private group's is not there.
    const list = await app.inject({ method: 'GET', url: '/api/events?limit=100' });
    expect(list.statusCode, list.body).toBe(200);
    const listed = eventPageSchema.parse(list.json()).items.map((item) => item.id);
    const upcoming = demoEvents.filter((event) => event.daysFromNow > 0);
    const privateKeys = new Set(['dvc-villa-tour', 'rundisney-shakeout']);
    for (const event of upcoming) {
      expect(listed.includes(demoEventId(event.key)), event.key).toBe(!privateKeys.has(event.key));
    }
    const full = demoEvents.find((event) => event.key === 'food-wine-crawl')!;
    const crawl = eventSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/events/${demoEventId(full.key)}` })).json(),
    );
    expect(crawl).toMatchObject({ capacity: 4, goingCount: 4, waitlistCount: 2, commentCount: 3 });
    expect(crawl.startsAt).toBe(demoEventStart(full, now).toISOString());
    expect(new Date(crawl.startsAt).getTime() - now.getTime()).toBeGreaterThan(8 * DAY_MS);

    // A member of the private group reads its event.
    const paula = demoMemberId('pixie_dust_paula');
    const [session] = await db
      .insert(authSessions)
      .values({ userId: paula })
      .returning({ id: authSessions.id });
    const token = await mintAccessToken(paula, 3600, session!.id);
    const inside = await app.inject({
      method: 'GET',
      url: `/api/events/${demoEventId('dvc-villa-tour')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(eventSchema.parse(inside.json()).viewerRsvp).toBe('going');
    const outside = await app.inject({
      method: 'GET',
      url: `/api/events/${demoEventId('dvc-villa-tour')}`,
    });
    expect(outside.statusCode).toBe(404);
  }, 120_000);
});
