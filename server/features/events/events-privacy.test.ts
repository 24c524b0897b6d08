import { beforeAll, expect, it } from 'vitest';
import { eventPageSchema, type Event } from '../../../common/features/events/events.contract';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { groupCast } from '../../test/groups-test-support';
import { callAs, createEventAs, parkTimeIn } from '../../test/events-test-support';

type Cast = Awaited<ReturnType<typeof groupCast>>;
type Persona = 'visitor' | 'outsider' | 'removed' | 'staff' | 'member' | 'owner';
const outside: Persona[] = ['visitor', 'outsider', 'removed', 'staff'];
const inside: Persona[] = ['member', 'owner'];

/**
 * A private group's event is for the group's members only: to anyone else (visitors, members
 * outside it, a member who was removed, staff) it does not exist anywhere — by id, in the lists
 * and the month calendar, a group's events, attendees, the discussion, and every write (404).
 * A block hides the organizer's events both ways.
 */
describeEachDatabase('events privacy', (context) => {
  let cast: Cast;
  let event: Event;
  let day: string;
  const who = (persona: Persona): TestMember | null =>
    persona === 'visitor' ? null : cast[persona];

  beforeAll(async () => {
    const ctx = context();
    cast = await groupCast(ctx, 'private');
    const start = parkTimeIn(15);
    day = start.slice(0, 10);
    // The organizer is a plain member of the group.
    event = await createEventAs(ctx, cast.member, {
      groupId: cast.group.id,
      park: 'Hollywood Studios',
      startsAt: start,
      endsAt: parkTimeIn(15.05),
      capacity: 5,
    });
    const rsvp = await callAs(ctx, 'PUT', `/api/events/${event.id}/rsvp`, cast.owner, {
      status: 'going',
    });
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    const comment = await callAs(ctx, 'POST', `/api/events/${event.id}/comments`, cast.owner, {
      body: 'Secret meeting spot',
    });
    expect(comment.statusCode, comment.body).toBe(201);
  });

  const listed = async (ctx: TestContext, persona: Persona, query: string) => {
    const res = await callAs(ctx, 'GET', `/api/events?${query}&limit=100`, who(persona));
    expect(res.statusCode, res.body).toBe(200);
    return eventPageSchema.parse(res.json()).items.some((item) => item.id === event.id);
  };

  it('shows it by id, in lists, the month calendar and the group listing to members only', async () => {
    const ctx = context();
    for (const persona of [...outside, ...inside]) {
      const visible = inside.includes(persona);
      const byId = await callAs(ctx, 'GET', `/api/events/${event.id}`, who(persona));
      expect(byId.statusCode, persona).toBe(visible ? 200 : 404);
      if (!visible) expect(byId.json().error.message).toBe('Event not found');
      for (const query of [
        'when=upcoming',
        'when=upcoming&park=Hollywood%20Studios',
        `from=${day}&to=${day}`,
        `groupId=${cast.group.id}`,
        `groupId=${cast.group.id}&from=${day}&to=${day}`,
      ]) {
        expect(await listed(ctx, persona, query), `${persona} ${query}`).toBe(visible);
      }
      for (const url of [`/api/events/${event.id}/attendees`, `/api/events/${event.id}/comments`]) {
        const res = await callAs(ctx, 'GET', url, who(persona));
        expect(res.statusCode, `${persona} ${url}`).toBe(visible ? 200 : 404);
      }
    }
  });

  it('answers every write from outside with 404 (401 for visitors), never 403', async () => {
    const ctx = context();
    for (const persona of outside) {
      const expected = persona === 'visitor' ? 401 : 404;
      for (const [method, url, payload] of [
        ['PUT', `/api/events/${event.id}/rsvp`, { status: 'going' }],
        ['DELETE', `/api/events/${event.id}/rsvp`, undefined],
        ['POST', `/api/events/${event.id}/comments`, { body: 'Let me in' }],
        ['PATCH', `/api/events/${event.id}`, { title: 'Taken over' }],
        ['POST', `/api/events/${event.id}/cancel`, {}],
        ['DELETE', `/api/events/${event.id}`, undefined],
      ] as const) {
        const res = await callAs(ctx, method, url, who(persona), payload);
        expect(res.statusCode, `${persona} ${method} ${url}`).toBe(expected);
      }
    }
    // Nothing changed.
    const seen = await callAs(ctx, 'GET', `/api/events/${event.id}`, cast.member);
    expect(seen.json()).toMatchObject({ title: event.title, goingCount: 2, commentCount: 1 });
  });

  it('hides an organizer’s events from a member they blocked, and from one who blocked them', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const blocked = await createMember(ctx.db);
    const blocker = await createMember(ctx.db);
    const bystander = await createMember(ctx.db);
    const open = await createEventAs(ctx, organizer, { park: 'Typhoon Lagoon' });
    for (const [by, whom] of [
      [organizer, blocked],
      [blocker, organizer],
    ] as const) {
      const res = await callAs(ctx, 'PUT', `/api/profiles/${whom.id}/block`, by);
      expect(res.statusCode, res.body).toBe(200);
    }
    for (const viewer of [blocked, blocker]) {
      expect((await callAs(ctx, 'GET', `/api/events/${open.id}`, viewer)).statusCode).toBe(404);
      const list = await callAs(ctx, 'GET', '/api/events?park=Typhoon%20Lagoon', viewer);
      expect(eventPageSchema.parse(list.json()).items.map((e) => e.id)).not.toContain(open.id);
      for (const url of [`/api/events/${open.id}/attendees`, `/api/events/${open.id}/comments`]) {
        expect((await callAs(ctx, 'GET', url, viewer)).statusCode).toBe(404);
      }
      const rsvp = await callAs(ctx, 'PUT', `/api/events/${open.id}/rsvp`, viewer, {
        status: 'going',
      });
      expect(rsvp.statusCode).toBe(404);
    }
    expect((await callAs(ctx, 'GET', `/api/events/${open.id}`, bystander)).statusCode).toBe(200);
    expect((await callAs(ctx, 'GET', `/api/events/${open.id}`, null)).statusCode).toBe(200);

    // A block between two attendees hides each from the other's attendee list and discussion.
    const other = await createEventAs(ctx, bystander, { park: 'Typhoon Lagoon' });
    await callAs(ctx, 'PUT', `/api/events/${other.id}/rsvp`, blocked, { status: 'going' });
    await callAs(ctx, 'POST', `/api/events/${other.id}/comments`, blocked, { body: 'Hi all' });
    await callAs(ctx, 'PUT', `/api/profiles/${blocked.id}/block`, organizer);
    const attendees = await callAs(ctx, 'GET', `/api/events/${other.id}/attendees`, organizer);
    expect(JSON.stringify(attendees.json())).not.toContain(blocked.id);
    const comments = await callAs(ctx, 'GET', `/api/events/${other.id}/comments`, organizer);
    expect(comments.json().items).toEqual([]);
    const forOthers = await callAs(ctx, 'GET', `/api/events/${other.id}/attendees`, null);
    expect(JSON.stringify(forOthers.json())).toContain(blocked.id);
  });
});
