import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { createMember } from '../../test/sign-in';
import { notify } from './notifications.service';

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
});
