import { beforeAll, expect, it } from 'vitest';
import type { AdminPendingRequests } from '../../../common/features/admin/admin-pending-requests.contract';
import { accountClosures, dataExports } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember, type TestMember } from '../../test/sign-in';

const HOUR_MS = 3_600_000;

describeEachDatabase('admin: pending deletions and data exports', (ctx) => {
  let moderator: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    moderator = await createMember(ctx().db, { isModerator: true });
    member = await createMember(ctx().db);
  });

  const list = (who: TestMember | null) =>
    ctx().app.inject({
      method: 'GET',
      url: '/api/admin/users/pending-requests',
      headers: who?.headers ?? {},
    });

  it('lists closing accounts with their erase date and archives under way or ready, for staff only', async () => {
    const closing = await createMember(ctx().db);
    const cancelled = await createMember(ctx().db);
    const building = await createMember(ctx().db);
    const ready = await createMember(ctx().db);
    const expired = await createMember(ctx().db);
    const now = Date.now();
    const eraseAt = new Date(now + 30 * 24 * HOUR_MS);
    await ctx()
      .db.insert(accountClosures)
      .values([
        { userId: closing.id, requestedAt: new Date(now), eraseAt },
        {
          userId: cancelled.id,
          requestedAt: new Date(now),
          eraseAt,
          cancelledAt: new Date(now + 1000),
        },
      ]);
    const [buildingRow, readyRow] = await ctx()
      .db.insert(dataExports)
      .values([
        { userId: building.id, state: 'building', requestedAt: new Date(now - HOUR_MS) },
        {
          userId: ready.id,
          state: 'ready',
          requestedAt: new Date(now - 60_000),
          readyAt: new Date(now),
          expiresAt: new Date(now + HOUR_MS),
          fileName: 'a.tar.gz',
          byteSize: 4,
        },
        {
          userId: expired.id,
          state: 'ready',
          readyAt: new Date(now - 2 * HOUR_MS),
          expiresAt: new Date(now - HOUR_MS),
          fileName: 'b.tar.gz',
          byteSize: 4,
        },
      ])
      .returning({ id: dataExports.id });

    const res = await list(moderator);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as AdminPendingRequests;
    expect(body.deletions).toEqual([
      {
        userId: closing.id,
        username: closing.username,
        requestedAt: new Date(now).toISOString(),
        eraseAt: eraseAt.toISOString(),
      },
    ]);
    expect(body.exports.map((row) => [row.id, row.username, row.state])).toEqual([
      [readyRow!.id, ready.username, 'ready'],
      [buildingRow!.id, building.username, 'building'],
    ]);
    expect(body.exports[0]!.expiresAt).toBe(new Date(now + HOUR_MS).toISOString());

    expect((await list(member)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);
  });
});
