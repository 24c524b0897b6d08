import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { afterRequestCommit, createRequestTransaction } from './request-transaction';
import { rateLimits, supportMessages } from './schema';

describe.each(testEngines)('request transactions [%s]', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  }, 30_000);

  const message = (subject: string, id: string = crypto.randomUUID()) => ({
    id,
    name: 'Walt',
    email: 'walt@example.com',
    topic: 'feedback',
    subject,
    message: 'A lovely community of fans.',
  });
  const subjectsOf = async (ids: string[]) =>
    (
      await handle.db
        .select({ subject: supportMessages.subject })
        .from(supportMessages)
        .where(inArray(supportMessages.id, ids))
    )
      .map((row) => row.subject)
      .sort();

  it("commits a request's writes with its last step, or none of them", async () => {
    for (const isLastFailing of [false, true]) {
      const { db } = handle;
      const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      const request = createRequestTransaction(db);
      let isNoticed = false;
      await request.run(async () => {
        await db.transaction(async (tx) => {
          await tx.insert(supportMessages).values(message('service', ids[0]));
        });
        // A statement after the service's transaction: in the same request transaction.
        await db.insert(supportMessages).values(message('after', ids[1]));
        afterRequestCommit(() => (isNoticed = true));
        // The request reads its own writes.
        expect(await subjectsOf(ids)).toEqual(['after', 'service']);
      });
      expect(request.hasWritten()).toBe(true);
      expect(isNoticed, 'no notice before the commit').toBe(false);
      const finished = request.finish(async (tx) => {
        await tx.insert(supportMessages).values(message('last', ids[2]));
        if (isLastFailing) throw new Error('the answer could not be stored');
      });
      if (isLastFailing) {
        await expect(finished).rejects.toThrow('the answer could not be stored');
        expect(await subjectsOf(ids)).toEqual([]);
        expect(isNoticed).toBe(false);
      } else {
        expect(await finished).toBe(true);
        expect(await subjectsOf(ids)).toEqual(['after', 'last', 'service']);
        expect(isNoticed).toBe(true);
      }
    }
  });

  it('undoes only what failed, opens on the first write but not on reads or rate-limit slots', async () => {
    const { db } = handle;
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()];
    const slotKey = `request-transaction:${first}`;
    const request = createRequestTransaction(db);
    await request.run(async () => {
      await db.select().from(supportMessages).limit(1);
      await db.insert(rateLimits).values({ key: slotKey, count: 1, windowEndsAt: new Date() });
      expect(request.hasWritten()).toBe(false);
      // Reads, writes and a transaction at once: one connection for the request, no deadlock.
      await Promise.all([
        db.insert(supportMessages).values(message('first', first)),
        db.select().from(supportMessages).limit(1),
        db.transaction(async (tx) => {
          await tx.select().from(supportMessages).limit(1);
        }),
      ]);
      expect(request.hasWritten()).toBe(true);
      // The same id again fails, as it would on its own; the request goes on.
      await expect(db.insert(supportMessages).values(message('again', first))).rejects.toThrow();
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(supportMessages).values(message('rolled back', second));
          throw new Error('the service changed its mind');
        }),
      ).rejects.toThrow('the service changed its mind');
      await db
        .update(supportMessages)
        .set({ subject: 'updated' })
        .where(eq(supportMessages.id, first));
    });
    await request.finish(async () => undefined);
    expect(await subjectsOf([first, second])).toEqual(['updated']);
    const [slot] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(rateLimits)
      .where(eq(rateLimits.key, slotKey));
    expect(slot!.count).toBe(1);
  });

  it('runs the last step on its own when the request wrote nothing', async () => {
    const { db } = handle;
    const id = crypto.randomUUID();
    const request = createRequestTransaction(db);
    await request.run(() => db.select().from(supportMessages).limit(1));
    const committed = await request.finish(async (executor) => {
      await executor.insert(supportMessages).values(message('alone', id));
    });
    expect(committed).toBe(false);
    expect(await subjectsOf([id])).toEqual(['alone']);
  });
});
