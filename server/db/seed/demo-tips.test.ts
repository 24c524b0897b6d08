import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  TIP_BODY_MAX,
  TIP_BODY_MIN,
  tipCategories,
} from '../../../common/features/tips/tip-limits';
import { tipPageSchema } from '../../../common/features/tips/tips.contract';
import { describeEachDatabase } from '../../test/build-test-app';
import { tips } from '../schema';
import { demoMembers } from './demo-data';
import { seedDemo } from './demo-seed';
import { seedDemoTips } from './demo-tips';
import { demoTips } from './demo-tips-data';

it('writes demo tips that fit the rules, in every category, some from this week', () => {
  const usernames = new Set(demoMembers.map((member) => member.username));
  const keys = new Set<string>();
  for (const tip of demoTips) {
    expect(usernames.has(tip.author), tip.author).toBe(true);
    for (const voter of tip.helpfulBy ?? []) {
      expect(usernames.has(voter), voter).toBe(true);
      expect(voter, tip.key).not.toBe(tip.author);
    }
    expect(tip.body.length, tip.key).toBeGreaterThanOrEqual(TIP_BODY_MIN);
    expect(tip.body.length, tip.key).toBeLessThanOrEqual(TIP_BODY_MAX);
    expect(keys.has(tip.key), tip.key).toBe(false);
    keys.add(tip.key);
  }
  for (const category of tipCategories) {
    const of = demoTips.filter((tip) => tip.category === category);
    expect(of.length, category).toBeGreaterThanOrEqual(3);
    expect(
      of.some((tip) => tip.daysAgo < 7),
      category,
    ).toBe(true);
  }
});

describeEachDatabase('demo community: tips', (ctx) => {
  it('adds the demo tips once, with exact helpful counts, shown by /api/tips', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    const first = await seedDemoTips(db);
    expect(first.tips).toBe(demoTips.length);
    expect(first.helpfulVotes).toBe(
      demoTips.reduce((sum, tip) => sum + (tip.helpfulBy?.length ?? 0), 0),
    );
    const [mismatch] = await db
      .select({ n: count() })
      .from(tips)
      .where(
        sql`${tips.helpfulCount} <> (select count(*) from tip_helpful_votes v where v.tip_id = tips.id)`,
      );
    expect(mismatch?.n).toBe(0);
    expect(await seedDemoTips(db)).toEqual({ tips: 0, helpfulVotes: 0 });

    const page = tipPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/tips?sort=top_all&limit=50' })).json(),
    );
    expect(page.items).toHaveLength(demoTips.length);
    expect(page.items[0]?.body).toBe(demoTips.find((tip) => tip.key === 'money-ponchos')!.body);
    const week = tipPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/tips?sort=top_week&limit=50' })).json(),
    );
    expect(week.items.length).toBe(demoTips.filter((tip) => tip.daysAgo < 7).length);
  }, 120_000);
});
