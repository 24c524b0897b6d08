import { count, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupPageSchema } from '../../../common/features/groups/groups.contract';
import { groups } from '../schema';
import { describeEachDatabase } from '../../test/build-test-app';
import { demoGroups } from './demo-groups-data';
import { demoGroupId, seedDemoGroups } from './demo-groups';
import { seedDemo } from './demo-seed';

describeEachDatabase('demo community: groups', (ctx) => {
  it('adds the demo groups once, counters exact, private ones private', async () => {
    const { db, app } = ctx();
    await seedDemo(db);
    const first = await seedDemoGroups(db);
    expect(first.groups).toBe(demoGroups.length);
    expect(first.members).toBe(
      demoGroups.reduce((n, g) => n + 1 + g.moderators.length + g.members.length, 0),
    );
    expect(first.posts).toBe(demoGroups.reduce((n, g) => n + g.posts.length, 0));
    expect(first.requests).toBe(1);
    const [mismatch] = await db
      .select({ n: count() })
      .from(groups)
      .where(
        sql`${groups.memberCount} <> (select count(*) from group_members m where m.group_id = groups.id)
          or ${groups.postCount} <> (select count(*) from posts p where p.group_id = groups.id and p.deleted_at is null)`,
      );
    expect(mismatch?.n).toBe(0);
    expect(await seedDemoGroups(db)).toEqual({ groups: 0, members: 0, requests: 0, posts: 0 });

    const lounge = demoGroupId('dvc-owners-lounge');
    const listed = groupPageSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/groups?q=DVC%20Owners' })).json(),
    );
    expect(listed.items[0]).toMatchObject({ id: lounge, visibility: 'private', memberCount: 4 });
    const posts = await app.inject({ method: 'GET', url: `/api/groups/${lounge}/posts` });
    expect(posts.statusCode).toBe(404);
  }, 120_000);
});
