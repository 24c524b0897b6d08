import { expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE } from '../common/calendar-dates';
import { describeEachDatabase } from './test/build-test-app';
import { requestAs } from './test/factories';
import { createMember, type TestMember } from './test/sign-in';

/**
 * Dates out of range reach no handler (issue 26): each contract reads its dates through
 * `common/date-schemas.ts`, so year 0, five-digit years and days that do not exist answer 400
 * with a sentence, where they used to reach `park-time.ts` or PostgreSQL and answer 500.
 */
describeEachDatabase('dates in requests', (ctx) => {
  const send = requestAs(ctx);
  let member: TestMember;
  let admin: TestMember;

  const expectRefused = (res: { statusCode: number; json(): unknown }, message?: string) => {
    expect(res.statusCode).toBe(400);
    const body = res.json() as { error: { code: string; message: string } };
    expect(body.error.code).toBe('validation_failed');
    if (message) expect(body.error.message).toContain(message);
  };

  it('refuses calendar ranges outside the years 1900–2200 without signing in', async () => {
    member = await createMember(ctx().db, { isEstablished: true });
    admin = await createMember(ctx().db, { isAdmin: true, isEstablished: true });
    expectRefused(
      await send('GET', '/api/events?from=9999-12-31&to=9999-12-31'),
      DATE_RANGE_MESSAGE,
    );
    expectRefused(await send('GET', '/api/events?from=0000-01-01&to=0000-01-02'));
    expectRefused(await send('GET', '/api/events?from=10000-01-01&to=10000-01-01'));
    expectRefused(await send('GET', '/api/events?from=2023-02-29&to=2023-03-01'));
    const leapDay = await send('GET', '/api/events?from=2028-02-29&to=2028-03-01');
    expect(leapDay.statusCode).toBe(200);
  });

  it('refuses trip dates out of range on create and edit, and keeps the checklist', async () => {
    for (const field of ['tripStartsOn', 'tripEndsOn']) {
      for (const day of ['0000-01-01', '9999-12-31', '2023-02-29']) {
        expectRefused(await send('POST', '/api/checklists', member, { title: 't', [field]: day }));
      }
    }
    const created = await send('POST', '/api/checklists', member, {
      title: 'Leap year trip',
      tripStartsOn: '2028-02-29',
      tripEndsOn: '2028-03-03',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    expectRefused(
      await send('PATCH', `/api/checklists/${id}`, member, { tripEndsOn: '0000-01-01' }),
      DATE_RANGE_MESSAGE,
    );
    const kept = await send('GET', `/api/checklists/${id}`, member);
    expect(kept.json()).toMatchObject({ tripStartsOn: '2028-02-29', tripEndsOn: '2028-03-03' });
  });

  it('refuses event, contest and audit dates out of range', async () => {
    expectRefused(
      await send('POST', '/api/events', member, {
        title: 'Year ten thousand',
        park: 'EPCOT',
        startsAt: '9999-12-31T10:00',
        endsAt: '9999-12-31T12:00',
      }),
      DATE_RANGE_MESSAGE,
    );
    expectRefused(
      await send('POST', '/api/contests', admin, {
        title: 'A contest at the end of time',
        entriesOpenAt: '0000-01-01T00:00',
        entriesCloseAt: '0000-01-02T00:00',
        votingEndsAt: '0000-01-03T00:00',
      }),
    );
    expectRefused(await send('GET', '/api/admin/audit?from=0000-01-01', admin), DATE_RANGE_MESSAGE);
  });
});
