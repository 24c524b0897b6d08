import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { insertBlock } from '../blocks/blocks.repository';
import { notify, notifyMany } from './notifications.service';

describeEachDatabase('notifications service', (ctx) => {
  it('notifies once per like or follow, never for your own action, every comment', async () => {
    const { db } = ctx();
    const a = await createMember(db);
    const b = await createMember(db);
    const post = crypto.randomUUID();
    const like = { userId: b.id, actorId: a.id, type: 'like' as const, entityId: post };
    expect(await notify(db, like)).toBe(true);
    expect(await notify(db, like)).toBe(false);
    const follow = { userId: b.id, actorId: a.id, type: 'follow' as const, entityId: null };
    expect(await notify(db, follow)).toBe(true);
    expect(await notify(db, follow)).toBe(false);
    expect(await notify(db, { ...like, userId: a.id })).toBe(false);
    const comment = { ...like, type: 'comment' as const };
    expect(await notify(db, comment)).toBe(true);
    expect(await notify(db, comment)).toBe(true);
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, b.id), eq(notifications.actorId, a.id)));
    expect(rows.map((r) => r.type).sort()).toEqual(['comment', 'comment', 'follow', 'like']);
  });

  it('notifies many members at once by the same rules: not the actor, nothing across a block', async () => {
    const { db } = ctx();
    const organizer = await createMember(db);
    const [going, waitlisted, blockedByOrganizer, blocksOrganizer] = await Promise.all(
      Array.from({ length: 4 }, () => createMember(db)),
    );
    await insertBlock(db, organizer.id, blockedByOrganizer!.id);
    await insertBlock(db, blocksOrganizer!.id, organizer.id);
    const event = crypto.randomUUID();
    const everyone = [organizer, going, waitlisted, blockedByOrganizer, blocksOrganizer, going];
    const told = await notifyMany(db, {
      userIds: everyone.map((member) => member!.id),
      actorId: organizer.id,
      type: 'event_cancelled',
      entityId: event,
    });
    expect(told).toBe(2);
    const rows = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.entityId, event),
          inArray(
            notifications.userId,
            everyone.map((member) => member!.id),
          ),
        ),
      );
    expect(rows.map((row) => row.userId).sort()).toEqual([going!.id, waitlisted!.id].sort());
    expect(rows.every((row) => row.actorId === organizer.id && row.readAt === null)).toBe(true);
    expect(
      await notifyMany(db, { userIds: [], actorId: organizer.id, type: 'other', entityId: null }),
    ).toBe(0);
  });
});
