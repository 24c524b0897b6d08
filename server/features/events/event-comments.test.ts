import { expect, it } from 'vitest';
import {
  EVENT_COMMENT_AUTHOR_ONLY_MESSAGE,
  EVENT_COMMENT_NOT_FOUND_MESSAGE,
  EVENT_ENDED_MESSAGE,
  eventCommentPageSchema,
  eventCommentSchema,
} from '../../../common/features/events/events.contract';
import { describeEachDatabase, type TestContext } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';
import { callAs, createEventAs, endEvent } from '../../test/events-test-support';

async function comment(ctx: TestContext, eventId: string, author: TestMember, body: string) {
  const res = await callAs(ctx, 'POST', `/api/events/${eventId}/comments`, author, { body });
  expect(res.statusCode, res.body).toBe(201);
  return eventCommentSchema.parse(res.json());
}

describeEachDatabase('event discussion', (context) => {
  it('lists comments oldest first in pages, for visitors too, with who may delete each', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const a = await createMember(ctx.db);
    const b = await createMember(ctx.db);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const event = await createEventAs(ctx, organizer);
    const first = await comment(ctx, event.id, a, '  Who is bringing snacks?  ');
    expect(first).toMatchObject({
      body: 'Who is bringing snacks?',
      author: { id: a.id, username: a.username },
      canDelete: true,
    });
    const second = await comment(ctx, event.id, b, 'Me!');
    const third = await comment(ctx, event.id, organizer, 'Meet at 8');

    const page1 = await callAs(ctx, 'GET', `/api/events/${event.id}/comments?limit=2`, null);
    expect(page1.statusCode, page1.body).toBe(200);
    const one = eventCommentPageSchema.parse(page1.json());
    expect(one.items.map((c) => c.id)).toEqual([first.id, second.id]);
    expect(one.items.every((c) => !c.canDelete)).toBe(true);
    const page2 = await callAs(
      ctx,
      'GET',
      `/api/events/${event.id}/comments?limit=2&cursor=${one.nextCursor}`,
      null,
    );
    expect(eventCommentPageSchema.parse(page2.json())).toMatchObject({
      items: [{ id: third.id }],
      nextCursor: null,
    });
    const asA = eventCommentPageSchema.parse(
      (await callAs(ctx, 'GET', `/api/events/${event.id}/comments`, a)).json(),
    );
    expect(asA.items.map((c) => c.canDelete)).toEqual([true, false, false]);
    for (const viewer of [organizer, staff]) {
      const page = eventCommentPageSchema.parse(
        (await callAs(ctx, 'GET', `/api/events/${event.id}/comments`, viewer)).json(),
      );
      expect(page.items.map((c) => c.canDelete)).toEqual([true, true, true]);
    }
    const counted = await callAs(ctx, 'GET', `/api/events/${event.id}`, null);
    expect(counted.json().commentCount).toBe(3);
  });

  it('lets the author, the organizer and staff delete a comment; others get 403', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const author = await createMember(ctx.db);
    const other = await createMember(ctx.db);
    const staff = await createMember(ctx.db, { isAdmin: true });
    const event = await createEventAs(ctx, organizer);
    const comments = [];
    for (let i = 0; i < 3; i += 1) comments.push(await comment(ctx, event.id, author, `Note ${i}`));
    const url = (id: string) => `/api/events/${event.id}/comments/${id}`;
    const refused = await callAs(ctx, 'DELETE', url(comments[0]!.id), other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(EVENT_COMMENT_AUTHOR_ONLY_MESSAGE);
    expect((await callAs(ctx, 'DELETE', url(comments[0]!.id), null)).statusCode).toBe(401);
    for (const [index, deleter] of [author, organizer, staff].entries()) {
      const res = await callAs(ctx, 'DELETE', url(comments[index]!.id.toUpperCase()), deleter);
      expect(res.statusCode, res.body).toBe(204);
    }
    const again = await callAs(ctx, 'DELETE', url(comments[0]!.id), author);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(EVENT_COMMENT_NOT_FOUND_MESSAGE);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await callAs(ctx, 'DELETE', url(id), author)).statusCode).toBe(404);
    }
    // A comment of another event is not found under this one.
    const elsewhere = await createEventAs(ctx, organizer);
    const foreign = await comment(ctx, elsewhere.id, author, 'Elsewhere');
    expect((await callAs(ctx, 'DELETE', url(foreign.id), author)).statusCode).toBe(404);
    const page = await callAs(ctx, 'GET', `/api/events/${event.id}/comments`, author);
    expect(page.json().items).toEqual([]);
    expect((await callAs(ctx, 'GET', `/api/events/${event.id}`, null)).json().commentCount).toBe(0);
  });

  it('keeps a cancelled event’s discussion open, closes an ended one, and checks the text', async () => {
    const ctx = context();
    const organizer = await createMember(ctx.db);
    const member = await createMember(ctx.db);
    const cancelled = await createEventAs(ctx, organizer);
    await callAs(ctx, 'POST', `/api/events/${cancelled.id}/cancel`, organizer, {});
    await comment(ctx, cancelled.id, member, 'Shame, next time!');
    for (const [body, message] of [
      ['   ', 'Comment cannot be empty'],
      ['x'.repeat(2001), 'Comment can be at most 2000 characters'],
    ] as const) {
      const res = await callAs(ctx, 'POST', `/api/events/${cancelled.id}/comments`, member, {
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    const ended = await createEventAs(ctx, organizer);
    const kept = await comment(ctx, ended.id, member, 'Before the end');
    await endEvent(ctx, ended.id);
    const late = await callAs(ctx, 'POST', `/api/events/${ended.id}/comments`, member, {
      body: 'After the end',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(EVENT_ENDED_MESSAGE);
    // The discussion stays readable, and comments can still be removed.
    expect((await callAs(ctx, 'GET', `/api/events/${ended.id}/comments`, null)).statusCode).toBe(
      200,
    );
    expect(
      (await callAs(ctx, 'DELETE', `/api/events/${ended.id}/comments/${kept.id}`, member))
        .statusCode,
    ).toBe(204);
  });
});
