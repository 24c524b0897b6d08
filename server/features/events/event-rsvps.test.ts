import { expect, it } from 'vitest';
import {
  eventAttendeePageSchema,
  eventSchema,
  rsvpResultSchema,
  type RsvpResult,
} from '../../../common/features/events/events.contract';
import { serviceRoleToken } from '../../test/auth-admin-support';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs, createEventAs, notifiedOf } from '../../test/events-test-support';

async function answer(
  ctx: TestContext,
  eventId: string,
  member: TestMember,
  status: 'going' | 'interested' | null,
): Promise<RsvpResult> {
  const res =
    status === null
      ? await callAs(ctx, 'DELETE', `/api/events/${eventId}/rsvp`, member)
      : await callAs(ctx, 'PUT', `/api/events/${eventId}/rsvp`, member, { status });
  expect(res.statusCode, res.body).toBe(200);
  return rsvpResultSchema.parse(res.json());
}

async function attendees(
  ctx: TestContext,
  eventId: string,
  status: 'going' | 'waitlisted' | 'interested',
  viewer: TestMember | null = null,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `status=${status}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await callAs(ctx, 'GET', `/api/events/${eventId}/attendees?${query}`, viewer);
    expect(res.statusCode, res.body).toBe(200);
    const page = eventAttendeePageSchema.parse(res.json());
    ids.push(...page.items.map((item) => item.user.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

async function counts(ctx: TestContext, eventId: string) {
  const res = await callAs(ctx, 'GET', `/api/events/${eventId}`, null);
  const event = eventSchema.parse(res.json());
  return [event.goingCount, event.waitlistCount, event.interestedCount];
}

describeEachDatabase('event answers', (context) => {
  it('gives exactly the places there are to parallel answers, queues the rest in order, and moves the waitlist up', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const event = await createEventAs(ctx, organizer, { capacity: 3 });
    // The organizer steps back, leaving three places for ten members answering at once.
    expect(await answer(ctx, event.id, organizer, null)).toMatchObject({
      status: null,
      goingCount: 0,
    });
    const members: TestMember[] = [];
    for (let i = 0; i < 10; i += 1) members.push(await createMember(ctx.db));
    const results = await Promise.all(
      members.map((member) => answer(ctx, event.id, member, 'going')),
    );
    expect(results.filter((r) => r.status === 'going')).toHaveLength(3);
    const queued = results.filter((r) => r.status === 'waitlisted');
    expect(queued).toHaveLength(7);
    expect(queued.map((r) => r.waitlistPosition).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(await counts(ctx, event.id)).toEqual([3, 7, 0]);

    const going = await attendees(ctx, event.id, 'going');
    const waitlist = await attendees(ctx, event.id, 'waitlisted');
    expect(going).toHaveLength(3);
    expect(waitlist).toHaveLength(7);
    // The waitlist's order is the order the answers were taken (each saw its place).
    const byPosition = members
      .map((member, index) => ({ id: member.id, result: results[index]! }))
      .filter(({ result }) => result.status === 'waitlisted')
      .sort((a, b) => a.result.waitlistPosition! - b.result.waitlistPosition!)
      .map(({ id }) => id);
    expect(waitlist).toEqual(byPosition);
    const viewFirst = await callAs(
      ctx,
      'GET',
      `/api/events/${event.id}`,
      members[members.findIndex((m) => m.id === waitlist[0])]!,
    );
    expect(viewFirst.json()).toMatchObject({ viewerRsvp: 'waitlisted', waitlistPosition: 1 });

    // A member going leaves: the first of the waitlist moves up and is told.
    const leaver = members.find((m) => m.id === going[0])!;
    expect(await answer(ctx, event.id, leaver, null)).toMatchObject({
      status: null,
      goingCount: 3,
      waitlistCount: 6,
    });
    expect(await notifiedOf(ctx, event.id, 'event_promoted')).toEqual([waitlist[0]]);
    expect(await attendees(ctx, event.id, 'going')).toEqual([...going.slice(1), waitlist[0]]);

    // A member going turns interested: the next moves up.
    const switcher = members.find((m) => m.id === going[1])!;
    expect(await answer(ctx, event.id, switcher, 'interested')).toMatchObject({
      status: 'interested',
      goingCount: 3,
      waitlistCount: 5,
      interestedCount: 1,
    });
    expect(await notifiedOf(ctx, event.id, 'event_promoted')).toEqual(
      [waitlist[0], waitlist[1]].sort(),
    );

    // Two more places: two more move up; no limit: everyone does.
    const raised = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      capacity: 5,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({ goingCount: 5, waitlistCount: 3 });
    expect(await attendees(ctx, event.id, 'waitlisted')).toEqual(waitlist.slice(4));
    const unlimited = await callAs(ctx, 'PATCH', `/api/events/${event.id}`, organizer, {
      capacity: null,
    });
    expect(unlimited.json()).toMatchObject({ goingCount: 8, waitlistCount: 0 });
    expect(await notifiedOf(ctx, event.id, 'event_promoted')).toEqual([...waitlist].sort());
    expect(await counts(ctx, event.id)).toEqual([8, 0, 1]);
  });

  it('switches between going, interested and nothing, keeps a waitlist place, and lists the organizer first', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const [a, b, c] = [
      await createMember(ctx.db),
      await createMember(ctx.db),
      await createMember(ctx.db),
    ];
    const event = await createEventAs(ctx, organizer, { capacity: 2 });
    expect(await answer(ctx, event.id, a, 'interested')).toMatchObject({
      status: 'interested',
      goingCount: 1,
      interestedCount: 1,
    });
    expect(await answer(ctx, event.id, a, 'going')).toMatchObject({
      status: 'going',
      goingCount: 2,
      interestedCount: 0,
    });
    expect(await answer(ctx, event.id, a, 'going')).toMatchObject({
      status: 'going',
      goingCount: 2,
    });
    expect(await answer(ctx, event.id, b, 'going')).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
    });
    expect(await answer(ctx, event.id, c, 'going')).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 2,
    });
    // Answering going again keeps the place in the queue.
    expect(await answer(ctx, event.id, b, 'going')).toMatchObject({ waitlistPosition: 1 });
    // Leaving the waitlist moves the others up; nobody is promoted (no place freed).
    expect(await answer(ctx, event.id, b, 'interested')).toMatchObject({
      status: 'interested',
      waitlistCount: 1,
      goingCount: 2,
    });
    const cView = await callAs(ctx, 'GET', `/api/events/${event.id}`, c);
    expect(cView.json()).toMatchObject({ viewerRsvp: 'waitlisted', waitlistPosition: 1 });
    expect(await answer(ctx, event.id, b, null)).toMatchObject({
      status: null,
      interestedCount: 0,
    });
    expect(await answer(ctx, event.id, b, null)).toMatchObject({ status: null });
    expect(await notifiedOf(ctx, event.id, 'event_promoted')).toEqual([]);

    // Going: the organizer first, then by answer time, whoever answered later.
    expect(await attendees(ctx, event.id, 'going')).toEqual([organizer.id, a.id]);
    expect(await answer(ctx, event.id, organizer, 'interested')).toMatchObject({ goingCount: 2 });
    expect(await notifiedOf(ctx, event.id, 'event_promoted')).toEqual([c.id]);
    // Back to a full event: the organizer queues like everyone else.
    expect(await answer(ctx, event.id, organizer, 'going')).toMatchObject({
      status: 'waitlisted',
      waitlistPosition: 1,
      goingCount: 2,
    });
    expect(await attendees(ctx, event.id, 'going')).toEqual([a.id, c.id]);
    expect(await attendees(ctx, event.id, 'waitlisted')).toEqual([organizer.id]);
    expect(await answer(ctx, event.id, a, null)).toMatchObject({ goingCount: 2, waitlistCount: 0 });
    expect(await attendees(ctx, event.id, 'going')).toEqual([organizer.id, c.id]);
  });

  it('takes a deleted account’s answers out of the counts and moves the waitlist up', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const leaving = await createMember(ctx.db);
    const queued = await createMember(ctx.db);
    const event = await createEventAs(ctx, organizer, { capacity: 2 });
    await answer(ctx, event.id, leaving, 'going');
    expect(await answer(ctx, event.id, queued, 'going')).toMatchObject({ status: 'waitlisted' });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/auth/v1/admin/users/${leaving.id}`,
      headers: { authorization: `Bearer ${await serviceRoleToken()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await counts(ctx, event.id)).toEqual([2, 0, 0]);
    expect(await attendees(ctx, event.id, 'going')).toEqual([organizer.id, queued.id]);
    expect(await notifiedOf(ctx, event.id, 'event_promoted')).toEqual([queued.id]);
  });

  it('refuses a bad status and a cursor of another list, and answers visitors 401', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const event = await createEventAs(ctx, organizer);
    const bad = await callAs(ctx, 'PUT', `/api/events/${event.id}/rsvp`, member, {
      status: 'waitlisted',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Status must be one of: going, interested');
    expect(
      (await callAs(ctx, 'PUT', `/api/events/${event.id}/rsvp`, null, { status: 'going' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await callAs(ctx, 'PUT', `/api/events/${crypto.randomUUID()}/rsvp`, member, {
          status: 'going',
        })
      ).statusCode,
    ).toBe(404);
    for (let i = 0; i < 3; i += 1) await answer(ctx, event.id, await createMember(ctx.db), 'going');
    const first = await callAs(ctx, 'GET', `/api/events/${event.id}/attendees?limit=2`, null);
    const cursor = first.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    const wrong = await callAs(
      ctx,
      'GET',
      `/api/events/${event.id}/attendees?status=interested&cursor=${cursor}`,
      null,
    );
    expect(wrong.statusCode).toBe(400);
    const garbage = await callAs(ctx, 'GET', `/api/events/${event.id}/attendees?cursor=abc`, null);
    expect(garbage.statusCode).toBe(400);
  });
});
