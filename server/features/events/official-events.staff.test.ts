import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eventSchema, type Event } from '../../../common/features/events/events.contract';
import { officialEvents, SITE_ACCOUNT } from '../../../common/features/events/official-events';
import { auditLog, events } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { callAs, endEvent, parkTimeIn } from '../../test/events-test-support';
import { rollOfficialEvents } from './official-events.seed';

const nextYear = new Date().getUTCFullYear() + 1;

describeEachDatabase('official events and staff', (context) => {
  const body = () => ({
    title: 'Staff-added fireworks cruise',
    type: 'seasonal',
    park: 'Magic Kingdom',
    location: 'Seven Seas Lagoon',
    startsAt: parkTimeIn(20),
    endsAt: parkTimeIn(20.1),
  });

  it('lets staff (admins and moderators) create an official event, organized by the site account and audited; members get 403', async () => {
    const ctx = context();
    const member = await createMember(ctx.db);
    const moderator = await createMember(ctx.db, { isModerator: true });
    const admin = await createMember(ctx.db, { isAdmin: true });

    const refused = await callAs(ctx, 'POST', '/api/official-events', member, body());
    expect(refused.statusCode, refused.body).toBe(403);
    // The members' route takes no "official" field.
    const sneaky = await callAs(ctx, 'POST', '/api/events', member, { ...body(), official: true });
    expect(sneaky.statusCode).toBe(400);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/official-events',
      payload: body(),
    });
    expect(visitor.statusCode).toBe(401);

    for (const staff of [admin, moderator]) {
      const res = await callAs(ctx, 'POST', '/api/official-events', staff, body());
      expect(res.statusCode, res.body).toBe(201);
      const event = eventSchema.parse(res.json());
      expect(event).toMatchObject({
        official: true,
        organizer: { id: SITE_ACCOUNT.id },
        goingCount: 0,
        viewerRsvp: null,
        canManage: true,
        group: null,
      });
      const [entry] = await ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.itemId, event.id), eq(auditLog.action, 'event.official_create')));
      expect(entry).toMatchObject({ actorId: staff.id, itemKind: 'event' });
      // Listed with the other upcoming events.
      const list = await callAs(ctx, 'GET', '/api/events?limit=50', member);
      expect((list.json() as { items: Event[] }).items.map((item) => item.id)).toContain(event.id);
    }
  });

  it('lets staff edit, cancel and date an official event, never a member; changes are audited', async () => {
    const ctx = context();
    const member = await createMember(ctx.db);
    const admin = await createMember(ctx.db, { isAdmin: true });
    const id = officialEvents[0]!.id;

    const asMember = await callAs(ctx, 'GET', `/api/events/${id}`, member);
    expect((asMember.json() as Event).canManage).toBe(false);
    const memberEdit = await callAs(ctx, 'PATCH', `/api/events/${id}`, member, {
      title: 'Not mine',
    });
    expect(memberEdit.statusCode).toBe(403);

    const asStaff = await callAs(ctx, 'GET', `/api/events/${id}`, admin);
    expect((asStaff.json() as Event).canManage).toBe(true);
    const edited = await callAs(ctx, 'PATCH', `/api/events/${id}`, admin, {
      location: 'World Showcase, EPCOT',
      startsAt: `${nextYear}-08-27T11:00`,
      endsAt: `${nextYear}-11-21T21:00`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      location: 'World Showcase, EPCOT',
      startsAtLocal: `${nextYear}-08-27T11:00`,
      official: true,
      organizer: { id: SITE_ACCOUNT.id },
    });
    const [entry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, id), eq(auditLog.action, 'event.official_update')));
    expect(entry).toMatchObject({
      actorId: admin.id,
      after: { location: 'World Showcase, EPCOT', startsAt: `${nextYear}-08-27T11:00` },
    });
    // Staff's dates stand: the daily roll leaves them.
    expect(await ctx.db.transaction((tx) => rollOfficialEvents(tx, new Date()))).toBe(0);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, id));
    expect(row?.location).toBe('World Showcase, EPCOT');

    // An ended official event: staff give it its next dates (a member's ended event takes none).
    const party = officialEvents[1]!.id;
    await endEvent(ctx, party);
    const dated = await callAs(ctx, 'PATCH', `/api/events/${party}`, admin, {
      startsAt: `${nextYear}-11-06T19:00`,
      endsAt: `${nextYear}-12-18T23:59`,
    });
    expect(dated.statusCode, dated.body).toBe(200);
    expect(dated.json()).toMatchObject({ endsAtLocal: `${nextYear}-12-18T23:59` });

    const cancelled = await callAs(ctx, 'POST', `/api/events/${party}/cancel`, admin, {
      reason: 'Not this year',
    });
    expect(cancelled.statusCode).toBe(200);
    const [cancelEntry] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, party), eq(auditLog.action, 'event.official_cancel')));
    expect(cancelEntry).toMatchObject({ actorId: admin.id, reason: 'Not this year' });
    const memberCancel = await callAs(
      ctx,
      'POST',
      `/api/events/${officialEvents[3]!.id}/cancel`,
      member,
      {},
    );
    expect(memberCancel.statusCode).toBe(403);
  });
});
