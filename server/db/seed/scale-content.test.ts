import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { searchResponseSchema } from '../../../common/features/search/search.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { seedScale } from './scale';

describeEachDatabase('seed:scale, the searched kinds (issue 28)', (context) => {
  it('writes checklists, tips, events, contests and creators that search finds by code word', async () => {
    const ctx = context();
    const result = await seedScale(ctx.db, {
      users: 30,
      posts: 20,
      follows: 0,
      likes: 0,
      notificationsPerUser: 0,
      batchSize: 7,
      groups: 2,
      groupMemberships: 10,
      checklists: 40,
      tips: 25,
      events: 12,
      contests: 3,
      creators: 50,
    });
    // Creators are at most one per member.
    expect(result).toMatchObject({
      checklists: 40,
      tips: 25,
      events: 12,
      contests: 3,
      creators: 30,
    });
    const rows = await ctx.db.execute<{ kinds: number; code: number }>(
      sql`select (select count(*)::int from creator_kinds) as kinds,
        (select count(*)::int from tips where body like '% zq1') as code`,
    );
    const [row] = (rows as unknown as { rows: { kinds: number; code: number }[] }).rows;
    expect(row).toMatchObject({ kinds: 30, code: 1 });
    for (const type of ['tips', 'contests', 'creators'] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search?type=${type}&q=zq1` });
      const page = searchResponseSchema.parse(res.json());
      expect(page.items.length, type).toBe(1);
    }
  });
});
